import { defineSlotRecipe } from '@chakra-ui/react';

/** Minus, the count and plus in one row under a label. */
export const quantityStepperRecipe = defineSlotRecipe({
  className: 'shop-quantity-stepper',
  slots: ['root', 'label', 'controls', 'button', 'value'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: 'medium', fontSize: 'sm' },
    controls: {
      display: 'inline-flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      bg: 'surface.card',
      overflow: 'hidden',
    },
    button: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      height: '10',
      fontSize: 'xl',
      fontWeight: 'bold',
      color: 'brand.fg',
      cursor: 'pointer',
      focusRing: 'inside',
      _hover: { bg: 'brand.subtle' },
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed', bg: 'transparent' },
    },
    value: {
      minWidth: '12',
      textAlign: 'center',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      borderInlineWidth: '1px',
      borderColor: 'border',
      // The buttons are 2.5rem tall; the count sits on the same line.
      lineHeight: '2.5rem',
    },
  },
});
