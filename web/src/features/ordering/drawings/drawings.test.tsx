import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeDraft, materialsDone, MODEL_IDS } from '../../../../test/support/fixtures';
import { findHeading, renderApp } from '../../../../test/support/render-app';

const BASE = { categoryId: 100, typeId: 110, modelId: MODEL_IDS.baseOneDoor };

function preview() {
  return within(screen.getByTestId('item-preview')).getByRole('img');
}

describe('drawings in the wizard', () => {
  it('model tiles show each model drawn at the middle of its bounds, described in words', async () => {
    await renderApp('/furniture-model-list', {
      draft: materialsDone,
      selection: { categoryId: 100, typeId: 120 },
    });
    await findHeading('Base 2 Doors');
    const tile = screen.getByRole('button', { name: 'Base 2 Doors' });
    // bounds 600-1200 x 600-900 x 300-650: 900 x 750 mm; wider than 600 mm: two doors
    expect(tile).toHaveAccessibleDescription(
      'Base cabinet 900 x 750 mm, 2 doors hinged left and right, on legs',
    );
    expect(tile.querySelectorAll('svg [data-kind=door]')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Base 2 Doors Sink' })).toHaveAccessibleDescription(
      'Base cabinet 900 x 750 mm, 2 doors hinged left and right, on legs',
    );
  });

  it('type tiles show their first model, in Spanish too', async () => {
    await renderApp('/furniture-type-list', {
      draft: materialsDone,
      selection: { categoryId: 100 },
      language: 'es',
    });
    // The catalogue's names in Spanish too (docs/production/catalogue.md, "Names").
    await findHeading('Muebles bajos');
    expect(screen.getByRole('button', { name: 'Bajo 1 puerta' })).toHaveAccessibleDescription(
      // Base 1 Door: 250-600 x 600-900: 425 x 750 mm, one door centred, hinged left
      'Mueble bajo 425 x 750 mm, 1 puerta con bisagras a la izquierda, sobre patas',
    );
    expect(screen.getByRole('button', { name: 'Bajo 2 puertas' })).toHaveAccessibleDescription(
      'Mueble bajo 900 x 750 mm, 2 puertas con bisagras a la izquierda y a la derecha, sobre patas',
    );
  });

  it('the item form redraws the cabinet as the width is typed, in the order’s unit', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    expect(preview()).toHaveAccessibleName(
      'Base cabinet 425 x 750 mm, 1 door hinged left, on legs',
    );
    expect(within(preview()).getByText('425 mm')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Width/), '500');
    await waitFor(() =>
      expect(preview()).toHaveAccessibleName(
        'Base cabinet 500 x 750 mm, 1 door hinged left, on legs',
      ),
    );
    expect(within(preview()).getByText('500 mm')).toBeInTheDocument();

    // out of the bounds (250 to 600): drawn at the middle size again
    await user.type(screen.getByLabelText(/^Width/), '0');
    await waitFor(() => expect(within(preview()).getByText('425 mm')).toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText(/^Number of shelves/), '1');
    await waitFor(() =>
      expect(preview()).toHaveAccessibleName(
        'Base cabinet 425 x 750 mm, 1 door hinged left, 1 adjustable shelf, on legs',
      ),
    );
  });

  it('labels the live drawing in inches for an inch order', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'in' },
      selection: BASE,
    });
    await findHeading('Base 1 Door');
    await user.type(screen.getByLabelText(/^Width/), '23 1/2');
    await waitFor(() => expect(within(preview()).getByText('23.5 in')).toBeInTheDocument());
  });

  it('the summary shows each item drawn and the hardware the order needs, not included', async () => {
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const items = screen.getByRole('region', { name: 'Items (2)' });
    expect(
      await within(items).findByRole('img', { name: /^Base cabinet 600 x 720 mm, 1 door/ }),
    ).toBeInTheDocument();
    expect(within(items).getByRole('img', { name: /^Panel 596.9 x 2000 mm/ })).toBeInTheDocument();

    const hardware = screen.getByRole('region', { name: 'Hardware your order will need' });
    expect(within(hardware).getByText(/^Not included in your order/)).toBeVisible();
    const total = (name: string) => within(hardware).getByText(name).nextElementSibling;
    // two Base 1 Door cabinets 600 mm wide with one 616 mm door and one shelf each, and a panel;
    // their plinth is one run cut from board (no toe kick length): a clip on each of the 2 x 2
    // front legs and one on each of the run's 2 end returns
    expect(total('Hinges')).toHaveTextContent('4 pcs');
    expect(total('Legs')).toHaveTextContent('8 pcs');
    expect(total('Shelf pins')).toHaveTextContent('8 pcs');
    expect(total('Plinth clips')).toHaveTextContent('6 pcs');
    expect(within(hardware).queryByText('Toe kick')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Inches' }));
    expect(
      within(items).getByRole('img', { name: /^Base cabinet 23.62 x 28.35 in/ }),
    ).toBeInTheDocument();
    expect(total('Plinth clips')).toHaveTextContent('6 pcs');
  });

  it('lists the hardware in Spanish', async () => {
    await renderApp('/summary', { draft: completeDraft(), language: 'es' });
    const hardware = await screen.findByRole('region', {
      name: 'Herrajes que necesitará su pedido',
    });
    expect(within(hardware).getByText(/^No se incluyen en su pedido/)).toBeVisible();
    expect(within(hardware).getByText('Bisagras').nextElementSibling).toHaveTextContent('4 uds.');
  });
});
