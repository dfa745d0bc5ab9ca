// What the wizard needs of i18n beyond the shell; imported only by wizard code.
export { addWizardTexts } from './wizard-texts';
export { translateMessage } from './translate-message';
