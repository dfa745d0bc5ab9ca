import { MOCK_ADMIN } from '@cutshop/mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from './support/render-admin';

describe('the admin header', () => {
  it('holds the language choice with the logo, the e-mail and Logout', async () => {
    await renderAdmin('/admin/orders', { signedIn: true, knownEmail: MOCK_ADMIN.email });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /Cutshop/ })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeVisible();
    const languages = within(header).getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'Español' })).toBeVisible();
  });
});
