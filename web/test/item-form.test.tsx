import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCart } from '../src/features/ordering/state/cart-store';
import { materialsDone, MODEL_IDS, sampleItems } from './support/fixtures';
import { currentPath, findHeading, renderApp, findShownText } from './support/render-app';

const BASE = { categoryId: 100, typeId: 110, modelId: MODEL_IDS.baseOneDoor };
const PANTRY = { categoryId: 300, typeId: 310, modelId: MODEL_IDS.pantryOneDoor };
const PANEL = { categoryId: 500, typeId: 520, modelId: MODEL_IDS.endPanel };
/** Base 1 Door Handleless: a J profile (height and depth, millimetres). */
const HANDLELESS = { categoryId: 100, typeId: 110, modelId: 112 };

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`));
}

function accept() {
  return screen.getByRole('button', { name: 'Accept' });
}

async function answer(user: UserEvent, question: string, choice: string) {
  await user.click(within(screen.getByRole('radiogroup', { name: question })).getByText(choice));
}

/** Fills a valid Base 1 Door (millimetres). */
async function fillBaseCabinet(user: UserEvent) {
  await user.type(field('Width'), '600');
  await user.type(field('Height'), '720');
  await user.type(field('Depth'), '560');
  await user.type(field('Description'), 'Sink base');
  await answer(user, 'Material', 'Cabinet');
  await answer(user, 'Screw assembly', 'Yes');
  await answer(user, 'Dowel assembly', 'No');
  await answer(user, 'Wall mount for base', 'No');
  await answer(user, 'Hinge holes', 'Yes');
  await answer(user, 'Include door', 'Yes');
  await user.selectOptions(field('Number of shelves'), '1');
}

describe('/furniture-form, the item form', () => {
  it('checks sizes against the model bounds in millimetres', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    expect(screen.getByText(/Define size and options for this cabinet/)).toBeVisible();
    expect(screen.getByText('From 250.00 to 600.00 mm')).toBeVisible();

    await user.type(field('Width'), '1300');
    await user.tab();
    expect(field('Width')).toHaveValue('1300.00');
    await findShownText('out of parameters');

    await user.click(field('Width'));
    expect(field('Width')).toHaveValue('');
    await user.type(field('Width'), '12a');
    await user.tab();
    await findShownText('invalid format');
  });

  it('takes a decimal comma, as a Spanish phone keypad types it, and shows the two decimals', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    await user.type(field('Width'), '450,5');
    await user.tab();
    expect(field('Width')).toHaveValue('450.50');
    expect(field('Width')).not.toHaveAttribute('aria-invalid');
    // A comma before three digits is an English thousands separator: refused, not guessed.
    await user.type(field('Height'), '1,200');
    await user.tab();
    expect(field('Height')).toHaveValue('1,200');
    await findShownText('invalid format');
  });

  it('converts inches (fractions too) with 25.4 before checking the bounds', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'in' },
      selection: BASE,
    });
    await findHeading('Base 1 Door');
    await user.type(field('Width'), '23 1/2');
    await findShownText('= 23.50 in ✓');
    await user.tab();
    expect(screen.queryByText('out of parameters')).toBeNull();

    await user.type(field('Height'), '40');
    await user.tab();
    await findShownText('out of parameters');
  });

  it('asks for a description of at most 20 characters', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    await user.click(field('Description'));
    await user.tab();
    await findShownText('required');
    await user.type(field('Description'), 'A very long description');
    await findShownText('20 characters max.');
  });

  it('offers at most one shelf for Base types', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    await user.type(field('Height'), '900');
    const options = within(field('Number of shelves')).getAllByRole('option');
    expect(options.map((option) => option.textContent).slice(1)).toEqual(['0', '1']);
  });

  it('offers up to six shelves for a tall Pantry 1 Door', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: materialsDone,
      selection: PANTRY,
    });
    await findHeading('Pantry 1 Door');
    await user.type(field('Height'), '2100');
    await waitFor(() =>
      expect(
        within(field('Number of shelves'))
          .getAllByRole('option')
          .map((option) => option.textContent)
          .slice(1),
      ).toEqual(['0', '1', '2', '3', '4', '5', '6']),
    );
  });

  it('shows one optional adjustable shelf height per shelf chosen', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: materialsDone,
      selection: PANTRY,
    });
    await findHeading('Pantry 1 Door');
    const adjustable = () => screen.queryAllByLabelText(/^Adjustable shelf \d/);
    expect(adjustable()).toHaveLength(0);
    expect(screen.getAllByLabelText(/^Fixed shelf \d/)).toHaveLength(3);

    await user.type(field('Height'), '2100');
    await user.selectOptions(field('Number of shelves'), '2');
    expect(adjustable()).toHaveLength(2);
    expect(adjustable()[1]).toHaveAccessibleDescription(/Optional/);
    await user.type(adjustable()[1]!, '900');
    await user.selectOptions(field('Number of shelves'), '1');
    expect(adjustable()).toHaveLength(1);
  });

  it('keeps Accept inert until every option is answered, then adds the item', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    expect(accept()).toHaveAttribute('aria-disabled', 'true');

    await fillBaseCabinet(user);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    await user.click(decrease);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    await waitFor(() => expect(accept()).not.toHaveAttribute('aria-disabled'));
    await user.click(accept());
    await findHeading('Enter the items details');
    const [item] = useCart.getState().draft.cabinets;
    expect(item).toMatchObject({
      name: 'Base Cabinets',
      parentName: 'Base 1 Door',
      cabinet: { id: MODEL_IDS.baseOneDoor, name: 'Base 1 Door' },
      x: 600,
      y: 720,
      z: 560,
      quantity: 3,
      description: 'Sink base',
      material: 'Cabinet',
      screws: true,
      dowell: false,
      wallmountbase: false,
      hinges: true,
      door: true,
      shelfquantity: 1,
      orientation: null,
    });
    expect(screen.getByRole('article', { name: 'Base 1 Door' })).toBeVisible();
  });

  it('says why when the inert Accept is pressed: every field marked, the first one focused', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    await user.type(field('Width'), '600');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(accept());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To accept, fill in or correct the fields marked.',
    );
    // The first field still to fill in takes the focus: Height (Width holds 600).
    await waitFor(() => expect(field('Height')).toHaveFocus());
    expect(field('Height')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('/furniture-form');

    await fillBaseCabinet(user);
    await waitFor(() => expect(accept()).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps J profile depth when the height is edited and the person tabs on through depth', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: materialsDone,
      selection: HANDLELESS,
    });
    await findHeading('Base 1 Door');
    await fillBaseCabinet(user);
    await user.type(field('J profile height'), '57');
    await user.type(field('J profile depth'), '26');
    await user.tab();
    await waitFor(() => expect(accept()).not.toHaveAttribute('aria-disabled'));

    await user.click(field('J profile height'));
    await user.type(field('J profile height'), '60');
    await user.tab();
    // Tab lands in depth, which shows empty while focused, then leaves it untouched.
    expect(field('J profile depth')).toHaveFocus();
    expect(field('J profile depth')).toHaveValue('');
    expect(accept()).not.toHaveAttribute('aria-disabled');
    await user.tab();
    expect(field('J profile depth')).toHaveValue('26.00');
    expect(field('J profile height')).toHaveValue('60.00');
    expect(field('J profile depth')).not.toHaveAccessibleDescription(/required/);
    expect(accept()).not.toHaveAttribute('aria-disabled');
  }, 60_000);

  it('puts a millimetre value back when the field is left empty, and takes a new one typed', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: BASE });
    await findHeading('Base 1 Door');
    await user.type(field('Width'), '600');
    await user.tab();
    await user.click(field('Width'));
    expect(field('Width')).toHaveValue('');
    await user.tab();
    expect(field('Width')).toHaveValue('600.00');
    expect(field('Width')).not.toHaveAccessibleDescription(/required/);

    await user.click(field('Width'));
    await user.type(field('Width'), '450');
    await user.tab();
    expect(field('Width')).toHaveValue('450.00');
  });

  it('keeps what still fits when the model is changed: sizes within its bounds, the description', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: materialsDone,
      selection: { categoryId: 300, typeId: 320, modelId: MODEL_IDS.pantryTwoDoor },
      sizesHelpSeen: true,
    });
    await findHeading('Pantry 2 Door');
    await user.type(field('Width'), '450');
    await user.type(field('Height'), '2000');
    await user.type(field('Depth'), '500');
    await user.type(field('Description'), 'Larder');
    await user.click(screen.getByRole('link', { name: 'Change model' }));
    await user.click(await screen.findByText('Pantry 2 Door Wide'));
    await findHeading('Pantry 2 Door');
    expect(screen.getByText('Model: Pantry 2 Door Wide.')).toBeVisible();
    // 450 mm is narrower than the wide model takes (600 to 1000): only the width is dropped.
    expect(field('Width')).toHaveValue('');
    expect(field('Height')).toHaveValue('2000.00');
    expect(field('Depth')).toHaveValue('500.00');
    expect(field('Description')).toHaveValue('Larder');

    // Back to the list and a new item: nothing is carried without Change model.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Pantry 2 Door' }));
    await findHeading('Pantry 2 Door');
    expect(field('Description')).toHaveValue('');
  }, 60_000);

  it('asks only what a panel asks for, and reads depth as unchecked', async () => {
    const { user } = await renderApp('/furniture-form', { draft: materialsDone, selection: PANEL });
    await findHeading('Panel');
    expect(screen.getByText(/for this panel/)).toBeVisible();
    expect(screen.queryByLabelText(/^Depth/)).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Hinge holes' })).toBeNull();
    await user.type(field('Width'), '596.9');
    await user.type(field('Height'), '2000');
    await user.type(field('Description'), 'Fridge side');
    await answer(user, 'Cut orientation', 'Vertical');
    await answer(user, 'Material', 'Finish');
    await waitFor(() => expect(accept()).not.toHaveAttribute('aria-disabled'));
  });
});

describe('/step3, the item list', () => {
  it('numbers the items and edits one in the pre-filled form, replacing it', async () => {
    const { user } = await renderApp('/step3', {
      draft: { ...materialsDone, cabinets: sampleItems() },
    });
    await findHeading('Enter the items details');
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit item 1' }));
    await findHeading('Base 1 Door');
    expect(field('Width')).toHaveValue('600');
    expect(field('Description')).toHaveValue('Sink base');
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Corner base');
    await waitFor(() => expect(accept()).not.toHaveAttribute('aria-disabled'));
    await user.click(accept());

    await findHeading('Enter the items details');
    const items = useCart.getState().draft.cabinets;
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.description)).toEqual(['Corner base', 'Fridge side']);
    expect(useCart.getState().draft.cabinetEditIndex).toBeNull();
  });

  it('deletes an item, and keeps Next inert without items', async () => {
    const [base] = sampleItems();
    const { user } = await renderApp('/step3', {
      draft: { ...materialsDone, cabinets: base ? [base] : [] },
    });
    await findHeading('Enter the items details');
    await user.click(screen.getByRole('button', { name: 'Delete item 1' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(useCart.getState().draft.cabinets).toEqual([]);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(currentPath()).toBe('/step3');
  });

  it('starts a new item from Add Item through category and type, preselecting the first model', async () => {
    const { user } = await renderApp('/step3', { draft: materialsDone });
    await findHeading('Enter the items details');
    await user.click(screen.getByRole('link', { name: 'Add Item' }));
    await findHeading('Select Type');
    await user.click(await screen.findByRole('button', { name: 'Panels & Fillers' }));
    await findHeading('Panels & Fillers');
    await user.click(screen.getByRole('button', { name: 'Filler' }));
    await findHeading('Filler');
    expect(currentPath()).toBe('/furniture-form');
    expect(screen.getByText('Model: Filler Strip.')).toBeVisible();
  });
});
