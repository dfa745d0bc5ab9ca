import { HStack, Stack, Table } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { BADGE_STATUSES, StatusBadge } from './status-badge';

const spanishLabels = {
  Pending: 'Pendiente',
  Approved: 'Aprobada',
  'To Cut': 'Para cortar',
  'To Deliver': 'Para entregar',
  Rejected: 'Rechazada',
} as const;

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'Pending' },
  argTypes: {
    status: { control: 'select', options: BADGE_STATUSES },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};

export const Approved: Story = { args: { status: 'Approved' } };

/** The small size, for dense tables. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const small = within(canvasElement).getByText('Pending');
    await expect(Number.parseFloat(getComputedStyle(small).fontSize)).toBeLessThan(14);
  },
};
export const ToCut: Story = { args: { status: 'To Cut' } };
export const ToDeliver: Story = { args: { status: 'To Deliver' } };
export const Rejected: Story = { args: { status: 'Rejected' } };

/** Every status side by side: each has its own colour. */
export const AllStatuses: Story = {
  render: () => (
    <Stack gap="3">
      <HStack wrap="wrap">
        {BADGE_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </HStack>
      <HStack wrap="wrap">
        {BADGE_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} size="sm" />
        ))}
      </HStack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const badges = BADGE_STATUSES.map(
      (status) => within(canvasElement).getAllByText(status)[0] as HTMLElement,
    );
    const colours = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(colours.size).toBe(BADGE_STATUSES.length);
  },
};

export const SpanishLabels: Story = {
  render: () => (
    <HStack wrap="wrap">
      {BADGE_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} label={spanishLabels[status]} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Para entregar')).toHaveAttribute(
      'data-status',
      'To Deliver',
    );
  },
};

/** As in the admin order list: a badge per row of a table. */
export const InATable: Story = {
  render: () => (
    <Table.Root size="sm" maxW="md">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Order</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {BADGE_STATUSES.map((status, index) => (
          <Table.Row key={status}>
            <Table.Cell>4f2a9c{index}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={status} size="sm" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
};

/** A long translated name stays on one line. */
export const LongLabel: Story = {
  args: { status: 'To Deliver', label: 'Ready to be delivered to the customer' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Ready to be delivered to the customer');
    await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
  },
};

export const PhoneWidth: Story = { globals: phoneWidth, args: { status: 'To Cut' } };
