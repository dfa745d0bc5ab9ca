import { defineSlotRecipe } from '@chakra-ui/react';

/** An item of the order: its number, name, details and the edit and delete actions. */
export const itemCardRecipe = defineSlotRecipe({
  className: 'shop-item-card',
  slots: ['root', 'number', 'heading', 'title', 'subtitle', 'details', 'term', 'value', 'actions'],
  base: {
    // Number, title and actions share the first row; the details take the full width below.
    root: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"number heading actions" "details details details"',
      alignItems: 'start',
      columnGap: '3',
      p: '4',
      height: '100%',
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'card',
      boxShadow: 'xs',
    },
    number: {
      gridArea: 'number',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '8',
      height: '8',
      borderRadius: 'full',
      bg: 'brand.solid',
      color: 'brand.contrast',
      fontWeight: 'bold',
      fontSize: 'sm',
    },
    heading: { gridArea: 'heading', minWidth: 0 },
    title: { fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'anywhere' },
    subtitle: { color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' },
    details: {
      gridArea: 'details',
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: '3',
      rowGap: '0.5',
      mt: '3',
      mb: 0,
      mx: 0,
      pt: '3',
      borderTopWidth: '1px',
      borderColor: 'border.muted',
      fontSize: 'sm',
    },
    term: { color: 'fg.muted' },
    value: { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', m: 0 },
    actions: { gridArea: 'actions', display: 'flex', gap: '1', mt: '-1', me: '-1' },
  },
});

/** The dashed 'Add Item' card that sits after the items. */
export const addItemCardRecipe = defineSlotRecipe({
  className: 'shop-add-item-card',
  slots: ['root', 'icon', 'label'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      minHeight: '32',
      height: '100%',
      // The same look as a link or as a button (without href).
      width: '100%',
      bg: 'transparent',
      cursor: 'pointer',
      font: 'inherit',
      p: '4',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'brand.muted',
      borderRadius: 'card',
      color: 'brand.fg',
      fontWeight: 'semibold',
      textDecoration: 'none',
      focusRing: 'outside',
      _hover: { bg: 'brand.subtle', borderColor: 'brand.solid' },
    },
    // The icon is 1em square, so its font size sets its size.
    icon: { fontSize: '3xl' },
    label: { textAlign: 'center' },
  },
});
