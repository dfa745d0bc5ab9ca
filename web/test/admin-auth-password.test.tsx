import { adminMockResetRequests, MOCK_ADMIN, MOCK_RESET_TOKEN } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

const NEUTRAL = 'If your email exists, you will receive an email with instructions';
const CHANGED = 'Your password was updated successfully, please log in again';
const FAILED = 'An unexpected error occurred, please repeat the process';

describe('/admin/remember', () => {
  async function openRemember() {
    const view = await renderAdmin('/admin/remember');
    await screen.findByRole('heading', { level: 1, name: 'Change your password:' });
    return view;
  }
  const email = () => screen.getByLabelText(/^E-mail/);
  const send = () => screen.getByRole('button', { name: 'Send' });

  it('checks the e-mail as it is typed and links back to login', async () => {
    const { user } = await openRemember();
    expect(send()).toBeDisabled();
    await user.type(email(), 'someone');
    await findShownText('Invalid email address');
    await user.clear(email());
    await findShownText('Required');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it.each([MOCK_ADMIN.email, 'nobody@example.com'])(
    'always gives the neutral answer and empties the form (%s)',
    async (address) => {
      const { user } = await openRemember();
      await user.type(email(), address);
      await user.click(send());
      expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
      expect(adminMockResetRequests()).toEqual([address]);
      await waitFor(() => expect(email()).toHaveValue(''));
      expect(screen.queryByText('Required')).toBeNull();
    },
  );

  it('says so, in plain words, when the request did not get through', async () => {
    server.use(http.post('*/api/users/remember', () => HttpResponse.json({}, { status: 503 })));
    const { user } = await openRemember();
    await user.type(email(), MOCK_ADMIN.email);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not answer right now. Please try again.',
    );
    expect(screen.queryByText(NEUTRAL)).toBeNull();
  });
});

describe('/admin/change-password', () => {
  async function openReset(token: string | null) {
    const query = token === null ? '' : `?tkn=${encodeURIComponent(token)}`;
    const view = await renderAdmin(`/admin/change-password${query}`);
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    return view;
  }
  const password = () => screen.getByLabelText(/^New password/);
  const repeat = () => screen.getByLabelText(/^Repeat the password/);
  const save = () => screen.getByRole('button', { name: 'Change password' });

  it('without a token shows the failure and the way back to login, and no form', async () => {
    await openReset(null);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('shows the rules, carries the token and checks strength and confirmation', async () => {
    const { user, container } = await openReset(MOCK_RESET_TOKEN);
    expect(password()).toHaveAccessibleDescription(
      'The password must have at least one lowercase letter, one uppercase letter and one number, and at least eight characters in total.',
    );
    const hidden = container.querySelector('input[type="hidden"][name="token"]');
    expect(hidden).toHaveValue(MOCK_RESET_TOKEN);
    await user.type(password(), 'weakpass');
    await findShownText('Password is not strong enough');
    await user.clear(password());
    await user.type(password(), 'Strong-pass-1');
    expect(screen.queryByText('Password is not strong enough')).toBeNull();
    await user.type(repeat(), 'Strong-pass-2');
    await findShownText("Password and confirmation doesn't match");
    expect(save()).toBeDisabled();
  });

  it('changes the password and says to log in again', async () => {
    const { user } = await openReset(MOCK_RESET_TOKEN);
    await user.type(password(), 'Strong-pass-1');
    await user.type(repeat(), 'Strong-pass-1');
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent(CHANGED);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeVisible();
  });

  it('shows the failure for a link that is not valid, and empties the form', async () => {
    const { user } = await openReset('used-or-expired');
    await user.type(password(), 'Strong-pass-1');
    await user.type(repeat(), 'Strong-pass-1');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await waitFor(() => expect(password()).toHaveValue(''));
  });
});
