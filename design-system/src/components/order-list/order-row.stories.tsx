import { chakra } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../../provider/link-context';
import { phoneWidth390 } from '../../storybook/viewports';
import { OrderRow } from './order-row';

const meta = {
  title: 'Components/Admin/OrderRow',
  component: OrderRow,
  decorators: [
    (Story) => (
      <chakra.div role="table" aria-label="Orders" bg="surface.card" borderWidth="1px">
        <Story />
      </chakra.div>
    ),
  ],
  args: {
    shortId: '9f2c4e1a7b3d',
    updatedAgo: 'Updated 5 min ago',
    updatedAt: '2026-11-20T14:05:00.000Z',
    updatedTitle: '20 Nov 2026, 14:05',
    customerName: 'Ana Torres',
    orderName: 'Kitchen island',
    status: 'Pending',
    href: '/admin/orders/0d6f1c2e-9f2c4e1a7b3d',
    linkLabel: 'Details',
    linkAriaLabel: 'Details of order 9f2c4e1a7b3d',
  },
} satisfies Meta<typeof OrderRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row')).toHaveTextContent(/9f2c4e1a7b3d/);
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Details of order 9f2c4e1a7b3d' }),
    ).toHaveAttribute('href', '/admin/orders/0d6f1c2e-9f2c4e1a7b3d');
  },
};

export const Approved: Story = { args: { status: 'Approved' } };
export const ToCut: Story = { args: { status: 'To Cut' } };
export const ToDeliver: Story = { args: { status: 'To Deliver' } };
export const Rejected: Story = { args: { status: 'Rejected' } };

export const LongTexts: Story = {
  args: {
    customerName: 'Maria Fernanda de los Ángeles Villanueva-Santisteban',
    orderName: 'Kitchen, laundry room and the two bathrooms upstairs, second phase',
  },
};

export const SpanishTexts: Story = {
  args: {
    updatedAgo: 'Actualizado hace 5 minutos',
    statusLabel: 'Pendiente',
    linkLabel: 'Detalle',
    linkAriaLabel: 'Detalle del pedido 9f2c4e1a7b3d',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pendiente')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Detalle del pedido 9f2c4e1a7b3d' }),
    ).toBeVisible();
  },
};

const navigate = fn();

/** The app's router link, passed as `linkAs`; here a stand-in records the navigation. */
function RecordingLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    />
  );
}

export const WithRouterLink: Story = {
  args: { linkAs: RecordingLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: 'Details of order 9f2c4e1a7b3d' }),
    );
    await expect(navigate).toHaveBeenCalledWith('/admin/orders/0d6f1c2e-9f2c4e1a7b3d');
  },
};

/** On a phone the row becomes a small card: id and status, customer, order, time and link. */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const id = canvas.getByText('9f2c4e1a7b3d').getBoundingClientRect();
    const customer = canvas.getByText('Ana Torres').getBoundingClientRect();
    await expect(customer.top).toBeGreaterThan(id.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A shop with a price list: the row's total, named for screen readers. */
export const WithTotal: Story = {
  args: { total: '€1,234.50', totalLabel: 'Total' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row')).toHaveTextContent('Total: €1,234.50');
  },
};

/** An order placed before the shop had prices, in a priced list: the column stays, empty. */
export const WithoutPriceInPricedList: Story = {
  args: { total: null, totalLabel: 'Total' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row')).not.toHaveTextContent('Total');
  },
};
