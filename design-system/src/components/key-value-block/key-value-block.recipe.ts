import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A titled block of label / value rows (the order detail's customer, colour and item blocks).
 * Labels sit beside their values on wide screens and above them on a phone; printed, no row is
 * cut across two pages.
 */
export const keyValueBlockRecipe = defineSlotRecipe({
  className: 'shop-key-value-block',
  slots: ['root', 'title', 'list', 'row', 'label', 'value', 'link'],
  base: {
    root: {
      p: '4',
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
      '@media print': { borderColor: 'gray.400', breakInside: 'avoid-page' },
    },
    title: {
      fontSize: 'md',
      fontWeight: 'semibold',
      mb: '3',
      breakAfter: 'avoid',
    },
    list: { display: 'flex', flexDirection: 'column', gap: '2', m: 0 },
    row: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, 1fr) 2fr' },
      columnGap: '4',
      rowGap: '0.5',
      breakInside: 'avoid',
    },
    label: { color: 'fg.muted', fontSize: 'sm' },
    value: { m: 0, overflowWrap: 'anywhere' },
    link: {
      color: 'brand.fg',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      borderRadius: 'l1',
      focusRing: 'outside',
    },
  },
});
