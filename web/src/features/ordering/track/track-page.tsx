import { addWizardTexts } from '../locales';
import { addProductionTexts } from '../locales/production';

/**
 * The tracking page's lazy module (web/src/app/app-routes.tsx): adds the texts it shares with
 * the wizard's summary (the `wizard` namespace with its drawing and hardware words), without the
 * wizard's saved draft or screens.
 */
export function prepareTrackPage(): void {
  addWizardTexts();
  addProductionTexts();
}

export { default } from './track-screen';
