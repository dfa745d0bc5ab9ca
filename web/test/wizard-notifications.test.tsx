import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../src/features/ordering/state/cart-store';
import { materialsDone, sampleItems } from './support/fixtures';
import { findHeading, renderApp } from './support/render-app';

function descriptions() {
  return useCart.getState().draft.cabinets.map((item) => item.description);
}

describe('wizard notifications', () => {
  it('Undo on the deletion notice puts the item back where it was, with the focus, by keyboard', async () => {
    const { user } = await renderApp('/step3', {
      draft: { ...materialsDone, cabinets: sampleItems() },
    });
    await findHeading('Enter the items details');
    const before = descriptions();
    await user.click(screen.getByRole('button', { name: 'Delete item 1' }));
    expect(descriptions()).toEqual(before.slice(1));

    const region = screen.getByRole('status');
    expect(within(region).getByText(/was removed from your order/)).toBeInTheDocument();
    const undo = await within(region).findByRole('button', { name: 'Undo' });
    // The card and its Delete button are gone: the Undo button takes focus.
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(descriptions()).toEqual(before);
    expect(screen.getAllByRole('article')).toHaveLength(before.length);
    // The focus goes back to where the person was: the restored item's Delete button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete item 1' })).toHaveFocus(),
    );
    await waitFor(() => expect(within(region).queryByText(/was removed/)).toBeNull());
  });

  it('clears a notice when the person moves to another step', async () => {
    const { user } = await renderApp('/step3', {
      draft: { ...materialsDone, cabinets: sampleItems() },
    });
    await findHeading('Enter the items details');
    await user.click(screen.getByRole('button', { name: 'Delete item 2' }));
    expect(await screen.findByText(/was removed from your order/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await findHeading('Add some production note to your order (optional)');
    await waitFor(() => expect(screen.queryByText(/was removed from your order/)).toBeNull());
  });

  it('speaks Spanish', async () => {
    const { user } = await renderApp('/step3', {
      draft: { ...materialsDone, cabinets: sampleItems() },
      language: 'es',
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar la pieza 1' }));
    expect(await screen.findByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
  });
});
