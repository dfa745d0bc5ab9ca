import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { AddItemCard } from './add-item-card';
import { ItemCard } from './item-card';

const baseCabinet = [
  { label: 'Size', value: '600.00 x 720.00 x 560.00 mm' },
  { label: 'Quantity', value: '2' },
  { label: 'Description', value: 'Sink base' },
];

const meta = {
  title: 'Components/ItemCard',
  component: ItemCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    number: 1,
    title: 'Base 2 Doors',
    subtitle: 'Base Cabinets',
    details: baseCabinet,
    editLabel: 'Edit item 1',
    deleteLabel: 'Delete item 1',
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Base 2 Doors' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Base 2 Doors');
    await expect(within(card).getByText('600.00 x 720.00 x 560.00 mm')).toBeVisible();
    await expect(within(card).getByText('1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit item 1' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete item 1' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const WithoutDetails: Story = { args: { details: [], subtitle: undefined } };

export const LongTexts: Story = {
  args: {
    number: 12,
    title: 'Pantry 2 Door with internal drawers and adjustable shelves',
    subtitle: 'Pantry 2 Door',
    details: [
      { label: 'Size', value: '24.00 x 84.00 x 23.75 in' },
      { label: 'Quantity', value: '1' },
      { label: 'Description', value: 'Left of fridge, tall' },
      { label: 'Options', value: 'Hinges, dowels, 4 adjustable shelves, 2 internal drawers' },
    ],
    editLabel: 'Edit item 12',
    deleteLabel: 'Delete item 12',
  },
};

export const SpanishTexts: Story = {
  args: {
    title: 'Base 2 Puertas',
    details: [
      { label: 'Medidas', value: '600.00 x 720.00 x 560.00 mm' },
      { label: 'Cantidad', value: '2' },
      { label: 'Descripción', value: 'Bajo fregadero' },
    ],
    editLabel: 'Editar artículo 1',
    deleteLabel: 'Eliminar artículo 1',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar artículo 1' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = { globals: phoneWidth };

/** The item list of step 3: numbered cards, then the 'Add Item' card. */
export const ItemList: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      <li>
        <ItemCard {...args} />
      </li>
      <li>
        <ItemCard
          {...args}
          number={2}
          title="Panel"
          subtitle="Panel"
          details={[
            { label: 'Size', value: '400.00 x 720.00 x 18.00 mm' },
            { label: 'Quantity', value: '4' },
          ]}
          editLabel="Edit item 2"
          deleteLabel="Delete item 2"
        />
      </li>
      <li>
        <AddItemCard label="Add Item" href="/furniture-category-list" />
      </li>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Add Item' })).toHaveAttribute(
      'href',
      '/furniture-category-list',
    );
  },
};
