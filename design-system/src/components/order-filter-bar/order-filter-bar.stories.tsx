import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import {
  EMPTY_ORDER_FILTER,
  OrderFilterBar,
  type OrderFilterBarProps,
  type OrderFilterTexts,
} from './order-filter-bar';

const english: OrderFilterTexts = {
  idLabel: 'ID',
  idPlaceholder: 'Search by order ID',
  idHint: 'Type at least 5 characters',
  customerLabel: 'Customer',
  orderNameLabel: 'Order name',
  nameHint: 'Part of the name, at least 2 characters',
  dateLabel: 'Date',
  dateChoices: {
    today: 'Today',
    yesterday: 'Yesterday',
    week: 'Last week',
    month: 'Last month',
    '': 'All',
  },
  statusLabel: 'Status',
  allStatuses: 'All',
  clear: 'Clear filters',
  toggle: 'Filters',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter',
};

const spanish: OrderFilterTexts = {
  idLabel: 'ID',
  idPlaceholder: 'Buscar por ID de pedido',
  idHint: 'Escriba al menos 5 caracteres',
  customerLabel: 'Cliente',
  orderNameLabel: 'Nombre del pedido',
  nameHint: 'Parte del nombre, al menos 2 caracteres',
  dateLabel: 'Fecha',
  dateChoices: {
    today: 'Hoy',
    yesterday: 'Ayer',
    week: 'Última semana',
    month: 'Último mes',
    '': 'Todas',
  },
  statusLabel: 'Estado',
  allStatuses: 'Todos',
  statusNames: {
    Pending: 'Pendiente',
    Approved: 'Aprobada',
    'To Cut': 'Para cortar',
    'To Deliver': 'Para entregar',
    Rejected: 'Rechazada',
  },
  clear: 'Limpiar filtros',
  toggle: 'Filtros',
  activeFilters: 'Filtros activos',
  removeFilter: 'Quitar filtro',
};

/** Holds the value as the order list screen does; clear resets it. */
function Controlled(props: OrderFilterBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OrderFilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onClear={() => {
        setValue(EMPTY_ORDER_FILTER);
        props.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Components/Admin/OrderFilterBar',
  component: OrderFilterBar,
  render: (args) => <Controlled {...args} />,
  args: {
    value: EMPTY_ORDER_FILTER,
    onChange: fn(),
    onClear: fn(),
    texts: english,
    label: 'Filter orders',
  },
} satisfies Meta<typeof OrderFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: every order. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filter orders' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'ID' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  },
};

/** Typing reports each change; the hint says the filter waits for 5 characters. */
export const TypingAnId: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const id = canvas.getByRole('searchbox', { name: 'ID' });
    await expect(id).toHaveAccessibleDescription('Type at least 5 characters');
    await userEvent.type(id, '9f2c');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ORDER_FILTER,
      uuid: '9f2c',
    });
    await expect(canvas.getByText('Type at least 5 characters')).toHaveAttribute(
      'data-pending',
      'true',
    );
    await userEvent.type(id, '4');
    await expect(canvas.getByText('Type at least 5 characters')).not.toHaveAttribute(
      'data-pending',
    );
  },
};

/** The selects work from the keyboard and report the choice. */
export const ChoosingDateAndStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Date' }), 'Yesterday');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ORDER_FILTER,
      date: 'yesterday',
    });
    const status = canvas.getByRole('combobox', { name: 'Status' });
    status.focus();
    await userEvent.selectOptions(status, 'To Cut');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ORDER_FILTER,
      date: 'yesterday',
      status: 'To Cut',
    });
  },
};

/** Every choice filled in. */
export const Filled: Story = {
  args: {
    value: {
      uuid: '9f2c4e1a',
      customer: 'García',
      orderName: 'Kitchen',
      date: 'week',
      status: 'Approved',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('Last week');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Approved');
  },
};

/** "Clear filters" asks the app to reset them. */
export const Clearing: Story = {
  args: { value: { ...EMPTY_ORDER_FILTER, uuid: '9f2c4e1a', date: 'month', status: 'Rejected' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox', { name: 'ID' })).toHaveValue('');
  },
};

/** With the counts per status next to each choice. */
export const WithStatusCounts: Story = {
  args: {
    statusCounts: { Pending: 12, Approved: 4, 'To Cut': 7, 'To Deliver': 2, Rejected: 0 },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(within(status).getByRole('option', { name: 'Pending (12)' })).toBeInTheDocument();
    await expect(within(status).getByRole('option', { name: 'Rejected (0)' })).toBeInTheDocument();
  },
};

export const SpanishTexts: Story = {
  args: { texts: spanish, label: 'Filtrar pedidos', statusCounts: { Pending: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Pendiente (3)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
  },
};

/** Each active filter is a chip; removing one (by keyboard too) clears just that filter. */
export const RemovingAChip: Story = {
  args: { value: { ...EMPTY_ORDER_FILTER, customer: 'García', status: 'Pending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Active filters' });
    await expect(within(chips).getAllByRole('button')).toHaveLength(2);
    canvas.getByRole('button', { name: 'Remove filter: Status: Pending' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ORDER_FILTER,
      customer: 'García',
    });
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  },
};

/**
 * On a phone the fields wait behind the Filters button, so the orders start on the first
 * screen; opened, they stack, each as wide as the screen.
 */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { value: { ...EMPTY_ORDER_FILTER, status: 'Approved' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('button', { name: 'Remove filter: Status: Approved' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('searchbox', { name: 'ID' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const id = canvas.getByRole('searchbox', { name: 'ID' }).getBoundingClientRect();
    const date = canvas.getByRole('combobox', { name: 'Date' }).getBoundingClientRect();
    await expect(date.top).toBeGreaterThan(id.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
