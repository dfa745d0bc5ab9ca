import { defineTokens } from '@chakra-ui/react';

/**
 * The shop's raw tokens. Components never use these directly: they go through the semantic
 * tokens (theme/semantic-tokens.ts) so a palette change is made in one place.
 */
export const tokens = defineTokens({
  colors: {
    // A deep workshop teal: reads well on white and carries white text at AA contrast from 600 up.
    brand: {
      50: { value: '#e9f6f5' },
      100: { value: '#c9e9e6' },
      200: { value: '#9dd6d1' },
      300: { value: '#68bdb6' },
      400: { value: '#3aa198' },
      500: { value: '#1f867e' },
      600: { value: '#166d67' },
      700: { value: '#115752' },
      800: { value: '#0d4440' },
      900: { value: '#09312e' },
      950: { value: '#052220' },
    },
    // A warm wood accent for highlights such as the current step.
    wood: {
      50: { value: '#fbf5ec' },
      100: { value: '#f4e4cb' },
      200: { value: '#e8c794' },
      300: { value: '#d9a65f' },
      400: { value: '#c98a3a' },
      500: { value: '#ad7029' },
      600: { value: '#8c5820' },
      700: { value: '#6e441a' },
      800: { value: '#533315' },
      900: { value: '#3b240f' },
      950: { value: '#241507' },
    },
  },
  fonts: {
    heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
    body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
    mono: { value: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, monospace" },
  },
  radii: {
    tile: { value: '0.75rem' },
    card: { value: '0.625rem' },
  },
  spacing: {
    gutter: { value: '1rem' },
    section: { value: '2rem' },
  },
  sizes: {
    tile: { value: '9rem' },
    page: { value: '60rem' },
  },
});
