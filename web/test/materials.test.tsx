import { scenarios } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../src/features/ordering/state/cart-store';
import { useWizard } from '../src/features/ordering/state/wizard-store';
import { customFinish, sampleCustomer, whiteColour } from './support/fixtures';
import { currentPath, findHeading, renderApp, findShownText } from './support/render-app';

const customerDone = { customer: sampleCustomer, name: sampleCustomer.orderName };

function panel(name: 'Cabinet' | 'Finish') {
  return screen.getByRole('region', { name });
}

describe('/step2, units and materials', () => {
  it('keeps the material panels inert until a unit is chosen', async () => {
    const { user } = await renderApp('/step2', { draft: customerDone });
    await findHeading('Select the metric units and materials');
    expect(panel('Cabinet')).toHaveAttribute('aria-disabled', 'true');
    const inertSelect = within(panel('Cabinet')).getByRole('link', { name: 'Select' });
    expect(inertSelect).toHaveAttribute('aria-disabled', 'true');
    expect(inertSelect).not.toHaveAttribute('href');

    await user.click(screen.getByText('Milimeters'));
    expect(useCart.getState().draft.unit).toBe('mm');
    expect(panel('Cabinet')).not.toHaveAttribute('aria-disabled');
    expect(within(panel('Cabinet')).getByRole('link', { name: 'Select' })).toBeVisible();
  });

  it('keeps Next inert until both a cabinet colour and a finish are named', async () => {
    const { user } = await renderApp('/step2', {
      draft: { ...customerDone, unit: 'mm', color: whiteColour },
    });
    await findHeading('Select the metric units and materials');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(currentPath()).toBe('/step2');
  });

  it('stores a catalogue colour chosen on /cabinet-list and returns to step 2', async () => {
    const { user } = await renderApp('/step2', { draft: { ...customerDone, unit: 'mm' } });
    await findHeading('Select the metric units and materials');
    await user.click(within(panel('Cabinet')).getByRole('link', { name: 'Select' }));
    await findHeading('Cabinet Material');
    await user.click(await screen.findByRole('button', { name: 'Cashmere' }));
    await findHeading('Select the metric units and materials');
    expect(within(panel('Cabinet')).getByText('Cashmere')).toBeVisible();
    expect(useCart.getState().draft.color).toMatchObject({
      id: 2,
      name: 'Cashmere',
      custom: false,
    });
  });

  it('says when the catalogue cannot be loaded, and loads it on retry', async () => {
    server.use(...scenarios['categories-error']);
    const { user } = await renderApp('/cabinet-list', {
      draft: { ...customerDone, unit: 'mm' },
      preloadCatalogue: false,
    });
    await findHeading('The catalogue could not be loaded');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findHeading('Cabinet Material');
    expect(screen.getByRole('button', { name: 'Arctic White' })).toBeVisible();
  });

  it('lists the finish tiles with a CUSTOM tile leading to the custom form', async () => {
    const { user } = await renderApp('/finish-list', {
      draft: { ...customerDone, unit: 'mm' },
      sizesHelpSeen: true,
    });
    await findHeading('Finish Material');
    expect(await screen.findByRole('button', { name: /Oak Veneer/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /CUSTOM/ }));
    await findHeading('Custom Finish Material');
    expect(currentPath()).toBe('/finish-custom-form');
  });

  it('enables Next once both are set and goes to step 3', async () => {
    const { user } = await renderApp('/step2', {
      draft: { ...customerDone, unit: 'mm', color: whiteColour, material: customFinish },
    });
    await findHeading('Select the metric units and materials');
    expect(within(panel('Finish')).getByText('(Custom)')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await findHeading('Enter the items details');
  });
});

describe('custom material forms', () => {
  it('opens the size help by itself once per session, until it has been closed', async () => {
    const { user, unmount } = await renderApp('/cabinet-custom-form', {
      draft: { ...customerDone, unit: 'in' },
    });
    const help = await screen.findByRole('dialog', { name: 'Custom material sizes' });
    expect(help).toBeVisible();
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useWizard.getState().sizesHelpSeen).toBe(true);
    unmount();

    await renderApp('/cabinet-custom-form', {
      draft: { ...customerDone, unit: 'in' },
      sizesHelpSeen: true,
    });
    await findHeading('Custom Cabinet Material');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Help about custom material sizes' }));
    expect(await screen.findByRole('dialog', { name: 'Custom material sizes' })).toBeVisible();
  });

  it('reads inch fractions, confirms their decimal value and refuses other text', async () => {
    const { user } = await renderApp('/cabinet-custom-form', {
      draft: { ...customerDone, unit: 'in' },
      sizesHelpSeen: true,
    });
    await findHeading('Custom Cabinet Material');
    const width = screen.getByLabelText(/W \(width\)/);
    await user.type(width, '1 1/4');
    await findShownText('= 1.25 in ✓');
    await user.tab();

    const height = screen.getByLabelText(/H \(height\)/);
    await user.type(height, '3/4x');
    await user.tab();
    await findShownText('invalid format');

    await user.click(screen.getByLabelText(/T \(thickness\)/));
    await user.tab();
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
  });

  it('stores a complete custom material in the chosen unit and returns to step 2', async () => {
    const { user } = await renderApp('/cabinet-custom-form', {
      draft: { ...customerDone, unit: 'in' },
      sizesHelpSeen: true,
    });
    await findHeading('Custom Cabinet Material');
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText(/Name/), 'Painted MDF');
    await user.type(screen.getByLabelText(/W \(width\)/), '96');
    await user.type(screen.getByLabelText(/H \(height\)/), '48');
    await user.type(screen.getByLabelText(/T \(thickness\)/), '3/4');
    await user.click(screen.getByText('No'));
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-disabled'));
    await user.click(accept);
    await findHeading('Select the metric units and materials');
    expect(useCart.getState().draft.color).toEqual({
      id: null,
      name: 'Painted MDF',
      x: 96,
      y: 48,
      z: 0.75,
      grain: false,
      unit: 'in',
      custom: true,
      materialType: 'cabinet',
    });
    expect(within(panel('Cabinet')).getByText('(Custom)')).toBeVisible();
  });
});
