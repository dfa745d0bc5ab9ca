import {
  adminMockSession,
  adminScenarios,
  MOCK_ADMIN,
  resetAdminMockState,
  signOutMockAdmin,
} from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRequest, isSessionExpired } from '../src/features/admin/api/admin-client';
import { checkSession, resetAdminSession, useAdminSession } from '../src/features/admin/session';
import { ApiError } from '../src/lib/api';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

const parseAny = (json: unknown) => json;

/** Counts the session refreshes the app asks for while letting the mock answer them. */
function countRefreshes(): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/users/refresh-tokens') count += 1;
  });
  return () => count;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('admin routes and the session guard', () => {
  it('sends /admin/ to the sign-in page', async () => {
    await renderAdmin('/admin/');
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  });

  it('sends a signed-out visitor of the order list to sign in, coming back afterwards', async () => {
    await renderAdmin('/admin/orders?status=Pending');
    await waitFor(() =>
      expect(currentAdminPath()).toBe(
        `/admin/login?next=${encodeURIComponent('/admin/orders?status=Pending')}`,
      ),
    );
  });

  it('checks the session first and shows the page with the header when it is good', async () => {
    await renderAdmin('/admin/orders', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cutshop, order list' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(currentAdminPath()).toBe('/admin/orders');
    expect(useAdminSession.getState().status).toBe('signedIn');
  });

  it('names the signed-in admin in the header after a reload, from the session check', async () => {
    await renderAdmin('/admin/orders', { signedIn: true });
    expect(await screen.findByText(MOCK_ADMIN.email)).toBeVisible();
    expect(useAdminSession.getState().email).toBe(MOCK_ADMIN.email);
  });

  it('checks the session again when the browser restores the page from its back-forward cache', async () => {
    await renderAdmin('/admin/orders', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeVisible();
    // Signed out meanwhile (Logout in the page that followed this one in the tab's history).
    signOutMockAdmin();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() =>
      expect(currentAdminPath()).toBe(`/admin/login?next=${encodeURIComponent('/admin/orders')}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  });

  it('shows an error with Retry, not the sign-in page, when the check gets no answer', async () => {
    server.use(http.get('*/api/users/refresh-tokens', () => HttpResponse.error()));
    const { user } = await renderAdmin('/admin/orders', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(currentAdminPath()).toBe('/admin/orders');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('logs out: ends the session on the server, clears the state, replaces the page', async () => {
    const { user } = await renderAdmin('/admin/orders', {
      signedIn: true,
      knownEmail: MOCK_ADMIN.email,
    });
    expect(await screen.findByText(MOCK_ADMIN.email)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/login'));
    expect(adminMockSession().signedIn).toBe(false);
    expect(useAdminSession.getState()).toMatchObject({ status: 'signedOut', email: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  });

  it('stays signed in and says so when logout gets no answer', async () => {
    server.use(http.get('*/api/users/logout', () => HttpResponse.error()));
    const { user } = await renderAdmin('/admin/orders', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await findShownText(
      'You could not be signed out: the server did not answer. Please try again.',
    );
    expect(currentAdminPath()).toBe('/admin/orders');
    expect(useAdminSession.getState().status).toBe('signedIn');
  });

  it('after a session ran out, says so and sends the person to sign in with `next`', async () => {
    server.use(...adminScenarios['admin-refresh-fails']);
    await renderAdmin('/admin/orders', { signedIn: true, knownEmail: MOCK_ADMIN.email });
    await screen.findByRole('button', { name: 'Logout' });
    await act(async () => {
      await adminRequest('/orders/summary', { parse: parseAny }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(currentAdminPath()).toBe(`/admin/login?next=${encodeURIComponent('/admin/orders')}`),
    );
    await findShownText('Your session has ended. Please sign in again.');
  });
});

/**
 * Holds every session check's request until the returned function is called; the mock back
 * office then answers it as it stands.
 */
function holdSessionAnswers(): () => void {
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get('*/api/users/refresh-tokens', async () => {
      await held;
    }),
  );
  return answer;
}

describe('checkSession', () => {
  it('leaves a sign-in made while its answer was on its way as it is (the older answer is stale)', async () => {
    resetAdminMockState({ signedIn: false });
    resetAdminSession();
    const answer = holdSessionAnswers();
    const checking = checkSession();
    useAdminSession.getState().signIn(MOCK_ADMIN.email);
    answer();
    await expect(checking).resolves.toBe(false);
    expect(useAdminSession.getState()).toMatchObject({
      status: 'signedIn',
      email: MOCK_ADMIN.email,
    });
  });

  it('records its answer in a session state forgotten meanwhile, so the page does not wait forever', async () => {
    resetAdminMockState({ signedIn: true });
    resetAdminSession();
    const answer = holdSessionAnswers();
    const checking = checkSession();
    // The back-forward cache restored the page meanwhile (recheckSessionOnRestore): forgotten.
    resetAdminSession();
    answer();
    await expect(checking).resolves.toBe(true);
    expect(useAdminSession.getState().status).toBe('signedIn');
  });

  it('records the answer when nothing changed meanwhile', async () => {
    resetAdminMockState({ signedIn: false });
    resetAdminSession();
    await expect(checkSession()).resolves.toBe(false);
    expect(useAdminSession.getState()).toMatchObject({ status: 'signedOut', reason: 'none' });
  });
});

describe('adminRequest', () => {
  it('refreshes the session once on a 401 and repeats the call', async () => {
    await renderAdmin('/admin/login', { signedIn: true });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
    server.use(...adminScenarios['admin-session-expired']);
    const refreshes = countRefreshes();
    const answer = await adminRequest('/orders/summary', { parse: parseAny });
    expect(answer).toMatchObject({ counts: expect.any(Object) as unknown });
    expect(refreshes()).toBe(1);
  });

  it('shares one refresh between calls that find the session over at the same time', async () => {
    await renderAdmin('/admin/remember', { signedIn: true });
    let unauthorized = 2;
    server.use(
      http.get('*/api/orders/summary', () => {
        if (unauthorized === 0) return undefined;
        unauthorized -= 1;
        return HttpResponse.json(
          { error: { code: 'unauthorized', message: 'x' } },
          { status: 401 },
        );
      }),
    );
    const refreshes = countRefreshes();
    await Promise.all([
      adminRequest('/orders/summary', { parse: parseAny }),
      adminRequest('/orders/summary', { parse: parseAny }),
    ]);
    expect(refreshes()).toBe(1);
  });

  it('throws SessionExpiredError when the refresh is refused', async () => {
    await renderAdmin('/admin/remember', { signedIn: true });
    server.use(...adminScenarios['admin-refresh-fails']);
    const error: unknown = await adminRequest('/orders/summary', { parse: parseAny }).catch(
      (failure: unknown) => failure,
    );
    expect(isSessionExpired(error)).toBe(true);
  });

  it('keeps a 5xx or a network failure an ordinary error: nobody is signed out', async () => {
    await renderAdmin('/admin/remember', { signedIn: true, knownEmail: MOCK_ADMIN.email });
    server.use(...adminScenarios['admin-list-error']);
    const serverError: unknown = await adminRequest('/orders/', { parse: parseAny }).catch(
      (failure: unknown) => failure,
    );
    expect(serverError).toBeInstanceOf(ApiError);
    expect((serverError as ApiError).status).toBe(500);
    server.use(...adminScenarios['admin-network-error']);
    const networkError: unknown = await adminRequest('/orders/summary', {
      parse: parseAny,
    }).catch((failure: unknown) => failure);
    expect(networkError).toBeInstanceOf(ApiError);
    expect((networkError as ApiError).status).toBe(0);
    expect(useAdminSession.getState().status).toBe('signedIn');
    expect(adminMockSession().signedIn).toBe(true);
  });
});
