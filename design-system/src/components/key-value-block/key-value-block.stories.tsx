import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { StatusBadge } from '../status-badge/status-badge';
import { KeyValueBlock, KeyValueList, type KeyValueRow } from './key-value-block';

const customer: KeyValueRow[] = [
  { label: 'Full name', value: 'Ana Torres' },
  { label: 'E-mail', value: 'ana.torres@example.com', href: 'mailto:ana.torres@example.com' },
  { label: 'Phone', value: '+1 555 0142', href: 'tel:+15550142' },
  { label: 'Address', value: '1200 Mill Street, Springfield' },
];

const figures: KeyValueRow[] = [
  { label: 'Sheets', value: '3 (at least 2)' },
  { label: 'Pieces', value: '42' },
  { label: 'Yield', value: '81.4 %' },
  { label: 'Cuts', value: '57' },
  { label: 'Length of cut', value: '61.3 m' },
];

const meta = {
  title: 'Components/Admin/KeyValueBlock',
  component: KeyValueBlock,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Customer', rows: customer },
} satisfies Meta<typeof KeyValueBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer block: mail and phone values are links. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvas.getByRole('region', { name: 'Customer' });
    await expect(
      within(block).getByRole('link', { name: 'ana.torres@example.com' }),
    ).toHaveAttribute('href', 'mailto:ana.torres@example.com');
    await expect(within(block).getByRole('link', { name: '+1 555 0142' })).toHaveAttribute(
      'href',
      'tel:+15550142',
    );
    await expect(within(block).getAllByRole('term')).toHaveLength(4);
    await expect(within(block).getAllByRole('definition')).toHaveLength(4);
  },
};

/** The colour and finish block. */
export const ColourAndFinish: Story = {
  args: {
    title: 'Colour and finish',
    rows: [
      { label: 'Cabinet colour', value: 'Natural Oak' },
      { label: 'Finish', value: '(Custom) Painted MDF, 2440 x 1220 x 18 mm, grain: no' },
    ],
  },
};

/** An item block, with a badge as a value. */
export const Item: Story = {
  args: {
    title: 'Item 1: Base 2 doors',
    headingLevel: 'h3',
    rows: [
      { label: 'Size (W x H x D)', value: '600 x 720 x 560 mm' },
      { label: 'Quantity', value: '2' },
      { label: 'Material', value: 'Cabinet' },
      { label: 'Status', value: <StatusBadge status="To Cut" size="sm" /> },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Item 1: Base 2 doors' }),
    ).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    rows: [
      { label: 'Full name', value: 'Maria Fernanda de los Ángeles Villanueva-Santisteban' },
      {
        label: 'E-mail',
        value: 'maria.fernanda.villanueva.santisteban@a-very-long-domain-name.example.com',
        href: 'mailto:maria.fernanda.villanueva.santisteban@a-very-long-domain-name.example.com',
      },
      {
        label: 'Production notes',
        value: 'Please label every part with its item number. '.repeat(6),
      },
    ],
  },
};

export const SpanishTexts: Story = {
  args: {
    title: 'Cliente',
    rows: [
      { label: 'Nombre completo', value: 'Ana Torres' },
      { label: 'Correo', value: 'ana.torres@example.com', href: 'mailto:ana.torres@example.com' },
      { label: 'Teléfono', value: '+1 555 0142', href: 'tel:+15550142' },
      { label: 'Dirección', value: 'Calle del Molino 1200, Springfield' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Cliente' })).toBeVisible();
  },
};

/** Rows keep together when printed (no row is cut across two pages). */
export const PrintsWholeRows: Story = {
  render: (args) => (
    <SimpleGrid gap="4">
      <KeyValueBlock {...args} />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText('Full name');
    const row = term.parentElement as HTMLElement;
    await expect(getComputedStyle(row).breakInside).toBe('avoid');
  },
};

/** On a phone each label sits above its value. */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Address').getBoundingClientRect();
    const value = canvas.getByText('1200 Mill Street, Springfield').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(label.bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The list form, inline: short figures side by side, each label just before its value. */
export const InlineFigures: Story = {
  render: () => <KeyValueList rows={figures} layout="inline" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(figures.map((row) => row.label));
    const label = terms[2] as HTMLElement;
    const value = canvas.getAllByRole('definition')[2] as HTMLElement;
    await expect(value).toHaveTextContent('81.4 %');
    await expect(label.nextElementSibling).toBe(value);
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(
      label.getBoundingClientRect().right - 1,
    );
    await expect(getComputedStyle(value).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** The inline figures wrap on a phone instead of widening the page. */
export const InlineFiguresPhoneWidth: Story = {
  globals: phoneWidth390,
  render: () => <KeyValueList rows={figures} layout="inline" />,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
