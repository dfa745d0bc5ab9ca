import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { OrderList, type OrderListProps, type OrderListTexts } from './order-list';
import { OrderRow } from './order-row';
import { sampleOrders } from './sample-orders';
import { REACH_END_THROTTLE_MS } from './use-reach-end';

const english: OrderListTexts = {
  loading: 'Loading...',
  end: 'End of the list',
  error: 'The orders could not be loaded',
  retry: 'Retry',
  empty: 'No orders match these filters',
  clearFilters: 'Clear filters',
};

const spanish: OrderListTexts = {
  loading: 'Cargando...',
  end: 'Fin de la lista',
  error: 'No se pudieron cargar los pedidos',
  retry: 'Reintentar',
  empty: 'Ningún pedido coincide con estos filtros',
  clearFilters: 'Limpiar filtros',
};

/** The list with `count` sample rows, as the order list screen renders it. */
function WithRows({ count, ...props }: OrderListProps & { count: number }) {
  return (
    <OrderList {...props}>
      {sampleOrders(count).map((order) => (
        <OrderRow
          key={order.uuid}
          {...order}
          href={`/admin/orders/${order.uuid}`}
          linkLabel={props.texts === spanish ? 'Detalle' : 'Details'}
          linkAriaLabel={`${props.texts === spanish ? 'Detalle del pedido' : 'Details of order'} ${order.shortId}`}
        />
      ))}
    </OrderList>
  );
}

const meta = {
  title: 'Components/Admin/OrderList',
  component: OrderList,
  parameters: { layout: 'padded' },
  render: (args) => <WithRows {...args} count={30} />,
  args: {
    label: 'Orders',
    columns: {
      id: 'Order',
      updated: 'Last update',
      customer: 'Customer',
      name: 'Order name',
      status: 'Status',
      link: 'Details',
    },
    state: 'idle',
    texts: english,
    onReachEnd: fn(),
    onRetry: fn(),
    onClearFilters: fn(),
    onShowNew: fn(),
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A full page of orders in the 735 px box; nothing asked for until the person scrolls. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    // A header row over the 30 orders, its headers named for screen readers on every width.
    await expect(within(region).getAllByRole('row')).toHaveLength(31);
    await expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Last update', 'Customer', 'Order name', 'Status', 'Details']);
    await expect(region.getBoundingClientRect().height).toBe(735);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** Scrolling past 80 % asks for the next page once, however many scroll events follow. */
export const ReachesTheEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    // 60 % seen: not yet the end.
    region.scrollTop = Math.max(0, region.scrollHeight * 0.6 - region.clientHeight);
    region.dispatchEvent(new Event('scroll'));
    await pause(REACH_END_THROTTLE_MS + 50);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
    for (let step = 0; step < 5; step += 1) {
      region.scrollTop = region.scrollHeight;
      region.dispatchEvent(new Event('scroll'));
    }
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1));
    await pause(REACH_END_THROTTLE_MS * 2);
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
  },
};

/** The next page is loading: 'Loading...' at the bottom, no further request. */
export const LoadingMore: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading...');
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await pause(REACH_END_THROTTLE_MS + 50);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** The first page is loading: no rows yet, no empty state. */
export const FirstLoad: Story = {
  args: { state: 'loading' },
  render: (args) => <WithRows {...args} count={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('No orders match these filters')).toBeNull();
  },
};

export const EndOfTheList: Story = {
  args: { state: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('End of the list');
  },
};

/** A page failed: the error and a Retry button. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The orders could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing matches the filters: a message and the clear-filters action. */
export const Empty: Story = {
  args: { state: 'end' },
  render: (args) => <WithRows {...args} count={0} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders match these filters')).toBeVisible();
    await expect(canvas.queryByText('End of the list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** Orders arrived meanwhile: a notice on top shows them. */
export const NewOrders: Story = {
  args: { newOrdersLabel: '3 new orders' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '3 new orders' }));
    await expect(args.onShowNew).toHaveBeenCalledTimes(1);
  },
};

/** A short list does not fill the box, so it asks for more straight away. */
export const ShortListAsksForMore: Story = {
  render: (args) => <WithRows {...args} count={3} />,
  play: async ({ args }) => {
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1));
  },
};

export const SpanishTexts: Story = {
  args: { texts: spanish, label: 'Pedidos', state: 'error', newOrdersLabel: '2 pedidos nuevos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Pedidos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2 pedidos nuevos' })).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  args: { texts: spanish, label: 'Pedidos', state: 'end' },
  render: (args) => <WithRows {...args} count={0} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Limpiar filtros' }),
    ).toBeVisible();
  },
};

/** On a phone the page itself scrolls (no inner box); its end still asks for more. */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await expect(region.scrollHeight).toBeLessThanOrEqual(region.clientHeight + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
    await expect(screen.getAllByRole('link', { name: /Details of order/ })).toHaveLength(30);
  },
};
