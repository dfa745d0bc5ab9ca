import { DEFAULT_PRODUCTION_SETTINGS, type WizardSettings } from '@cutshop/domain/production';
import { saveMockProductionSettings } from '@cutshop/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLegSettingsStore } from '../src/features/ordering/items/form/leg-settings-store';
import { forgetLegSettings } from '../src/lib/api/get-leg-settings';
import { completeDraft } from './support/fixtures';
import { findHeading, renderApp } from './support/render-app';

/** The mock shop's plinths, read afresh by the summary (a page load of its own). */
function shopPlinths(plinthSource: WizardSettings['plinthSource']) {
  saveMockProductionSettings({ ...DEFAULT_PRODUCTION_SETTINGS, plinthSource }, 'admin@test');
  forgetLegSettings();
  useLegSettingsStore.setState({ settings: null });
}

async function hardwareList() {
  await findHeading('Review your order');
  return screen.getByRole('region', { name: 'Hardware your order will need' });
}

describe("the summary's hardware list with the shop's plinths", () => {
  beforeEach(() => {
    forgetLegSettings();
    useLegSettingsStore.setState({ settings: null });
  });

  it('lists a bought profile as toe kick, the run’s length with its returns', async () => {
    shopPlinths('profile');
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    const hardware = await hardwareList();
    // Two Base 1 Door units 600 x 720 x 560 mm on legs, one run: 2 x 600 = 1200 mm, and a return
    // at each end of 560 - 50 - 18 = 492 mm (Arctic White, 18 mm): 1200 + 2 x 492 = 2184 mm.
    const toeKick = await within(hardware).findByText('Toe kick');
    expect(toeKick.nextElementSibling).toHaveTextContent('2184 mm');
    // The clips are the same either way: one on each of the 4 front legs and each return.
    expect(within(hardware).getByText('Plinth clips').nextElementSibling).toHaveTextContent(
      '6 pcs',
    );
    // 2184 mm = 85.98 in, shown with one decimal.
    await user.click(screen.getByRole('button', { name: 'Inches' }));
    expect(within(hardware).getByText('Toe kick').nextElementSibling).toHaveTextContent('86 in');
  });

  it('lists no toe kick for a plinth cut from board', async () => {
    shopPlinths('board');
    await renderApp('/summary', { draft: completeDraft() });
    const hardware = await hardwareList();
    await waitFor(() =>
      expect(useLegSettingsStore.getState().settings).toMatchObject({ plinthSource: 'board' }),
    );
    expect(within(hardware).getByText('Plinth clips').nextElementSibling).toHaveTextContent(
      '6 pcs',
    );
    expect(within(hardware).queryByText('Toe kick')).toBeNull();
  });
});
