import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_PATHS, ADMIN_PREFIX } from '../../config/paths';
import { adminQueryClient, forgetAdminDataOnSignOut } from './api/query-client';
import { ChangePasswordScreen } from './auth/change-password-screen';
import { LoginScreen } from './auth/login-screen';
import { RememberScreen } from './auth/remember-screen';
import { AdminPageBoundary } from './layout/admin-page-boundary';
import { addAdminTexts } from './locales';
import { OFFCUTS_PATH } from './offcuts/paths';
import { PRODUCTION_SETTINGS_PATH } from './settings/paths';
import { listenForSessionEnd, recheckSessionOnRestore } from './session/session-check';
import { LazyAdminLayout, LazyOrderDetailScreen, LazyOrdersScreen } from './signed-in-chunk';

/**
 * Adds the admin texts and starts listening for sessions that end (or pages restored from the
 * back-forward cache), which forget the orders read, before the first admin page renders (the
 * admin chunk's counterpart of the wizard's prepareWizard).
 */
export function prepareAdmin(): void {
  addAdminTexts();
  // The build prerenders the sign-in page in Node (web/src/entry-server.tsx): no page to watch.
  if (typeof window === 'undefined') return;
  listenForSessionEnd();
  recheckSessionOnRestore();
  forgetAdminDataOnSignOut();
}

// The signed-in frame with the order list and detail is a chunk of its own (signed-in-chunk.ts).
// The catalogue editor is a chunk of its own inside the admin area, read when first opened.
const CatalogueScreen = lazy(() => import('./catalogue/catalogue-screen'));
const CatalogueHistoryScreen = lazy(() => import('./catalogue/history-screen'));
const CatalogueTransferScreen = lazy(() => import('./catalogue/transfer-screen'));
// The price list (docs/production/prices.md) likewise.
const PricesScreen = lazy(() => import('./prices/prices-screen'));
// The production settings (docs/production/nesting.md, "The shop's settings") likewise.
const ProductionSettingsScreen = lazy(() => import('./settings/production-settings-screen'));
// The offcut stock (docs/production/nesting.md, "Offcuts from stock") likewise.
const OffcutsScreen = lazy(() => import('./offcuts/offcuts-screen'));

/** Relative to /admin/: the route the app mounts this under is `/admin/*`. */
const relative = (path: string) => path.slice(ADMIN_PREFIX.length);

/**
 * The back office, /admin/... (docs/product.md §2, Admin routes): the signed-out pages, then the
 * order list and detail, the catalogue editor, the price list, the production settings and the
 * offcut stock inside the admin frame behind the session guard. Any other admin path goes to the
 * sign-in page. A page that fails (its code could not be fetched, or a bug) says so, with Retry
 * (AdminPageBoundary). The server data they read is kept in the admin's own query cache
 * (docs/decisions/0007-admin-server-state.md), part of this chunk only.
 */
export default function AdminRoutes() {
  return (
    <QueryClientProvider client={adminQueryClient}>
      <AdminPageBoundary>
        <Routes>
          <Route index element={<Navigate to={ADMIN_PATHS.login} replace />} />
          <Route path={relative(ADMIN_PATHS.login)} element={<LoginScreen />} />
          <Route path={relative(ADMIN_PATHS.remember)} element={<RememberScreen />} />
          <Route path={relative(ADMIN_PATHS.changePassword)} element={<ChangePasswordScreen />} />
          <Route element={<LazyAdminLayout />}>
            <Route path={relative(ADMIN_PATHS.orders)} element={<LazyOrdersScreen />} />
            <Route path={relative(ADMIN_PATHS.order)} element={<LazyOrderDetailScreen />} />
            <Route path={relative(ADMIN_PATHS.catalogue)} element={<CatalogueScreen />} />
            <Route path={relative(ADMIN_PATHS.catalogueNew)} element={<CatalogueScreen />} />
            <Route path={relative(ADMIN_PATHS.catalogueNode)} element={<CatalogueScreen />} />
            <Route
              path={relative(ADMIN_PATHS.catalogueHistory)}
              element={<CatalogueHistoryScreen />}
            />
            <Route
              path={relative(ADMIN_PATHS.catalogueTransfer)}
              element={<CatalogueTransferScreen />}
            />
            <Route path={relative(ADMIN_PATHS.prices)} element={<PricesScreen />} />
            <Route
              path={relative(PRODUCTION_SETTINGS_PATH)}
              element={<ProductionSettingsScreen />}
            />
            <Route path={relative(OFFCUTS_PATH)} element={<OffcutsScreen />} />
          </Route>
          <Route path="*" element={<Navigate to={ADMIN_PATHS.login} replace />} />
        </Routes>
      </AdminPageBoundary>
    </QueryClientProvider>
  );
}
