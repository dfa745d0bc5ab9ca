import { addFeatureTexts } from '../../../lib/i18n/feature-texts';
import { enWizard } from './en';
import { esWizard } from './es';

/**
 * Adds the wizard's namespace `wizard` in every language. Called when the wizard's code loads
 * (prepareWizard), so /home does not download these texts; screens read them with
 * `useTranslation('wizard')`.
 */
export function addWizardTexts(): void {
  addFeatureTexts('wizard', { en: enWizard, es: esWizard });
}
