import { Box, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frontView } from '@cutshop/domain/production';
import { DRAWING_SAMPLES } from '@cutshop/domain/testing';
import { phoneWidth } from '../../storybook/viewports';
import { CabinetDrawing } from './cabinet-drawing';

const samples = DRAWING_SAMPLES;

const meta = {
  title: 'Components/CabinetDrawing',
  component: CabinetDrawing,
  decorators: [
    (Story) => (
      <Box width="20rem" height="24rem">
        <Story />
      </Box>
    ),
  ],
  args: {
    drawing: frontView(samples.baseTwoDoors, 'mm'),
    label:
      'Base cabinet 600 x 720 mm, two doors hinged left and right, one adjustable shelf, on legs',
  },
} satisfies Meta<typeof CabinetDrawing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A base cabinet with two doors: the opening lines point to the hinges, the shelf is dashed. */
export const BaseTwoDoors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /^Base cabinet 600 x 720 mm/ });
    await expect(image.querySelectorAll('[data-kind=door]')).toHaveLength(2);
    await expect(image.querySelectorAll('[data-kind=leg]')).toHaveLength(2);
    await expect(canvas.getByText('600 mm')).toBeInTheDocument();
    await expect(canvas.getByText('D 560 mm')).toBeInTheDocument();
  },
};

/** The same cabinet in an inch order: the dimension lines are labelled in inches. */
export const Inches: Story = {
  args: { drawing: frontView(samples.baseTwoDoors, 'in') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('23.62 in')).toBeInTheDocument();
  },
};

/** Drawers under a J rail, with C rails between them. */
export const DrawerBaseWithGola: Story = {
  args: {
    drawing: frontView(samples.drawerBaseGola, 'mm'),
    label: 'Drawer base 600 x 720 mm, three drawers, gola rails',
  },
};

/** A tall pantry: four doors (one left out of the order, dashed), a fixed shelf, three legs. */
export const TallPantry: Story = {
  args: {
    drawing: frontView(samples.tallPantry, 'mm'),
    label: 'Tall cabinet 1200 x 2100 mm, four doors',
  },
};

/** An oven tower: the open niche is crossed. */
export const OvenTower: Story = {
  args: { drawing: frontView(samples.ovenTower, 'mm'), label: 'Tall cabinet with an oven niche' },
};

/** A lift-up wall unit: the arrow shows the door lifts. */
export const LiftUpWall: Story = {
  args: { drawing: frontView(samples.liftUpWall, 'mm'), label: 'Lift-up wall cabinet' },
};

/** Single pieces: a panel with its grain, and a loose drawer front. */
export const Pieces: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="4" height="100%">
      <CabinetDrawing
        drawing={frontView(samples.grainPanel, 'in')}
        label="Panel 23.5 x 78.74 in, vertical grain"
      />
      <CabinetDrawing
        drawing={frontView(samples.looseDrawerFront, 'mm')}
        label="Drawer front 600 x 200 mm"
      />
    </SimpleGrid>
  ),
};

/** Small and large boxes: the drawing keeps its proportions and fills the box it gets. */
export const Sizes: Story = {
  render: () => (
    <SimpleGrid columns={3} gap="4" alignItems="end">
      {['4rem', '8rem', '14rem'].map((size) => (
        <Box key={size} width={size} height={size}>
          <CabinetDrawing
            drawing={frontView(samples.baseTwoDoors, 'mm')}
            label={`Base cabinet at ${size}`}
          />
        </Box>
      ))}
    </SimpleGrid>
  ),
};

/** On a phone the drawing shrinks with its box. */
export const PhoneWidth: Story = {
  globals: phoneWidth,
  args: { drawing: frontView(samples.tallPantry, 'mm'), label: 'Tall cabinet' },
};

/** Spanish labels come from the caller, the depth letter too. */
export const SpanishTexts: Story = {
  args: {
    drawing: frontView(samples.baseTwoDoors, 'mm', { depthPrefix: 'P' }),
    label: 'Mueble bajo 600 x 720 mm, dos puertas con bisagras a la izquierda y a la derecha',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('P 560 mm')).toBeInTheDocument();
  },
};
