import { defineSlotRecipe } from '@chakra-ui/react';

/** The step 2 panel for one material: title, the choice (or a Select link) and its sizes. */
export const materialSummaryPanelRecipe = defineSlotRecipe({
  className: 'shop-material-summary',
  slots: ['root', 'header', 'title', 'action', 'name', 'custom', 'grain', 'sizes', 'size'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      p: '4',
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'card',
      transition: 'opacity 0.2s',
      '&[data-disabled]': { opacity: 0.5 },
    },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    title: { fontWeight: 'bold', fontSize: 'lg' },
    action: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      color: 'brand.fg',
      fontWeight: 'semibold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      borderRadius: 'l1',
      focusRing: 'outside',
      _hover: { color: 'brand.solid' },
      '&[aria-disabled=true]': { cursor: 'not-allowed', textDecoration: 'none', color: 'fg.muted' },
    },
    name: { fontWeight: 'medium', overflowWrap: 'anywhere' },
    custom: { color: 'fg.muted', fontSize: 'sm', me: '1' },
    grain: { display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm' },
    sizes: { display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '1', fontSize: 'sm', m: 0 },
    size: { fontVariantNumeric: 'tabular-nums' },
  },
});
