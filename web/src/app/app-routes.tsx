import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadRouteRecipes } from '@cutshop/design-system';
import { FirstLoad } from '../components/first-load';
import { ADMIN_PREFIX, PATHS, TRACK_PATHS } from '../config/paths';
import { isSignedInPath, preloadSignedIn } from '../features/admin/signed-in-chunk';
import { HomeScreen } from '../features/ordering/home/home-screen';
import { lazyWithPreload } from '../lib/lazy-with-preload';

/*
 * Each route below also loads the Chakra recipes of the screens after the first page
 * (loadRouteRecipes), which /home does not download, before it renders.
 */

/**
 * The wizard (every screen after /home, with its store, rules and schemas) is one lazy chunk,
 * so the first page loads React, the design system and the translations only. It resolves once
 * the saved draft is read back. main.tsx preloads it before the first render when the visit
 * starts past /home, so the download overlaps with starting React.
 */
let wizardShowsFirstVisit = () => false;
const wizard = lazyWithPreload(async () => {
  const [module] = await Promise.all([import('../features/ordering/wizard'), loadRouteRecipes()]);
  await module.prepareWizard();
  wizardShowsFirstVisit = module.showsFirstVisit;
  return module.default;
});
export const preloadWizard = wizard.preload;
const Wizard = wizard.Component;

/**
 * The back office (/admin/...) is another lazy chunk, with its own texts: customers never
 * download it, and admins never download the wizard.
 */
const admin = lazyWithPreload(async () => {
  const [module] = await Promise.all([
    import('../features/admin/admin-routes'),
    loadRouteRecipes(),
  ]);
  module.prepareAdmin();
  return module.default;
});
export const preloadAdmin = admin.preload;
const Admin = admin.Component;
const ADMIN_ROUTE = `${ADMIN_PREFIX}*`;

/**
 * The customer's tracking page (/track/:token) is a chunk of its own: it shares the summary's
 * sections with the wizard but needs none of its screens, store or saved draft.
 */
const track = lazyWithPreload(async () => {
  const [module] = await Promise.all([
    import('../features/ordering/track/track-page'),
    loadRouteRecipes(),
  ]);
  module.prepareTrackPage();
  return module.default;
});
export const preloadTrack = track.preload;
const Track = track.Component;

function isTrackPath(pathname: string): boolean {
  return pathname === TRACK_PATHS.shell || pathname.startsWith(TRACK_PATHS.prefix);
}

/**
 * Starts fetching the chunk the first page at `pathname` needs, before React starts: the back
 * office for /admin/..., the wizard for any page after /home, nothing for / and /home.
 */
export function preloadForPath(pathname: string): void {
  if (pathname === PATHS.root || pathname === PATHS.home) return;
  if (`${pathname}/`.startsWith(ADMIN_PREFIX)) {
    void admin.preload();
    if (isSignedInPath(pathname)) preloadSignedIn().catch(() => undefined);
  } else if (isTrackPath(pathname)) void track.preload();
  else void wizard.preload();
}

/**
 * Loads the code of `pathname`, a page the build prerendered (app/prerender-language.ts), and
 * says whether its first render matches that markup: /home, the sign-in page and a tracking
 * page (its shell) always do; /step1 when the visit has no saved draft, which the build
 * rendered without.
 */
export async function prepareHydration(pathname: string): Promise<boolean> {
  if (pathname === PATHS.home) return true;
  try {
    if (isTrackPath(pathname)) {
      // The page first renders its shell (header, "Loading your order…"), then its order.
      await track.preload();
      return true;
    }
    if (`${pathname}/`.startsWith(ADMIN_PREFIX)) {
      await Promise.all([admin.preload(), isSignedInPath(pathname) ? preloadSignedIn() : null]);
      return true;
    }
    await wizard.preload();
    return wizardShowsFirstVisit();
  } catch {
    // The route's own Suspense retries the download and shows what failed.
    return false;
  }
}

/**
 * / -> /home, the home page, the back office under /admin/, a customer's tracking page under
 * /track/, and the wizard for every other path.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.root} element={<Navigate to={PATHS.home} replace />} />
      <Route path={PATHS.home} element={<HomeScreen />} />
      <Route
        path={ADMIN_ROUTE}
        element={
          <Suspense fallback={<FirstLoad />}>
            <Admin />
          </Suspense>
        }
      />
      <Route
        path={TRACK_PATHS.page}
        element={
          <Suspense fallback={<FirstLoad />}>
            <Track />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={<FirstLoad />}>
            <Wizard />
          </Suspense>
        }
      />
    </Routes>
  );
}
