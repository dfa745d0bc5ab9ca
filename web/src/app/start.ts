import { setupI18n } from '../lib/i18n';

/**
 * What the first render needs: the translations. The order draft is read back by the wizard
 * before any of its screens renders (features/ordering/wizard.tsx), so /home does not load it.
 */
export function prepareApp(): void {
  setupI18n();
}
