import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { colourTiles, finishTiles, furnitureCategories, type CategoryNode } from '@cutshop/domain';
import { catalogueFixture, COLOUR_IDS, DRAWING_SAMPLES, FINISH_IDS } from '@cutshop/domain/testing';
import { frontView } from '@cutshop/domain/production';
import { CabinetDrawing } from '../cabinet-drawing/cabinet-drawing';
import { phoneWidth } from '../../storybook/viewports';
import { TileGrid, type TileItem } from './tile-grid';

/** The seeded catalogue's tiles, as the app shows them (the same fixture the mocks answer). */
function tilesOf(nodes: CategoryNode[]): TileItem[] {
  return nodes.map(({ id, name, swatch, custom }) => ({ id, name, swatch, custom }));
}

const colours = tilesOf(colourTiles(catalogueFixture));
const finishes = tilesOf(finishTiles(catalogueFixture));
const categories = tilesOf(furnitureCategories(catalogueFixture));

const woodGrain = (base: string, line: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${base}"/><path d="M0 8q20 -4 40 0M0 20q20 4 40 0M0 32q20 -4 40 0" stroke="${line}" fill="none"/></svg>`,
  );

/** The seed's veneers with a picture for a swatch, as a shop may give them. */
const veneerPictures: TileItem[] = [
  { id: FINISH_IDS.oakVeneer, name: 'Oak Veneer', imageSrc: woodGrain('#d8b384', '#b48a58') },
  { id: FINISH_IDS.walnutVeneer, name: 'Walnut Veneer', imageSrc: woodGrain('#6b4a35', '#4a3022') },
  { id: FINISH_IDS.custom, name: 'CUSTOM', custom: true },
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
    await userEvent.click(canvas.getByRole('button', { name: 'American Walnut' }));
    await expect(args.onSelect).toHaveBeenCalledWith(colours[7]);
  },
};

export const Selected: Story = {
  args: { selectedId: COLOUR_IDS.naturalOak },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Natural Oak' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Arctic White' })).toHaveAttribute(
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
    await expect(canvas.getByRole('button', { name: 'Arctic White' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Stone Grey' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(colours[2]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Cashmere' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /CUSTOM/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(colours[colours.length - 1]);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Arctic White' })).toHaveFocus();
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
  args: { tiles: finishes, label: 'Finish materials', selectedId: FINISH_IDS.oakVeneer },
};

/** Tiles whose swatch is a picture (the catalogue's swatch may be an image address). */
export const PictureSwatches: Story = {
  args: { tiles: veneerPictures, label: 'Finish materials', selectedId: FINISH_IDS.oakVeneer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Oak Veneer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FurnitureCategories: Story = {
  args: { tiles: categories, label: 'Furniture categories', variant: 'plain' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tall Cabinets' }));
    await expect(args.onSelect).toHaveBeenCalledWith(categories[2]);
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
    const black = canvas.getByRole('button', { name: 'Midnight Black' });
    await userEvent.click(black);
    await expect(black).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Furniture models with their front views: the drawing's text alternative describes the tile. */
export const DrawingTiles: Story = {
  args: {
    label: 'Base Cabinets',
    tiles: [
      {
        id: 1,
        name: 'Base 2 Doors',
        media: <CabinetDrawing drawing={frontView(DRAWING_SAMPLES.baseTwoDoors, 'mm')} />,
        mediaDescription: 'Base cabinet 600 x 720 mm, two doors hinged left and right, on legs',
      },
      {
        id: 2,
        name: 'Drawer Base 3',
        media: <CabinetDrawing drawing={frontView(DRAWING_SAMPLES.drawerBaseGola, 'mm')} />,
        mediaDescription: 'Drawer base 600 x 720 mm, three drawers, gola rails, on legs',
      },
      {
        id: 3,
        name: 'Pantry 2 Doors',
        media: <CabinetDrawing drawing={frontView(DRAWING_SAMPLES.tallPantry, 'mm')} />,
        mediaDescription: 'Tall cabinet 1200 x 2100 mm, four doors, on legs',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Base 2 Doors' });
    await expect(tile).toHaveAccessibleDescription(
      'Base cabinet 600 x 720 mm, two doors hinged left and right, on legs',
    );
    await expect(tile.querySelectorAll('svg [data-kind=door]')).toHaveLength(2);
  },
};
