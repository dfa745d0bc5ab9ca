export { WizardNav } from './wizard-nav';
export type { WizardNavProps, WizardNavAction } from './wizard-nav';
export { wizardNavRecipe } from './wizard-nav.recipe';
