import { defineSlotRecipe } from '@chakra-ui/react';

/** The sheet pager: its buttons on one line around the position, then the sheets. */
export const cuttingPlanPagerRecipe = defineSlotRecipe({
  className: 'shop-cutting-plan-pager',
  slots: ['root', 'controls', 'position', 'sheets'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 },
    controls: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      '@media print': { display: 'none' },
    },
    position: { fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
    sheets: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: 0 },
  },
});
