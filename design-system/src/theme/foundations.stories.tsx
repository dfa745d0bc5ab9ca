import { Box, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BADGE_STATUSES, StatusBadge } from '../components/status-badge';

const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

const semanticColours = [
  ['fg', 'Body text'],
  ['fg.muted', 'Secondary text'],
  ['fg.error', 'Error messages'],
  ['success.fg', 'Confirmations (= 1.25 in ✓)'],
  ['brand.solid', 'Primary actions, current step'],
  ['brand.subtle', 'Hover and help surfaces'],
  ['selection.border', 'Selected tile border'],
  ['surface.page', 'Page background'],
  ['surface.card', 'Cards, panels, tiles'],
] as const;

function Palette({ name }: { name: 'brand' | 'wood' }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {name}
      </Heading>
      <HStack gap="1" wrap="wrap">
        {shades.map((shade) => (
          <Stack key={shade} gap="1" align="center">
            <Box
              width="12"
              height="12"
              borderRadius="l2"
              borderWidth="1px"
              borderColor="border"
              bg={`${name}.${shade}`}
            />
            <Text fontSize="xs" color="fg.muted">
              {shade}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two palettes of the shop: a workshop teal for actions and a wood tone for accents. */
export const Colours: Story = {
  render: () => (
    <Stack gap="6">
      <Palette name="brand" />
      <Palette name="wood" />
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Semantic colours (what components use)
        </Heading>
        <Grid templateColumns="repeat(auto-fill, minmax(16rem, 1fr))" gap="3">
          {semanticColours.map(([token, use]) => (
            <HStack key={token} gap="3">
              <Box
                width="10"
                height="10"
                flexShrink="0"
                borderRadius="l2"
                borderWidth="1px"
                borderColor="border"
                bg={token}
              />
              <Stack gap="0">
                <Text fontFamily="mono" fontSize="sm">
                  {token}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {use}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Grid>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(getComputedStyle(root).getPropertyValue('--chakra-colors-brand-600')).toBe(
      '#166d67',
    );
  },
};

/** Each order status has its own palette, picked by the badge recipe's `status` variant. */
export const StatusColours: Story = {
  render: () => (
    <HStack gap="3" wrap="wrap">
      {BADGE_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('To Deliver')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <Stack gap="3">
      <Heading as="h1" size="3xl">
        Enter the items details
      </Heading>
      <Heading as="h2" size="xl">
        Select the metric units and materials
      </Heading>
      <Heading as="h3" size="md">
        Cabinet
      </Heading>
      <Text>
        Make the order of cabinets, pieces and parts for your project easily and quickly with our
        new online system.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        C profile: 74 mm high, 26 mm deep
      </Text>
      <Text fontFamily="mono" fontSize="sm">
        600.00 x 720.00 x 560.00 mm
      </Text>
    </Stack>
  ),
};

export const RadiiAndSpacing: Story = {
  render: () => (
    <HStack gap="section" align="end">
      {(['l1', 'l2', 'l3', 'card', 'tile'] as const).map((radius) => (
        <Stack key={radius} align="center" gap="gutter">
          <Box
            width="16"
            height="16"
            bg="brand.subtle"
            borderWidth="2px"
            borderColor="brand.solid"
            borderRadius={radius}
          />
          <Text fontFamily="mono" fontSize="sm">
            {radius}
          </Text>
        </Stack>
      ))}
    </HStack>
  ),
};
