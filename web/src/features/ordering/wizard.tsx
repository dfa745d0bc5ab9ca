import i18next from 'i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useNotification } from '../../lib/notifications/notification-store';
import { RequireCatalogue } from './catalogue/require-catalogue';
import { Guard } from './guard';
import { WizardLayout } from './layout/wizard-layout';
import { addWizardTexts } from './locales';
import { cartExpiredOnLoad, rehydrateCart } from './state/cart-store';
import { rehydrateWizard } from './state/wizard-store';
import { preloadScreen, WIZARD_SCREENS } from './wizard-screens';

/**
 * Adds the wizard's texts and reads the saved draft back (docs/product.md §4: before any screen
 * that shows it renders; the store checks it with the domain's schemas), saying so when it had
 * expired.
 */
export async function prepareWizard(): Promise<void> {
  preloadScreen(window.location.pathname);
  addWizardTexts();
  await restoreSavedState();
}

/** The saved draft and wizard state read back; an expired draft is announced. */
export async function restoreSavedState(): Promise<void> {
  await Promise.all([rehydrateCart(), rehydrateWizard()]);
  if (cartExpiredOnLoad()) {
    useNotification.getState().notify(i18next.t('notifications.draftExpired', { ns: 'wizard' }));
  }
}

/** The customer wizard, /step1 to /result; any other path goes home. */
export default function Wizard() {
  return (
    <Routes>
      <Route element={<WizardLayout />}>
        {WIZARD_SCREENS.map(({ path, Screen, needsCatalogue }) => (
          <Route
            key={path}
            path={path}
            element={
              <Guard path={path}>
                {needsCatalogue ? (
                  <RequireCatalogue>
                    <Screen />
                  </RequireCatalogue>
                ) : (
                  <Screen />
                )}
              </Guard>
            }
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
