import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_PATHS } from '../../config/paths';
import { ChangePasswordScreen } from './auth/change-password-screen';
import { LoginScreen } from './auth/login-screen';
import { RememberScreen } from './auth/remember-screen';
import { AdminLayout } from './layout/admin-layout';
import { addAdminTexts } from './locales';
import OrderDetailScreen from './order-detail/order-detail-screen';
import OrdersScreen from './orders/orders-screen';
import { listenForSessionEnd, recheckSessionOnRestore } from './session/session-check';

/**
 * Adds the admin texts and starts listening for sessions that end (or pages restored from the
 * back-forward cache), before the first admin page
 * renders (the admin chunk's counterpart of the wizard's prepareWizard).
 */
export function prepareAdmin(): void {
  addAdminTexts();
  listenForSessionEnd();
  recheckSessionOnRestore();
}

/** Relative to /admin/: the route the app mounts this under is `/admin/*`. */
const relative = (path: string) => path.slice('/admin/'.length);

/**
 * The back office, /admin/... (docs/product.md §2, Admin routes): the signed-out pages, then the
 * order list and detail inside the admin frame behind the session guard. Any other admin path
 * goes to the sign-in page.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={ADMIN_PATHS.login} replace />} />
      <Route path={relative(ADMIN_PATHS.login)} element={<LoginScreen />} />
      <Route path={relative(ADMIN_PATHS.remember)} element={<RememberScreen />} />
      <Route path={relative(ADMIN_PATHS.changePassword)} element={<ChangePasswordScreen />} />
      <Route element={<AdminLayout />}>
        <Route path={relative(ADMIN_PATHS.orders)} element={<OrdersScreen />} />
        <Route path={`${relative(ADMIN_PATHS.orders)}/:uuid`} element={<OrderDetailScreen />} />
      </Route>
      <Route path="*" element={<Navigate to={ADMIN_PATHS.login} replace />} />
    </Routes>
  );
}
