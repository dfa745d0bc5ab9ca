import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HelpOverlay } from '../components/help-overlay';
import { AddItemCard, ItemCard } from '../components/item-card';
import { MaterialSummaryPanel } from '../components/material-summary-panel';
import { StepHeader } from '../components/step-header';
import { WizardNav } from '../components/wizard-nav';
import { phoneWidth } from '../storybook/viewports';

const steps = [
  { href: '/step1', label: 'Enter your info' },
  { href: '/step2', label: 'Units and materials' },
  { href: '/step3', label: 'Items' },
];

const materialTexts = {
  select: 'Select',
  edit: 'Change material',
  custom: '(Custom)',
  grain: 'Grain',
  yes: 'yes',
  no: 'no',
  width: 'W',
  height: 'H',
  thickness: 'T',
};

const noop = () => undefined;

/** Step 3 as the web app assembles it: header, materials, the item list and Back / Next. */
function StepThree() {
  return (
    <Box bg="surface.page" minHeight="100vh">
      <StepHeader
        steps={steps}
        currentStep={3}
        logo="Cutshop"
        homeHref="/"
        homeLabel="Cutshop home"
        navLabel="Order steps"
      />
      <Container as="main" maxW="page" py="section">
        <Stack gap="6">
          <HStack justify="space-between">
            <Heading as="h1" size="2xl">
              Enter the items details
            </Heading>
            <HelpOverlay
              title="Item sizes"
              closeLabel="Close"
              triggerLabel="?"
              triggerAriaLabel="Help about item sizes"
            >
              <p>Sizes are checked against the bounds of the chosen model.</p>
            </HelpOverlay>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <MaterialSummaryPanel
              title="Cabinet"
              href="/cabinet-list"
              texts={materialTexts}
              material={{
                name: 'Natural Oak',
                custom: false,
                grain: null,
                x: null,
                y: null,
                z: null,
                unit: 'mm',
              }}
            />
            <MaterialSummaryPanel
              title="Finish"
              href="/finish-list"
              texts={materialTexts}
              material={{
                name: 'Baltic birch plywood',
                custom: true,
                grain: true,
                x: 2440,
                y: 1220,
                z: 18,
                unit: 'mm',
              }}
            />
          </SimpleGrid>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <li>
              <ItemCard
                number={1}
                title="Base 2 Doors"
                subtitle="Base Cabinets"
                details={[
                  { label: 'Size', value: '600.00 x 720.00 x 560.00 mm' },
                  { label: 'Quantity', value: '2' },
                ]}
                editLabel="Edit item 1"
                deleteLabel="Delete item 1"
                onEdit={noop}
                onDelete={noop}
              />
            </li>
            <li>
              <ItemCard
                number={2}
                title="Door 3 holes"
                subtitle="Doors & Fronts"
                details={[
                  { label: 'Size', value: '447.00 x 1500.00 x 18.00 mm' },
                  { label: 'Quantity', value: '1' },
                ]}
                editLabel="Edit item 2"
                deleteLabel="Delete item 2"
                onEdit={noop}
                onDelete={noop}
              />
            </li>
            <li>
              <AddItemCard label="Add Item" href="/furniture-category-list" />
            </li>
          </SimpleGrid>
          <Text color="fg.muted" fontSize="sm">
            Two items, three parts in total.
          </Text>
          <WizardNav
            back={{ label: 'Back', href: '/step2' }}
            next={{ label: 'Next', href: '/note' }}
          />
        </Stack>
      </Container>
    </Box>
  );
}

const meta = {
  title: 'Examples/Wizard screens',
  component: StepThree,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StepThree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ItemsStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Items/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/note');
  },
};

export const ItemsStepOnAPhone: Story = { globals: phoneWidth };

/** The same screen in the dark colour mode (toolbar: Colour mode), checked by axe too. */
export const ItemsStepDark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root).toHaveClass('dark'));
    await expect(getComputedStyle(canvasElement.ownerDocument.body).colorScheme).toBe('dark');
  },
};
