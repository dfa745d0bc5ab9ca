import { defineSlotRecipe } from '@chakra-ui/react';

/** A length field: the unit beside the input, the inch confirmation line and the size hint. */
export const dimensionInputRecipe = defineSlotRecipe({
  className: 'shop-dimension-input',
  slots: ['root', 'input', 'unit', 'confirmation', 'hint'],
  base: {
    root: { width: '100%' },
    input: { fontVariantNumeric: 'tabular-nums', bg: 'surface.card' },
    unit: { color: 'fg.muted', fontSize: 'sm', fontWeight: 'medium' },
    confirmation: {
      color: 'success.fg',
      fontSize: 'sm',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
    },
    hint: { color: 'fg.muted', fontSize: 'sm' },
  },
});
