import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { MaterialSummaryPanel, type MaterialSummaryTexts } from './material-summary-panel';

const english: MaterialSummaryTexts = {
  select: 'Select',
  edit: 'Change cabinet material',
  custom: '(Custom)',
  grain: 'Grain',
  yes: 'yes',
  no: 'no',
  width: 'W',
  height: 'H',
  thickness: 'T',
};

const spanish: MaterialSummaryTexts = {
  select: 'Seleccionar',
  edit: 'Cambiar material del gabinete',
  custom: '(Personalizado)',
  grain: 'Veta',
  yes: 'sí',
  no: 'no',
  width: 'A',
  height: 'L',
  thickness: 'E',
};

const customBirch = {
  name: 'Baltic birch plywood',
  custom: true,
  grain: true,
  x: 96,
  y: 48,
  z: 0.75,
  unit: 'in' as const,
};

const meta = {
  title: 'Components/MaterialSummaryPanel',
  component: MaterialSummaryPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Cabinet', material: null, href: '/cabinet-list', texts: english },
} satisfies Meta<typeof MaterialSummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: a Select link to the list. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cabinet', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Select' })).toHaveAttribute(
      'href',
      '/cabinet-list',
    );
  },
};

/** A ready-made material: its name and the edit pencil. */
export const ReadyMade: Story = {
  args: {
    material: {
      name: 'Natural Oak',
      custom: false,
      grain: null,
      x: null,
      y: null,
      z: null,
      unit: 'mm',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Natural Oak')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Select' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Change cabinet material' })).toHaveAttribute(
      'href',
      '/cabinet-list',
    );
    await expect(canvas.queryByText('(Custom)')).toBeNull();
  },
};

/** A custom material: '(Custom)', its name, a grain tick and W, H, T with the unit. */
export const CustomWithGrain: Story = {
  args: { material: customBirch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(Custom)')).toBeVisible();
    await expect(canvas.getByText(/Grain/)).toHaveTextContent('Grainyes');
    await expect(canvas.getByText('W: 96.00 in')).toBeVisible();
    await expect(canvas.getByText('H: 48.00 in')).toBeVisible();
    await expect(canvas.getByText('T: 0.75 in')).toBeVisible();
  },
};

export const CustomWithoutGrain: Story = {
  args: {
    title: 'Finish',
    href: '/finish-list',
    material: {
      ...customBirch,
      name: 'Painted MDF',
      grain: false,
      x: 2440,
      y: 1220,
      z: 18,
      unit: 'mm',
    },
    texts: { ...english, edit: 'Change finish material' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Grain/)).toHaveTextContent('Grainno');
    await expect(canvas.getByText('W: 2440.00 mm')).toBeVisible();
  },
};

/** No unit chosen yet: dimmed, and its link does nothing and is out of the tab order. */
export const DisabledWithoutUnit: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('link', { name: 'Select' });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    await expect(select).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

export const LongName: Story = {
  args: {
    material: {
      ...customBirch,
      name: 'Prefinished maple plywood, UV coated both sides, veneer core, extra long name',
    },
  },
};

export const SpanishTexts: Story = {
  args: { title: 'Gabinete', material: customBirch, texts: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(Personalizado)')).toBeVisible();
    await expect(canvas.getByText('A: 96.00 in')).toBeVisible();
  },
};

/** Step 2 as the app lays it out: Cabinet beside Finish. */
export const BothPanels: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <MaterialSummaryPanel {...args} material={customBirch} />
      <MaterialSummaryPanel
        {...args}
        title="Finish"
        href="/finish-list"
        texts={{ ...english, edit: 'Change finish material' }}
      />
    </SimpleGrid>
  ),
};

/** Under a section heading the panel's title moves down a level. */
export const NestedHeading: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <section aria-labelledby="materials-heading">
      <h2 id="materials-heading">Materials</h2>
      <MaterialSummaryPanel {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Cabinet', level: 3 }),
    ).toBeVisible();
  },
};

export const PhoneWidth: Story = { globals: phoneWidth, args: { material: customBirch } };
