import { MOCK_ADMIN } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_SETTINGS } from '@cutshop/domain/production';
import { renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

const SETTINGS_PATH = '*/api/production-settings';

/** Every PUT body the mock API is sent (its own handlers answer after). */
function recordPuts(): unknown[] {
  const puts: unknown[] = [];
  server.use(
    http.put(SETTINGS_PATH, async ({ request }) => {
      puts.push(await request.clone().json());
      return undefined;
    }),
  );
  return puts;
}

function open(language: 'en' | 'es' = 'en') {
  return renderAdmin('/admin/settings/production', {
    signedIn: true,
    knownEmail: MOCK_ADMIN.email,
    language,
  });
}

async function formReady(title = 'Production settings') {
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  await screen.findByRole('button', { name: /Save the settings|Guardar los ajustes/ });
}

describe('/admin/settings/production: the saw settings', () => {
  it('shows each field with its unit, help, range and default, grouped, and the stage limit as a select', async () => {
    await open();
    await formReady();
    expect(document.title).toBe('Production settings · Cutshop');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Version 0: the shop has not changed the defaults.')).toBeVisible();
    for (const group of ['Saw', 'Offcuts', 'Cut stages']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const kerf = screen.getByLabelText('Saw kerf');
    expect(kerf).toHaveValue('4');
    expect(kerf).toHaveAccessibleDescription(
      'The width of the blade’s cut, taken by every cut between two parts. From 0 to 10 mm; default 4 mm.',
    );
    expect(screen.getByLabelText('Trim per sheet edge')).toHaveValue('10');
    expect(screen.getByLabelText('Smallest reusable offcut')).toHaveValue('100');
    const stages = screen.getByLabelText('Most cut stages');
    expect(stages.tagName).toBe('SELECT');
    expect(stages).toHaveValue('none');
    expect(
      within(stages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No limit', '2 stages', '3 stages', '4 stages']);
    expect(screen.getByLabelText('First stage')).toHaveValue('any');
    expect(await screen.findByText('No save yet.')).toBeVisible();
  });

  it('saves with the version read and lists the save in the history', async () => {
    const puts = recordPuts();
    const { user } = await open();
    await formReady();
    const kerf = screen.getByLabelText('Saw kerf');
    await user.clear(kerf);
    await user.type(kerf, '3.2');
    await user.selectOptions(screen.getByLabelText('Most cut stages'), '3 stages');
    await user.selectOptions(screen.getByLabelText('First stage'), 'rip');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...DEFAULT_PRODUCTION_SETTINGS,
      version: 0,
      kerfMm: 3.2,
      trimMm: 10,
      minOffcutSideMm: 100,
      maxCutStages: 3,
      firstStage: 'rip',
    });
    await findShownText('The settings are saved (version 1)');
    expect(screen.getByText('Version 1')).toBeVisible();
    expect(screen.getByLabelText('Most cut stages')).toHaveValue('3');
    const history = await screen.findByRole('table', { name: 'What version 1 changed' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['4 mm', '3.2 mm'],
      ['No limit', '3 stages'],
      ['Either direction', 'Rip (along the sheet’s length)'],
    ]);
  });

  it('refuses a kerf out of range in the browser, and sends nothing', async () => {
    const puts = recordPuts();
    const { user } = await open();
    await formReady();
    const kerf = screen.getByLabelText('Saw kerf');
    await user.clear(kerf);
    await user.type(kerf, '11');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await findShownText('Type a number from 0 to 10.');
    expect(kerf).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked in red.');
    expect(puts).toHaveLength(0);
  });

  it('says someone else saved on a 409 and shows their settings after Reload', async () => {
    const { user } = await open();
    await formReady();
    // Someone else saves version 1 (a 2-stage saw) meanwhile; this save still names version 0.
    server.use(
      http.get(SETTINGS_PATH, () =>
        HttpResponse.json({
          ...DEFAULT_PRODUCTION_SETTINGS,
          version: 1,
          kerfMm: 4,
          trimMm: 10,
          minOffcutSideMm: 100,
          maxCutStages: 2,
          firstStage: 'any',
        }),
      ),
      http.put(SETTINGS_PATH, () =>
        HttpResponse.json(
          { error: { code: 'stale_production_settings', message: 'changed' } },
          { status: 409 },
        ),
      ),
    );
    await user.selectOptions(screen.getByLabelText('Most cut stages'), '4 stages');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved the settings since you opened them. Reload to see theirs.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Most cut stages')).toHaveValue('2');
    expect(screen.getByText('Version 1')).toBeVisible();
  });

  it('speaks Spanish with the decimal comma', async () => {
    const puts = recordPuts();
    const { user } = await open('es');
    await formReady('Ajustes de producción');
    const kerf = screen.getByLabelText('Grosor del corte de la sierra');
    await user.clear(kerf);
    await user.type(kerf, '3,5');
    expect(screen.getByLabelText('Etapas de corte como máximo')).toHaveValue('none');
    await user.click(screen.getByRole('button', { name: 'Guardar los ajustes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ version: 0, kerfMm: 3.5 });
    await findShownText('Los ajustes están guardados (versión 1)');
    expect(screen.getByLabelText('Grosor del corte de la sierra')).toHaveValue('3,5');
  });
});

describe('/admin/settings/production: the parts settings', () => {
  it('shows the edge bands, pre-milling, legs and drawer boxes with their units, help, ranges and defaults', async () => {
    await open();
    await formReady();
    for (const group of ['Edge bands', 'Pre-milling', 'Legs', 'Drawer boxes']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const band = screen.getByLabelText('Band on fronts');
    expect(band).toHaveValue('1');
    expect(band).toHaveAccessibleDescription(
      'The band on doors, drawer fronts and panels: taken off the cut size on each banded edge. From 0.1 to 3 mm; default 1 mm.',
    );
    expect(screen.getByLabelText('Pre-milling on the carcass')).toHaveAccessibleDescription(
      'What is milled off each banded carcass edge before banding. From 0 to 2 mm; default 0 mm.',
    );
    expect(screen.getByLabelText('Leg height')).toHaveValue('100');
    const legs = screen.getByLabelText('The ordered height');
    expect(legs.tagName).toBe('SELECT');
    expect(legs).toHaveValue('true');
    expect(
      within(legs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Includes the legs', 'Is the cabinet’s: the legs are added below']);
    expect(screen.getByLabelText('Drawer box board')).toHaveValue('16');
    expect(screen.getByLabelText('TANDEMBOX back: width deduction')).toHaveValue('87');
    expect(screen.getByLabelText('Wooden box: runner clearance')).toHaveValue('12.5');
  });

  it('saves a band, an allowance and the legs below the height, and lists them in words', async () => {
    const puts = recordPuts();
    const { user } = await open();
    await formReady();
    const band = screen.getByLabelText('Band on fronts');
    await user.clear(band);
    await user.type(band, '2');
    const milled = screen.getByLabelText('Pre-milling on fronts');
    await user.clear(milled);
    await user.type(milled, '0.5');
    await user.selectOptions(screen.getByLabelText('The ordered height'), 'false');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...DEFAULT_PRODUCTION_SETTINGS,
      version: 0,
      edgeBandFrontsMm: 2,
      preMillFrontsMm: 0.5,
      heightIncludesLegs: false,
    });
    await findShownText('The settings are saved (version 1)');
    const history = await screen.findByRole('table', { name: 'What version 1 changed' });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Band on fronts1 mm2 mm',
      'Pre-milling on fronts0 mm0.5 mm',
      'The ordered heightIncludes the legsIs the cabinet’s: the legs are added below',
    ]);
  });

  it('refuses a band thicker than 3 mm in the browser, and sends nothing', async () => {
    const puts = recordPuts();
    const { user } = await open();
    await formReady();
    const band = screen.getByLabelText('Band on shelves');
    await user.clear(band);
    await user.type(band, '3.5');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await findShownText('Type a number from 0.1 to 3.');
    expect(band).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(0);
  });

  it('shows the plinths, saves a bought profile, and refuses a plinth higher than the legs', async () => {
    const puts = recordPuts();
    const { user } = await open();
    await formReady();
    expect(screen.getByRole('heading', { level: 2, name: 'Plinths' })).toBeVisible();
    const source = screen.getByLabelText('How the plinth is made');
    expect(source.tagName).toBe('SELECT');
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cut from board, by the run', 'A bought profile, by the metre']);
    expect(screen.getByLabelText('Longest plinth piece')).toHaveAccessibleDescription(
      'A longer run is cut in equal pieces no longer than this (nor than the board less its trims). From 500 to 5600 mm; default 2750 mm.',
    );
    // Within its own range (40 to 250) but above the 100 mm legs: refused on its field, by name.
    const height = screen.getByLabelText('Plinth height');
    await user.clear(height);
    await user.type(height, '120');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await findShownText('The plinth cannot be higher than the legs (100 mm).');
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(0);
    // Legs of 150 hold it; and the shop buys its plinth.
    const legs = screen.getByLabelText('Leg height');
    await user.clear(legs);
    await user.type(legs, '150');
    await user.selectOptions(source, 'profile');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      ...DEFAULT_PRODUCTION_SETTINGS,
      version: 0,
      legHeightMm: 150,
      plinthSource: 'profile',
      plinthHeightMm: 120,
    });
    await findShownText('The settings are saved (version 1)');
  });

  it('speaks Spanish: the groups, the fields and the legs', async () => {
    await open('es');
    await formReady('Ajustes de producción');
    for (const group of ['Cantos', 'Prefresado', 'Patas', 'Cajones']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    expect(screen.getByLabelText('Canto de los frentes')).toHaveAccessibleDescription(
      'El canto de puertas, frentes de cajón y paneles: se resta de la medida de corte en cada canto chapado. De 0,1 a 3 mm; por defecto 1 mm.',
    );
    expect(screen.getByLabelText('Cajón de madera: holgura de la guía')).toHaveValue('12,5');
    expect(
      within(screen.getByLabelText('La altura pedida'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Incluye las patas', 'Es la del mueble: las patas se añaden debajo']);
  });
});
