import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FirstLoad } from '../components/first-load';
import { PATHS } from '../config/paths';
import { HomeScreen } from '../features/ordering/home/home-screen';
import { lazyWithPreload } from '../lib/lazy-with-preload';

/**
 * The wizard (every screen after /home, with its store, rules and schemas) is one lazy chunk,
 * so the first page loads React, the design system and the translations only. It resolves once
 * the saved draft is read back. main.tsx preloads it before the first render when the visit
 * starts past /home, so the download overlaps with starting React.
 */
const wizard = lazyWithPreload(async () => {
  const module = await import('../features/ordering/wizard');
  await module.prepareWizard();
  return module.default;
});
export const preloadWizard = wizard.preload;
const Wizard = wizard.Component;

/** / -> /home, the home page, and the wizard for every other path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.root} element={<Navigate to={PATHS.home} replace />} />
      <Route path={PATHS.home} element={<HomeScreen />} />
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
