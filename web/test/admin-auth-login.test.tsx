import { adminMockSession, adminScenarios, fixtureUuid, MOCK_ADMIN } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../src/features/admin/session';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

async function openLogin(path = '/admin/login', options: Parameters<typeof renderAdmin>[1] = {}) {
  const view = await renderAdmin(path, options);
  await screen.findByRole('heading', { level: 1, name: 'Welcome!' });
  return view;
}

const email = () => screen.getByLabelText(/^E-mail/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Login' });

describe('/admin/login', () => {
  it('shows the welcome, the product name, the form and the forgot-password link', async () => {
    await openLogin();
    expect(screen.getByText('Order Management System for Production')).toBeVisible();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'I forgot my password' })).toHaveAttribute(
      'href',
      '/admin/remember',
    );
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is wrong with each field once it has been used, and only then', async () => {
    const { user } = await openLogin();
    expect(screen.queryByText('Required')).toBeNull();
    await user.type(email(), 'not-an-email');
    await findShownText('Invalid email address');
    await user.clear(email());
    await findShownText('Required');
    await user.click(password());
    await user.tab();
    await findShownText('Password required');
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), 'x');
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.queryByText('Password required')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('says "Wrong email or password" after a failed attempt, not before', async () => {
    const { user } = await openLogin();
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), 'wrong-password');
    expect(screen.queryByText('Wrong email or password')).toBeNull();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(useAdminSession.getState().loginStatus).toBe(false);
    expect(currentAdminPath()).toBe('/admin/login');
  });

  it('signs in, remembers the e-mail for the header and goes to the order list', async () => {
    const { user } = await openLogin();
    await user.type(email(), ` ${MOCK_ADMIN.email} `);
    await user.type(password(), MOCK_ADMIN.password);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit());
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
    expect(adminMockSession()).toMatchObject({ signedIn: true, remember: true });
    expect(await screen.findByText(MOCK_ADMIN.email)).toHaveTextContent(
      `Signed in as ${MOCK_ADMIN.email}`,
    );
    expect(useAdminSession.getState()).toMatchObject({ status: 'signedIn', loginStatus: true });
  });

  it('goes on to `next` when it is an admin page of this site', async () => {
    const next = '/admin/orders?status=Approved';
    const { user } = await openLogin(`/admin/login?next=${encodeURIComponent(next)}`);
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), MOCK_ADMIN.password);
    await user.click(submit());
    await waitFor(() => expect(currentAdminPath()).toBe(next));
  });

  it.each([
    'https://evil.example/admin/orders',
    '//evil.example/admin/',
    '/home',
    '/\\evil.example',
  ])('never follows `next` out of the admin area (%s)', async (next) => {
    const { user } = await openLogin(`/admin/login?next=${encodeURIComponent(next)}`);
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), MOCK_ADMIN.password);
    await user.click(submit());
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
  });

  it('tells when to try again after too many attempts, from Retry-After', async () => {
    server.use(...adminScenarios['admin-login-rate-limited']);
    const { user } = await openLogin();
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), MOCK_ADMIN.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 1 minute.',
    );
  });

  it('words a longer wait in minutes, rounded up', async () => {
    server.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many attempts' } },
          { status: 429, headers: { 'Retry-After': '690' } },
        ),
      ),
    );
    const { user } = await openLogin();
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), MOCK_ADMIN.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 12 minutes.',
    );
  });

  it('shows a plain message, never the raw error, when the server cannot be reached', async () => {
    server.use(http.post('*/api/users/login', () => HttpResponse.error()));
    const { user } = await openLogin();
    await user.type(email(), MOCK_ADMIN.email);
    await user.type(password(), MOCK_ADMIN.password);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(submit()).toBeEnabled();
  });

  it('goes straight on when the session check finds the person signed in', async () => {
    await renderAdmin('/admin/login', { signedIn: true });
    await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'));
  });

  it('goes straight on when the app already knows the person is signed in', async () => {
    const detail = `/admin/orders/${fixtureUuid(0)}`;
    await renderAdmin(`/admin/login?next=${encodeURIComponent(detail)}`, {
      signedIn: true,
      knownEmail: MOCK_ADMIN.email,
    });
    await waitFor(() => expect(currentAdminPath()).toBe(detail));
  });

  it('speaks Spanish', async () => {
    await renderAdmin('/admin/login', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: '¡Bienvenido!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeVisible();
  });
});
