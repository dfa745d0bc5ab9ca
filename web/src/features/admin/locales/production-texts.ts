import { addFeatureTexts } from '../../../lib/i18n/feature-texts';
import { enProduction } from './en/production';
import { esProduction } from './es/production';

/**
 * Adds the texts of the production sections (cut list, hardware, plans, labels, downloads) to
 * the namespace `admin` in every language. Their part and hardware words come from the domain's
 * production module, which the sign-in pages do not need: the signed-in chunk adds them when it
 * loads (signed-in-screens.ts), before any signed-in screen renders.
 */
export function addAdminProductionTexts(): void {
  addFeatureTexts('admin', { en: { production: enProduction }, es: { production: esProduction } });
}
