import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The admin list's filters. Wide screens: one row of labelled fields and the clear action. A
 * phone: one "Filters" button that opens the fields, with the active filters as removable chips
 * beside it, so the orders start on the first screen.
 */
export const orderFilterBarRecipe = defineSlotRecipe({
  className: 'shop-order-filter-bar',
  slots: ['root', 'bar', 'toggle', 'chips', 'chip', 'panel', 'field', 'label', 'hint', 'clear'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    toggle: { display: { base: 'inline-flex', md: 'none' } },
    chips: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      listStyle: 'none',
      m: 0,
      p: 0,
      minWidth: 0,
    },
    chip: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      maxWidth: '100%',
      minHeight: '8',
      px: '3',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'brand.muted',
      bg: 'brand.subtle',
      color: 'brand.fg',
      fontSize: 'sm',
      fontWeight: 'medium',
      overflowWrap: 'anywhere',
      textAlign: 'start',
      cursor: 'pointer',
      focusRing: 'outside',
      _hover: { bg: 'brand.muted' },
    },
    panel: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      flexWrap: { md: 'wrap' },
      alignItems: { base: 'stretch', md: 'flex-start' },
      gap: '4',
      layerStyle: 'panel',
    },
    field: { flex: { base: 'none', md: '1 1 10rem' }, minWidth: 0 },
    label: { fontWeight: 'medium', fontSize: 'sm' },
    // A text typed but too short to apply yet: the filter waits, so its hint stands out.
    hint: { color: 'fg.muted', fontSize: 'xs', '&[data-pending]': { color: 'fg.warning' } },
    // Lines the button up with the inputs, under the labels' height.
    clear: { alignSelf: { base: 'flex-start', md: 'flex-end' }, mb: { md: '1.375rem' } },
  },
  variants: {
    /** The fields on a phone: shown only once the Filters button opened them. */
    open: {
      true: {},
      false: { panel: { display: { base: 'none', md: 'flex' } } },
    },
  },
  defaultVariants: { open: false },
});
