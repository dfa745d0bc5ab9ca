import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The hardware an order needs, as the customer sees it: a titled list of accessories with their
 * totals, a note that they are not part of the order, and any warning. Printed without splitting.
 */
export const hardwareListRecipe = defineSlotRecipe({
  className: 'shop-hardware-list',
  slots: ['root', 'title', 'note', 'list', 'row', 'name', 'quantity', 'warning', 'empty'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      '@media print': { breakInside: 'avoid-page' },
    },
    title: { fontSize: 'md', fontWeight: 'semibold' },
    note: {
      fontSize: 'sm',
      color: 'fg.muted',
      borderInlineStartWidth: '3px',
      borderColor: 'border',
      ps: '3',
    },
    list: { display: 'flex', flexDirection: 'column', m: 0, p: 0 },
    row: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: '4',
      py: '1.5',
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      _last: { borderBottomWidth: '0' },
    },
    name: { minW: '0', overflowWrap: 'anywhere' },
    quantity: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 'medium' },
    warning: { fontSize: 'sm', color: 'fg.warning' },
    empty: { color: 'fg.muted' },
  },
});
