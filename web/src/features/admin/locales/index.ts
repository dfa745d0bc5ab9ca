import { addFeatureTexts } from '../../../lib/i18n/feature-texts';
import { enAdmin } from './en';
import { esAdmin } from './es';

/**
 * Adds the admin area's namespace `admin` in every language. Called when the admin chunk loads
 * (prepareAdmin), so customers never download these texts; screens read them with
 * `useTranslation('admin')`.
 */
export function addAdminTexts(): void {
  addFeatureTexts('admin', { en: enAdmin, es: esAdmin });
}
