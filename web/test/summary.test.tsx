import { receivedOrderRequests, scenarios, storedOrders } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { orderInputSchema, shortOrderId } from '@cutshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../src/features/ordering/state/cart-store';
import { completeDraft, sampleCustomer } from './support/fixtures';
import { currentPath, findHeading, renderApp, findShownText } from './support/render-app';

const SEND_FAILED = 'An unexpected error occurred, please try again';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/summary', () => {
  it('shows the customer, the materials, every item and the notes', async () => {
    await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const customer = section('Customer');
    for (const value of Object.values(sampleCustomer)) {
      expect(within(customer).getByText(value)).toBeVisible();
    }
    const materials = section('Materials');
    expect(within(materials).getByText('Arctic White')).toBeVisible();
    expect(within(materials).getByText('Walnut veneer')).toBeVisible();
    expect(within(materials).getByText('W 2440.00 · H 1220.00 · T 19.00 mm')).toBeVisible();
    expect(within(materials).getByText('Grains: Yes')).toBeVisible();
    const items = section('Items (2)');
    expect(within(items).getByText('1. Base 1 Door')).toBeVisible();
    expect(within(items).getByText('600.00 × 720.00 × 560.00 mm')).toBeVisible();
    expect(within(items).getByText('2. End Panel')).toBeVisible();
    expect(within(section('Production notes')).getByText('Label every part')).toBeVisible();
  });

  it('gives each section an Edit link to its step, named for screen readers', async () => {
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const links = [
      ['Customer', 'Edit customer details', '/step1'],
      ['Materials', 'Edit units and materials', '/step2'],
      ['Items (2)', 'Edit items', '/step3'],
      ['Production notes', 'Edit production notes', '/note'],
    ] as const;
    for (const [region, name, path] of links) {
      const link = within(section(region)).getByRole('link', { name });
      expect(link).toHaveTextContent('Edit');
      expect(link).toHaveAttribute('href', path);
    }
    await user.click(screen.getByRole('link', { name: 'Edit items' }));
    await findHeading('Enter the items details');
    expect(currentPath()).toBe('/step3');
  });

  it("groups an item's options in a compact list of label and value pairs", async () => {
    await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const [firstItem] = within(section('Items (2)')).getAllByRole('listitem');
    const options = firstItem!.querySelector('dl');
    expect(options).not.toBeNull();
    expect(options!.children.length).toBeGreaterThan(3);
    // Two pairs to a row on a phone (a grid), not one row per option.
    expect(getComputedStyle(options!).display).toBe('grid');
  });

  it('shows every dimension in the display unit chosen', async () => {
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Inches' }));
    expect(screen.getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('23.62 × 28.35 × 22.05 in')).toBeVisible();
    expect(screen.getByText('W 96.06 · H 48.03 · T 0.75 in')).toBeVisible();
    expect(screen.getByText('23.50 × 78.74 in')).toBeVisible();
  });

  it('sends the order built and checked by the domain, with an idempotency key, and shows its id', async () => {
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const key = useCart.getState().idempotencyKey;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');

    const [request] = receivedOrderRequests();
    expect(request?.idempotencyKey).toBe(key);
    const sent = orderInputSchema.parse(request?.body);
    expect(sent).toMatchObject({
      name: 'Kitchen',
      unit: 'mm',
      message: '',
      notes: 'Label every part',
      customer: sampleCustomer,
      material: [{ name: 'Walnut veneer', custom: true, color: 1 }],
    });
    expect(sent.cabinets).toHaveLength(2);

    const [order] = storedOrders();
    expect(screen.getByTestId('order-id')).toHaveTextContent(shortOrderId(order?.uuid ?? ''));
    expect(screen.getByText('You will receive a email with a copy of your order')).toBeVisible();
  });

  it('hides Back and Send while sending, and a double click sends once', async () => {
    server.use(...scenarios['orders-slow']);
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(send);
    await findShownText('Sending your order…');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    await findHeading('Your order was successfully sent');
    expect(receivedOrderRequests()).toHaveLength(1);
  });

  it('shows the failure message above the buttons when sending fails, and a retry stores one order', async () => {
    server.use(...scenarios['orders-fail-once']);
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(currentPath()).toBe('/summary');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    const keys = receivedOrderRequests().map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(storedOrders()).toHaveLength(1);
  });

  it('sending the same draft again (after a reload) answers the order already stored', async () => {
    const { user, unmount } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    const firstId = screen.getByTestId('order-id').textContent;
    unmount();

    // The draft and its key were saved; the browser's Back button returns to the summary.
    await renderApp('/summary', { keepSavedCart: true });
    await findHeading('Review your order');
    expect(screen.queryByText(/You already sent this order/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    expect(screen.getByTestId('order-id').textContent).toBe(firstId);
    expect(storedOrders()).toHaveLength(1);
  });

  it('says before Send that a draft changed after it was sent goes to the shop as a second order', async () => {
    const { user, unmount } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    const firstId = screen.getByTestId('order-id').textContent ?? '';
    unmount();

    // Back through the steps, the notes changed: a new draft.
    useCart.getState().setNotes('Deliver after 3 pm');
    const { user: again } = await renderApp('/summary', { keepSavedCart: true });
    await findHeading('Review your order');
    expect(
      screen.getByText(
        `You already sent this order (order ID ${firstId}) and have changed it since: Send sends the shop a second order, with your changes.`,
      ),
    ).toBeVisible();
    await again.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    expect(screen.getByTestId('order-id').textContent).not.toBe(firstId);
    expect(storedOrders()).toHaveLength(2);
    expect(useCart.getState().changedAfterSending).toBeNull();
  });

  it('New Order starts an empty draft with a new key on step 1', async () => {
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    const key = useCart.getState().idempotencyKey;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');
    await user.click(screen.getByRole('button', { name: 'New Order' }));
    await findHeading('Enter your info');
    await waitFor(() => expect(useCart.getState().draft.cabinets).toEqual([]));
    expect(useCart.getState().idempotencyKey).not.toBe(key);
    expect(useCart.getState().sentOrderUuid).toBeNull();
  });
});
