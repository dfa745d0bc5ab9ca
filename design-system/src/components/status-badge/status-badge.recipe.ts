import { defineRecipe } from '@chakra-ui/react';

/**
 * Each order status is a variant that only picks a colour palette; the badge's shape reads the
 * palette's `subtle` background and `fg` text, which keep AA contrast in light and dark mode.
 */
export const statusBadgeRecipe = defineRecipe({
  className: 'shop-status-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'colorPalette.muted',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    lineHeight: '1.2',
    _before: {
      content: '""',
      width: '2',
      height: '2',
      borderRadius: 'full',
      bg: 'colorPalette.solid',
      flexShrink: 0,
    },
  },
  variants: {
    status: {
      Pending: { colorPalette: 'orange' },
      Approved: { colorPalette: 'blue' },
      'To Cut': { colorPalette: 'purple' },
      'To Deliver': { colorPalette: 'green' },
      Rejected: { colorPalette: 'red' },
    },
    size: {
      sm: { fontSize: 'xs', px: '2', py: '0.5' },
      md: { fontSize: 'sm', px: '2.5', py: '1' },
    },
  },
  defaultVariants: { status: 'Pending', size: 'md' },
});
