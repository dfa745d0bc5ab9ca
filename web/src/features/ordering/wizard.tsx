import i18next from 'i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { addWizardTexts } from '../../lib/i18n/wizard';
import { useNotification } from '../../lib/notifications/notification-store';
import { cartExpiredOnLoad, rehydrateCart } from './cart/cart-store';
import { rehydrateWizard } from './cart/wizard-store';
import { RequireCatalogue } from './catalogue/require-catalogue';
import { Guard } from './guard';
import { WizardLayout } from './layout/wizard-layout';
import { preloadScreen, WIZARD_SCREENS } from './wizard-screens';

/**
 * Adds the wizard's texts and reads the saved draft back (SPEC 4: before any screen that shows
 * it renders; the store checks it with the domain's schemas), saying so when it had expired.
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
    useNotification.getState().notify(i18next.t('notifications.draftExpired'));
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
