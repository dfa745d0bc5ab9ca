import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { HardwareList } from './hardware-list';

const meta = {
  title: 'Components/HardwareList',
  component: HardwareList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Hardware your order will need',
    note: 'Not included in your order: screws, clips and rails are bought separately.',
    emptyText: 'No hardware needed.',
    rows: [
      { id: 'hinge', name: 'Hinges', quantity: '4 pcs' },
      { id: 'leg', name: 'Legs', quantity: '8 pcs' },
      { id: 'pinShelves', name: 'Shelf pins', quantity: '8 pcs' },
      { id: 'tandenBox', name: 'Drawer runners (first slide type)', quantity: '3 sets' },
      { id: 'toeKick', name: 'Toe kick', quantity: '1200 mm' },
    ],
  },
} satisfies Meta<typeof HardwareList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Hardware your order will need' });
    await expect(within(section).getByText('Hinges')).toBeVisible();
    await expect(within(section).getByText('1200 mm')).toBeVisible();
    await expect(within(section).getByText(/Not included/)).toBeVisible();
  },
};

export const WithWarning: Story = {
  args: {
    warnings: ['Item 2: the lift-up door is outside its mechanism’s range; the shop will advise.'],
  },
};

export const Empty: Story = { args: { rows: [] } };

export const SpanishTexts: Story = {
  args: {
    title: 'Herrajes que necesitará su pedido',
    note: 'No se incluyen en el pedido: tornillos, clips y perfiles se compran aparte.',
    emptyText: 'No necesita herrajes.',
    rows: [
      { id: 'hinge', name: 'Bisagras', quantity: '4 uds.' },
      { id: 'golaJ', name: 'Perfil gola J', quantity: '23.6 in' },
    ],
  },
};

export const PhoneWidth: Story = { globals: phoneWidth };
