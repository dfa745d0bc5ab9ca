import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A titled block of label / value rows (the order detail's customer, colour and item blocks).
 * Labels sit beside their values on wide screens and above them on a phone; printed, no row is
 * cut across two pages. The `inline` layout sets short figures side by side, wrapping (a cutting
 * plan's sheets, pieces, yield), and keeps them together on paper.
 */
export const keyValueBlockRecipe = defineSlotRecipe({
  className: 'shop-key-value-block',
  slots: ['root', 'title', 'list', 'row', 'label', 'value', 'link'],
  base: {
    root: {
      layerStyle: 'panel',
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
  variants: {
    layout: {
      rows: {},
      inline: {
        list: {
          flexDirection: 'row',
          flexWrap: 'wrap',
          columnGap: '5',
          rowGap: '1',
          fontSize: 'sm',
          breakInside: 'avoid',
        },
        row: { display: 'flex', columnGap: '1.5', rowGap: '0' },
        label: { fontSize: 'inherit' },
        value: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
  defaultVariants: { layout: 'rows' },
});
