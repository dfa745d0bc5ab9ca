import { addWizardTexts } from '../locales';

/**
 * The tracking page's lazy module (web/src/app/app-routes.tsx): adds the texts it shares with
 * the wizard's summary (the `wizard` namespace), without the wizard's saved draft or screens.
 * The details' drawing and hardware words come with their own chunk (tracked-order-details.tsx).
 */
export function prepareTrackPage(): void {
  addWizardTexts();
}

export { default } from './track-screen';
