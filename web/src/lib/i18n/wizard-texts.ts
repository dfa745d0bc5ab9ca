import i18next from 'i18next';
import { enWizard } from './locales/en/wizard';
import { esWizard } from './locales/es/wizard';

/** Adds the wizard's texts in every language (called when the wizard's code loads). */
export function addWizardTexts(): void {
  i18next.addResourceBundle('en', 'translation', enWizard, true, false);
  i18next.addResourceBundle('es', 'translation', esWizard, true, false);
}
