import { addFeatureTexts } from '../../../lib/i18n/feature-texts';
import type { NamespaceTexts } from '../../../lib/i18n/locales/types';
import { enWizard } from './en';
import { esWizard } from './es';

/**
 * Adds the wizard's namespace `wizard` in every language. Called when the wizard's code loads
 * (prepareWizard), so /home does not download these texts; screens read them with
 * `useTranslation('wizard')`. The drawing and hardware texts of the namespace come later, with
 * the screens that show them (addProductionTexts in production.ts): the cast says so.
 */
export function addWizardTexts(): void {
  addFeatureTexts('wizard', { en: enWizard, es: esWizard } as NamespaceTexts<'wizard'>);
}
