import { MOCK_ADMIN } from '@cutshop/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from './support/render-admin';

// The signed-in pages' code cannot be fetched, as when the network drops during sign-in.
vi.mock('../src/features/admin/signed-in-screens', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('an admin page whose code cannot be fetched', () => {
  it('says so with Retry instead of a blank page, and the sign-in page still works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { unmount } = await renderAdmin('/admin/orders', {
        signedIn: true,
        knownEmail: MOCK_ADMIN.email,
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      unmount();

      await renderAdmin('/admin/login');
      expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeVisible();
    } finally {
      errors.mockRestore();
    }
  });
});
