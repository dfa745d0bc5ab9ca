import { resetAdminMockState, type AdminMockResetOptions } from '@cutshop/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppShell } from '../../src/app/app';
import { preloadAdmin } from '../../src/app/app-routes';
import { prepareApp } from '../../src/app/start';
import { switchLanguage } from '../../src/lib/i18n';
import { refreshSettled } from '../../src/features/admin/api/admin-client';
import { forgetAdminData } from '../../src/features/admin/api/query-client';
import { resetAdminSession, useAdminSession } from '../../src/features/admin/session';
import { preloadNotificationBanner } from '../../src/lib/notifications/notification-host';
import { useNotification } from '../../src/lib/notifications/notification-store';

/** Shows the router's current path with its query, so a test can assert where it landed. */
function AdminLocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="admin-location" hidden>
      {`${pathname}${search}`}
    </output>
  );
}

export interface RenderAdminOptions extends AdminMockResetOptions {
  language?: 'en' | 'es';
  /**
   * The app already knows it is signed in (as after the login form), with this e-mail; without
   * it the session state is unknown and the guard runs the session check.
   */
  knownEmail?: string;
}

/**
 * Renders the whole app at an admin `path` after the same preparation as main.tsx (the admin
 * chunk and its texts), with the mock back office reset: `signedIn` starts the mock with a
 * session, as a visit after signing in.
 */
export async function renderAdmin(path: string, options: RenderAdminOptions = {}) {
  await prepareApp();
  await Promise.all([preloadAdmin(), preloadNotificationBanner()]);
  await switchLanguage(options.language ?? 'en');
  // A session check of the test before, still on its way, would answer this page's.
  await refreshSettled();
  resetAdminMockState({ now: options.now, signedIn: options.signedIn, offcuts: options.offcuts });
  // A fresh page load: no orders read yet.
  forgetAdminData();
  resetAdminSession();
  if (options.knownEmail !== undefined) useAdminSession.getState().signIn(options.knownEmail);
  useNotification.setState({ message: null });

  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell />
      <AdminLocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The admin path (with its query) the app is showing now. */
export function currentAdminPath(): string {
  return screen.getByTestId('admin-location').textContent ?? '';
}
