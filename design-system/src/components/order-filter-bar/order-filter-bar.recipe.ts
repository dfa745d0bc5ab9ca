import { defineSlotRecipe } from '@chakra-ui/react';

/** The admin list's filter row: three labelled fields and the clear action, stacked on a phone. */
export const orderFilterBarRecipe = defineSlotRecipe({
  className: 'shop-order-filter-bar',
  slots: ['root', 'field', 'label', 'hint', 'clear'],
  base: {
    root: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'stretch', md: 'flex-start' },
      gap: '4',
      layerStyle: 'panel',
    },
    field: { flex: { base: 'none', md: '1' }, minWidth: 0 },
    label: { fontWeight: 'medium', fontSize: 'sm' },
    hint: { color: 'fg.muted', fontSize: 'xs' },
    // Lines the button up with the inputs, under the labels' height.
    clear: { alignSelf: { base: 'flex-start', md: 'flex-end' }, mb: { md: '1.375rem' } },
  },
  variants: {
    idPending: {
      // 1 to 4 characters typed: the filter waits, so its hint stands out.
      true: { hint: { color: 'fg.warning' } },
      false: {},
    },
  },
});
