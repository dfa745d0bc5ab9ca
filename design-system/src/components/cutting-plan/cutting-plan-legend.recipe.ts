import { defineSlotRecipe } from '@chakra-ui/react';
import { PLAN_SHAPE_PRINT_STYLES, PLAN_SHAPE_STYLES } from './cutting-plan-sheet.recipe';

/**
 * The cutting plan's legend: its marks side by side, wrapping, each drawn as on the sheet with
 * its words; small on paper (one or two lines under each sheet's caption).
 */
export const cuttingPlanLegendRecipe = defineSlotRecipe({
  className: 'shop-cutting-plan-legend',
  slots: ['root', 'item'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '1 4',
      listStyle: 'none',
      m: 0,
      p: 0,
      fontSize: 'sm',
      ...PLAN_SHAPE_STYLES,
      '& svg': { flexShrink: 0, overflow: 'visible' },
      '@media print': {
        fontSize: '7.5pt',
        gap: '1pt 8pt',
        ...PLAN_SHAPE_PRINT_STYLES,
      },
    },
    item: { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
  },
  variants: {
    printOnly: {
      true: { root: { '@media screen': { display: 'none' } } },
      false: { root: { '@media print': { display: 'none' } } },
    },
  },
  defaultVariants: { printOnly: false },
});
