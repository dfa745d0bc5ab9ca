import i18next from 'i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { useNotification } from '../../lib/notifications/notification-store';
import { nextTask } from '../../lib/when-idle';
import { RequireCatalogue } from './catalogue/require-catalogue';
import { Guard } from './guard';
import { WizardLayout } from './layout/wizard-layout';
import { addWizardTexts } from './locales';
import { CART_STORAGE_KEY, cartExpiredOnLoad, rehydrateCart } from './state/cart-store';
import { REMEMBERED_CUSTOMER_KEY } from './state/remembered-customer';
import { rehydrateWizard, WIZARD_STORAGE_KEY } from './state/wizard-store';
import { preloadScreen, preloadScreens, WIZARD_SCREENS } from './wizard-screens';

/**
 * Adds the wizard's texts, fetches the code of the screen the visit starts on and reads the
 * saved draft back (docs/product.md §4: before any screen that shows it renders; the store
 * checks it with the domain's schemas), saying so when it had expired.
 */
export async function prepareWizard(): Promise<void> {
  addWizardTexts();
  // The build prerenders /step1 in Node (web/src/entry-server.tsx): nothing saved, and every
  // screen's code loaded so the page renders in one pass.
  if (typeof window === 'undefined') {
    await preloadScreens();
    return;
  }
  // Each in a task of its own, after the one that evaluated the wizard's modules: the first
  // screen's download (a module preload link per file), then the saved state. The screen's code
  // is awaited too, so React adopts the whole prerendered page in its first transition: a screen
  // still loading then was adopted later, at once, in one long task (docs/architecture.md, "The
  // first page's start").
  await nextTask();
  const screen = preloadScreen(window.location.pathname);
  await nextTask();
  await Promise.all([screen, restoreSavedState()]);
}

/**
 * Whether this visit starts as a first visit: nothing saved (no draft, no choices, no remembered
 * customer) and nothing to announce. Then /step1 renders what the build prerendered and the
 * page hydrates it; otherwise it renders from scratch.
 */
export function showsFirstVisit(): boolean {
  const saved = [CART_STORAGE_KEY, WIZARD_STORAGE_KEY, REMEMBERED_CUSTOMER_KEY].some(
    (key) => localStorage.getItem(key) !== null,
  );
  return !saved && useNotification.getState().message === null;
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
