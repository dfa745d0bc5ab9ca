import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { ChangeDiff, type ChangeDiffEntry, type ChangeDiffTexts } from './change-diff';

const english: ChangeDiffTexts = {
  field: 'Field',
  before: 'Before',
  after: 'After',
  empty: 'No changes',
  none: 'None',
};

const spanish: ChangeDiffTexts = {
  field: 'Campo',
  before: 'Antes',
  after: 'Después',
  empty: 'Sin cambios',
  none: 'Ninguno',
};

const tileChanges: ChangeDiffEntry[] = [
  { field: 'Name', before: 'Arctic white', after: 'Polar white' },
  { field: 'Code', before: 'CW-01', after: 'CW-01A' },
  { field: 'Swatch', before: '#f4f4f0', after: '/uploads/tiles/polar-white.webp' },
  { field: 'Retired', before: 'No', after: 'Yes' },
];

const meta = {
  title: 'Components/Admin/ChangeDiff',
  component: ChangeDiff,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { changes: tileChanges, texts: english, caption: 'Changes to Arctic white' },
} satisfies Meta<typeof ChangeDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile's changes: the headers name the columns, each row is headed by its field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Changes to Arctic white' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Field', 'Before', 'After']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    const name = within(table).getByRole('row', { name: /^Name/ });
    const cells = within(name).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('Arctic white');
    await expect(cells[1]).toHaveTextContent('Polar white');
    // The old value is struck through, the new one bold: not told by colour alone.
    const before = within(cells[0]!).getByText('Arctic white');
    await expect(getComputedStyle(before).textDecorationLine).toBe('line-through');
    const after = within(cells[1]!).getByText('Polar white');
    await expect(Number(getComputedStyle(after).fontWeight)).toBeGreaterThanOrEqual(600);
  },
};

/** A missing value reads 'None', in italics and never struck through. */
export const WithEmptyValues: Story = {
  args: {
    changes: [
      { field: 'Swatch', before: null, after: '#3b3d40' },
      { field: 'Detail', before: 'Matt finish', after: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nones = canvas.getAllByText('None');
    await expect(nones).toHaveLength(2);
    await expect(getComputedStyle(nones[0]!).textDecorationLine).toBe('none');
  },
};

/** Nothing changed. */
export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No changes')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const WithoutCaption: Story = {
  args: { caption: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    changes: [
      {
        field: 'Description shown to customers in the catalogue',
        before:
          'Tall pantry unit with two doors, five adjustable shelves and soft-close hinges for large kitchens',
        after:
          'Tall pantry unit with two doors, five adjustable shelves, three internal drawers, a wine rack and soft-close hinges',
      },
      {
        field: 'Image',
        before: '/uploads/tiles/a-very-long-file-name-without-any-spaces-at-all-2048x2048.webp',
        after: '/uploads/tiles/another-very-long-file-name-without-spaces-4096x4096.webp',
      },
    ],
  },
};

export const SpanishTexts: Story = {
  args: {
    texts: spanish,
    caption: 'Cambios en Blanco ártico',
    changes: [
      { field: 'Nombre', before: 'Blanco ártico', after: 'Blanco polar' },
      { field: 'Muestra', before: null, after: '#f4f4f0' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Cambios en Blanco ártico' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Campo', 'Antes', 'Después']);
    await expect(canvas.getByText('Ninguno')).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  args: { changes: [], texts: spanish, caption: 'Cambios en Blanco ártico' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin cambios')).toBeVisible();
  },
};

/** At 390 px the columns wrap their text; the page never scrolls sideways. */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: { changes: [...tileChanges, ...(LongValues.args?.changes ?? [])] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
