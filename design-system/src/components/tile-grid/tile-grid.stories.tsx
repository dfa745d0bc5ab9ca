import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { TileGrid, type TileItem } from './tile-grid';

const colours: TileItem[] = [
  { id: 1, name: 'White', swatch: '#f7f7f5' },
  { id: 2, name: 'Grey Stone', swatch: '#8d8f8c' },
  { id: 3, name: 'Natural Oak', swatch: '#c69c6d' },
  { id: 4, name: 'Walnut', swatch: '#5d3f2a' },
  { id: 5, name: 'Black', swatch: '#1d1d1f' },
  { id: 6, name: 'CUSTOM', custom: true, description: 'Your own material' },
];

const woodGrain = (base: string, line: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${base}"/><path d="M0 8q20 -4 40 0M0 20q20 4 40 0M0 32q20 -4 40 0" stroke="${line}" fill="none"/></svg>`,
  );

const finishes: TileItem[] = [
  { id: 11, name: 'Oak veneer', imageSrc: woodGrain('#d8b384', '#b48a58') },
  { id: 12, name: 'Cherry veneer', imageSrc: woodGrain('#a0522d', '#7a3d20') },
  { id: 13, name: 'Maple veneer', imageSrc: woodGrain('#ecd5a9', '#cdb07c') },
  { id: 14, name: 'CUSTOM', custom: true },
];

const categories: TileItem[] = [
  { id: 21, name: 'Cabinets' },
  { id: 22, name: 'Panels' },
  { id: 23, name: 'Doors' },
  { id: 24, name: 'Fillers' },
  { id: 25, name: 'Pantry' },
  { id: 26, name: 'Drawers' },
];

const meta = {
  title: 'Components/TileGrid',
  component: TileGrid,
  args: { tiles: colours, label: 'Cabinet colours', onSelect: fn() },
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('list', { name: 'Cabinet colours' });
    await expect(within(group).getAllByRole('button')).toHaveLength(colours.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Walnut' }));
    await expect(args.onSelect).toHaveBeenCalledWith(colours[3]);
  },
};

export const Selected: Story = {
  args: { selectedId: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Natural Oak' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'White' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The CUSTOM tile is a tile like the others; the app sends it to the custom-material form. */
export const CustomTile: Story = {
  play: async ({ canvasElement, args }) => {
    const custom = within(canvasElement).getByRole('button', { name: /CUSTOM/ });
    await expect(custom).toHaveAttribute('data-custom');
    await userEvent.click(custom);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ custom: true }));
  },
};

/** Arrow keys, Home and End move between tiles; Enter and Space choose. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'White' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Natural Oak' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(colours[2]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Grey Stone' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /CUSTOM/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(colours[5]);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'White' })).toHaveFocus();
  },
};

/** On a phone the tiles wrap; Down and Up move to the tile below and above. */
export const KeyboardRows: Story = {
  globals: phoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    const tops = buttons.map((button) => button.getBoundingClientRect().top);
    const columns = tops.filter((top) => top === tops[0]).length;
    await expect(columns).toBeLessThan(buttons.length);
    buttons[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[columns]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(buttons[0]).toHaveFocus();
  },
};

export const FinishMaterials: Story = {
  args: { tiles: finishes, label: 'Finish materials', selectedId: 12 },
};

export const FurnitureCategories: Story = {
  args: { tiles: categories, label: 'Furniture categories', variant: 'plain' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pantry' }));
    await expect(args.onSelect).toHaveBeenCalledWith(categories[4]);
  },
};

export const Empty: Story = {
  args: { tiles: [], emptyText: 'Nothing to choose here yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to choose here yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    tiles: [
      {
        id: 1,
        name: 'Thermofoil high gloss arctic white with matching edge band',
        swatch: '#fafafa',
      },
      { id: 2, name: 'Melamine textured charcoal grey (double sided)', swatch: '#3b3d3f' },
      { id: 3, name: 'Supercalifragilisticexpialidocious walnut', swatch: '#5d3f2a' },
      { id: 4, name: 'CUSTOM', custom: true, description: 'Enter the name, size and grain' },
    ],
  },
};

export const SpanishTexts: Story = {
  args: {
    label: 'Colores del gabinete',
    tiles: [
      { id: 1, name: 'Blanco', swatch: '#f7f7f5' },
      { id: 2, name: 'Roble natural', swatch: '#c69c6d' },
      { id: 3, name: 'Nogal', swatch: '#5d3f2a' },
      { id: 4, name: 'PERSONALIZADO', custom: true, description: 'Tu propio material' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Colores del gabinete' }),
    ).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  globals: phoneWidth,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    const rows = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
  },
};

/** With the app's state: choosing a tile marks it selected. */
export const Interactive: Story = {
  render: function InteractiveGrid(args) {
    const [selected, setSelected] = useState<string | number | null>(null);
    return (
      <TileGrid
        {...args}
        selectedId={selected}
        onSelect={(tile) => {
          setSelected(tile.id);
          args.onSelect(tile);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const black = canvas.getByRole('button', { name: 'Black' });
    await userEvent.click(black);
    await expect(black).toHaveAttribute('aria-pressed', 'true');
  },
};
