import { ADMIN_MOCK_PATHS, adminMockOrders, fixtureUuid } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { shortOrderId, TEXT_LIMITS, type StoredOrder } from '@cutshop/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { currentAdminPath, renderAdmin } from './support/render-admin';
import { findShownText } from './support/render-app';

const PENDING = fixtureUuid(0);
const APPROVED = fixtureUuid(1);
const TO_CUT = fixtureUuid(2);

function storedOrder(uuid: string): StoredOrder {
  const order = adminMockOrders().find((entry) => entry.uuid === uuid);
  if (!order) throw new Error(`no mock order ${uuid}`);
  return order;
}

async function openDetail(uuid: string) {
  const view = await renderAdmin(`/admin/orders/${uuid}`, { signedIn: true });
  await screen.findByRole(
    'heading',
    { level: 1, name: new RegExp(shortOrderId(uuid)) },
    { timeout: 5000 },
  );
  return view;
}

/**
 * Back on the list after a change (docs/product.md §4): the order's row, which shows its new
 * status.
 */
async function rowAfterChange(uuid: string): Promise<HTMLElement> {
  await waitFor(() => expect(currentAdminPath()).toBe('/admin/orders'), { timeout: 5000 });
  const link = await screen.findByRole(
    'link',
    { name: `Details of order ${shortOrderId(uuid)}` },
    { timeout: 5000 },
  );
  return link.closest<HTMLElement>('[role="row"]')!;
}

/** Opens the order's detail again from its row in the list. */
async function reopen(user: { click: (element: Element) => Promise<void> }, uuid: string) {
  await user.click(screen.getByRole('link', { name: `Details of order ${shortOrderId(uuid)}` }));
  await screen.findByRole('heading', { level: 1, name: new RegExp(shortOrderId(uuid)) });
}

/** The status badge beside the heading. */
function headingBadge(): HTMLElement | null {
  // Not by role: an open dialog hides the page from the accessibility tree.
  const heading = document.querySelector('h1');
  return heading?.parentElement?.querySelector<HTMLElement>('[data-status]') ?? null;
}

/** Every PUT body the app sends while the test runs. */
function recordPuts(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

/** Holds PUT /api/orders/:uuid until `release` is called, then lets the mock answer it. */
function holdPuts() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.put(ADMIN_MOCK_PATHS.order, async () => {
      await gate;
      return undefined;
    }),
  );
  return { release };
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('/admin/orders/:uuid actions', () => {
  it('approves: the button waits, then a notification and the list, with the entry changed', async () => {
    const { user } = await openDetail(PENDING);
    const before = storedOrder(PENDING);
    const puts = recordPuts();
    const { release } = holdPuts();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Approve/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    release();

    const row = await rowAfterChange(PENDING);
    expect(within(row).getByText('Approved')).toBeVisible();
    await findShownText(
      `The order ID "${shortOrderId(PENDING)}" has changed his status to "Approved"`,
    );
    expect(storedOrder(PENDING).status).toBe('Approved');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ status: 'Approved', version: before.version });

    // Opened again, the detail shows the change and its history entry.
    await reopen(user, PENDING);
    expect(headingBadge()).toHaveAttribute('data-status', 'Approved');
    expect(screen.getByRole('button', { name: 'To Cut' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const history = await screen.findByRole('region', { name: 'Status history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
  });

  it('rejects with a message: counted as typed, Cancel changes nothing, Complete rejection sends it', async () => {
    const { user } = await openDetail(PENDING);
    const puts = recordPuts();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`Reject order ${shortOrderId(PENDING)}`)).toBeVisible();
    const complete = within(dialog).getByRole('button', { name: 'Complete rejection' });
    expect(complete).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Wrong');
    expect(within(dialog).getByText(`5 / ${TEXT_LIMITS.message} characters`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(headingBadge()).toHaveAttribute('data-status', 'Pending');
    expect(storedOrder(PENDING).status).toBe('Pending');
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('alertdialog');
    const message = 'The walnut veneer is out of stock';
    await user.type(within(dialog).getByRole('textbox'), message);
    expect(
      within(dialog).getByText(`${message.length} / ${TEXT_LIMITS.message} characters`),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Complete rejection' }));

    const row = await rowAfterChange(PENDING);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(row).getByText('Rejected')).toBeVisible();
    await findShownText(
      `The order ID "${shortOrderId(PENDING)}" has changed his status to "Rejected"`,
    );
    expect(storedOrder(PENDING)).toMatchObject({ status: 'Rejected', message });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ status: 'Rejected', message });

    await reopen(user, PENDING);
    expect(headingBadge()).toHaveAttribute('data-status', 'Rejected');
    expect(
      within(screen.getByRole('region', { name: 'Rejection message' })).getByText(message),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('advances a To Cut order to To Deliver, after which only Print is left', async () => {
    const { user } = await openDetail(TO_CUT);
    await user.click(screen.getByRole('button', { name: 'To Deliver' }));
    const row = await rowAfterChange(TO_CUT);
    expect(within(row).getByText('To Deliver')).toBeVisible();
    await findShownText(
      `The order ID "${shortOrderId(TO_CUT)}" has changed his status to "To Deliver"`,
    );
    await reopen(user, TO_CUT);
    expect(headingBadge()).toHaveAttribute('data-status', 'To Deliver');
    const actions = screen.getByRole('group', { name: 'Order actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Print']);
    expect(storedOrder(TO_CUT).status).toBe('To Deliver');
  });

  it('when someone else changed the order first (409), stays, reloads it and says so', async () => {
    const { user } = await openDetail(PENDING);
    // Another admin approves the order in another browser.
    const other = await fetch(new URL(`/api/orders/${PENDING}`, window.location.href), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'Approved', version: storedOrder(PENDING).version }),
    });
    expect(other.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Complete rejection' }));

    await findShownText(
      'Someone else changed this order first. It has been reloaded: check it and try again.',
    );
    await waitFor(() => expect(headingBadge()).toHaveAttribute('data-status', 'Approved'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'To Cut' })).toBeEnabled();
    expect(currentAdminPath()).toBe(`/admin/orders/${PENDING}`);
    expect(storedOrder(PENDING)).toMatchObject({ status: 'Approved', message: '' });
  });

  it('keeps an order whose plan cannot place every part out of To Cut until a reason is given', async () => {
    const approved = storedOrder(APPROVED);
    const { user } = await openDetail(APPROVED);
    expect(headingBadge()).toHaveAttribute('data-status', 'Approved');
    const puts = recordPuts();
    // docs/production/plans-and-labels.md, "Unplaced parts": refused without a reason.
    server.use(
      http.put(ADMIN_MOCK_PATHS.order, async ({ request }) => {
        const body = (await request.clone().json()) as { message?: string };
        if (body.message) return undefined;
        return Response.json(
          { error: { code: 'parts_unplaced', message: 'cannot place 2 part(s)' }, unplaced: 2 },
          { status: 409 },
        );
      }),
    );

    await user.click(screen.getByRole('button', { name: 'To Cut' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/cannot place every part: some are larger than their sheet/),
    ).toBeVisible();
    expect(headingBadge()).toHaveAttribute('data-status', 'Approved');
    expect(screen.queryByText(/Someone else changed this order first/)).toBeNull();

    // No reason, no override.
    expect(within(dialog).getByRole('button', { name: 'Send to To Cut' })).toBeDisabled();
    expect(puts).toHaveLength(1);

    await user.type(within(dialog).getByRole('textbox'), 'Doors from a spare board');
    await user.click(within(dialog).getByRole('button', { name: 'Send to To Cut' }));
    const row = await rowAfterChange(approved.uuid);
    expect(within(row).getByText('To Cut')).toBeVisible();
    expect(puts[1]).toMatchObject({ status: 'To Cut', message: 'Doors from a spare board' });
  });

  it('keeps the rejection dialog open with a message in words when the change fails', async () => {
    const { user } = await openDetail(PENDING);
    server.use(http.put(ADMIN_MOCK_PATHS.order, () => Response.error()));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'No stock');
    await user.click(within(dialog).getByRole('button', { name: 'Complete rejection' }));
    expect(
      await within(dialog).findByText('The change could not be saved. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(headingBadge()).toHaveAttribute('data-status', 'Pending');
    expect(storedOrder(PENDING).status).toBe('Pending');
  });
});
