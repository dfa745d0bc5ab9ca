import i18next from 'i18next';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { enWizardProduction } from './production-en';
import { esWizardProduction } from './production-es';

const TEXTS = { en: enWizardProduction, es: esWizardProduction } as const;

/**
 * Adds the drawing and hardware texts to the `wizard` namespace in every language (merged into
 * what addWizardTexts added). Called when a screen that shows a drawing loads, so the wizard's
 * first screens do not download them.
 */
export function addProductionTexts(): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, 'wizard', TEXTS[language], true, false);
  }
}
