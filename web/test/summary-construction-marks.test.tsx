import { receivedOrderRequests } from '@cutshop/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeDraft, sampleItems } from './support/fixtures';
import { currentPath, findHeading, findShownText, renderApp } from './support/render-app';

/**
 * A draft kept in the browser whose first item (Base 1 Door, 600 mm wide) asks for a 700 mm
 * door: the construction check makes it at most 600 - 3 = 597 mm wide (half the 3 mm front gap at
 * each side).
 */
function draftWithTooWideDoor() {
  const [base, ...rest] = sampleItems();
  return { ...completeDraft(), cabinets: [{ ...base!, dwidth: 700 }, ...rest] };
}

const MARK = 'Item 1: At most 597 mm for the door of this cabinet';
const SEND_BLOCKED = 'Some items cannot be made as they are. Correct them before sending.';

describe('the summary marks an item the construction check refuses, before Send', () => {
  it('names the item, the problem and its limit, with an Edit button to its form', async () => {
    const { user } = await renderApp('/summary', { draft: draftWithTooWideDoor() });
    await findHeading('Review your order');
    expect(await findShownText(MARK)).toBeVisible();
    expect(screen.getAllByText(/^Item \d: At most/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit item 1' }));
    await findHeading('Base 1 Door');
    expect(currentPath()).toBe('/furniture-form');
  });

  it('refuses Send until the item is corrected, moving the focus to the mark', async () => {
    const { user } = await renderApp('/summary', { draft: draftWithTooWideDoor() });
    await findHeading('Review your order');
    const mark = await findShownText(MARK);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(SEND_BLOCKED)).toBeVisible());
    await waitFor(() => expect(document.activeElement).toContainElement(mark));
    expect(receivedOrderRequests()).toHaveLength(0);
    expect(currentPath()).toBe('/summary');
  });

  it('marks nothing on a draft the check accepts', async () => {
    await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    expect(screen.queryByText(/At most/)).toBeNull();
  });

  it('says it in Spanish', async () => {
    await renderApp('/summary', { draft: draftWithTooWideDoor(), language: 'es' });
    await findShownText('Pieza 1: Como máximo 597 mm para la puerta de este mueble');
    expect(screen.getByRole('button', { name: 'Editar la pieza 1' })).toBeVisible();
  });
});
