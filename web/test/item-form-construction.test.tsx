import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@cutshop/mocks/node';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLegSettingsStore } from '../src/features/ordering/items/form/leg-settings-store';
import { forgetLegSettings } from '../src/lib/api/get-leg-settings';
import { materialsDone } from './support/fixtures';
import { findHeading, renderApp, findShownText } from './support/render-app';

/** Base 2 Doors: a pair of doors, the door width asked (docs/product.md, the item form). */
const TWO_DOORS = { categoryId: 100, typeId: 120, modelId: 121 };

/** A field by the start of its label, in English or Spanish. */
function field(label: RegExp) {
  return screen.getByLabelText(label);
}

const WIDTH = /^(Width|Ancho)(?! de)/;
const HEIGHT = /^(Height|Alto)/;
const DEPTH = /^(Depth|Profundidad)/;
const DOOR_WIDTH = /^(Door width|Ancho de la puerta)/;

function accept() {
  return screen.getByRole('button', { name: /^(Accept|Aceptar)$/ });
}

/** A 36 x 34 1/2 x 24 in cabinet with doors `doorWidth` wide (the tracker's case). */
async function typeSizes(user: UserEvent, doorWidth: string) {
  await user.type(field(WIDTH), '36');
  await user.type(field(HEIGHT), '34 1/2');
  await user.type(field(DEPTH), '24');
  await user.type(field(DOOR_WIDTH), doorWidth);
  await user.tab();
}

/** Typing four sizes letter by letter takes a while on a busy machine. */
const TYPING_TIMEOUT_MS = 60_000;

describe('/furniture-form, the construction check', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('shows a door width the cabinet cannot take on its field, with the most it takes, and keeps Accept inert', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'in' },
      selection: TWO_DOORS,
    });
    await findHeading('Base 2 Doors');
    // 36 in = 914.4 mm: (914.4 - 3 - 3) / 2 = 454.2 mm = 17.882 in each with the 3 mm front gap.
    await typeSizes(user, '17 29/32');

    const message = await screen.findByText(
      'At most 17 7/8 in for each door of a pair in this cabinet',
    );
    const input = field(DOOR_WIDTH);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(accept()).toHaveAttribute('aria-disabled', 'true');

    await user.clear(input);
    await user.type(input, '17 7/8');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText(/for each door of a pair in this cabinet/)).toBeNull(),
    );
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says it in Spanish', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'in' },
      selection: TWO_DOORS,
      language: 'es',
    });
    await screen.findByRole('heading', { level: 1 });
    await typeSizes(user, '17 29/32');
    await findShownText('Como máximo 17 7/8 in para cada puerta de un par en este mueble');
    expect(accept()).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('/furniture-form, the legs of the shop', { timeout: TYPING_TIMEOUT_MS }, () => {
  /** The shop's check settings as the public read answers them, read afresh by the form. */
  function shopLegs(
    legs: { legHeightMm: number; heightIncludesLegs: boolean },
    fronts = { frontGapMm: 3, frontRevealMm: 2 },
  ) {
    server.use(
      http.get('*/api/production-settings/legs', () => HttpResponse.json({ ...legs, ...fronts })),
    );
    forgetLegSettings();
    useLegSettingsStore.setState({ settings: null });
  }

  it("checks a door width with the shop's front gap, as intake does", async () => {
    // A 5 mm gap: (914.4 - 2.5 - 5 - 2.5) / 2 = 452.2 mm = 17.803 in each: 17 7/8 in no longer
    // fits, 17 25/32 in (17.78 in = 451.612 mm) is the most.
    shopLegs({ legHeightMm: 100, heightIncludesLegs: true }, { frontGapMm: 5, frontRevealMm: 2 });
    const { user } = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'in' },
      selection: TWO_DOORS,
    });
    await findHeading('Base 2 Doors');
    await screen.findByText(/The height includes the 3.94 in legs\.$/);
    await typeSizes(user, '17 7/8');
    await findShownText('At most 17 25/32 in for each door of a pair in this cabinet');
    expect(accept()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says whether the height includes the legs, in English and Spanish', async () => {
    shopLegs({ legHeightMm: 100, heightIncludesLegs: true });
    const first = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'mm' },
      selection: TWO_DOORS,
    });
    await findHeading('Base 2 Doors');
    expect(await screen.findByText(/mm\. The height includes the 100.00 mm legs\.$/)).toBeVisible();
    first.unmount();

    shopLegs({ legHeightMm: 150, heightIncludesLegs: false });
    const second = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'mm' },
      selection: TWO_DOORS,
      language: 'es',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(
      await screen.findByText(
        /mm\. La altura es la del mueble: las patas de 150.00 mm se añaden debajo\.$/,
      ),
    ).toBeVisible();
    second.unmount();
  });

  it('says the legs in inches for an inch order, and in both settings in each language', async () => {
    shopLegs({ legHeightMm: 101.6, heightIncludesLegs: false });
    const english = await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'in' },
      selection: TWO_DOORS,
    });
    await findHeading('Base 2 Doors');
    expect(
      await screen.findByText(
        /in\. The height is the cabinet’s: 4.00 in legs are added below it\.$/,
      ),
    ).toBeVisible();
    english.unmount();

    shopLegs({ legHeightMm: 100, heightIncludesLegs: true });
    await renderApp('/furniture-form', {
      draft: { ...materialsDone, unit: 'mm' },
      selection: TWO_DOORS,
      language: 'es',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(
      await screen.findByText(/mm\. La altura incluye las patas de 100.00 mm\.$/),
    ).toBeVisible();
  });
});
