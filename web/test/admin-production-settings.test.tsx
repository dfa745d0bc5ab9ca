import { MOCK_ADMIN } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
    // The edge band and the legs are not settings yet: no field that changes nothing.
    expect(screen.queryByLabelText(/band|leg/i)).toBeNull();
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
