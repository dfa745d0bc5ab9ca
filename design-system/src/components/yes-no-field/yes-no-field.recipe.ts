import { defineSlotRecipe } from '@chakra-ui/react';

/** A yes / no question: the label, two radio choices side by side, the error under them. */
export const yesNoFieldRecipe = defineSlotRecipe({
  className: 'shop-yes-no-field',
  slots: ['root', 'label', 'choices', 'indicator', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontWeight: 'medium', fontSize: 'sm' },
    choices: { display: 'flex', gap: '6', flexWrap: 'wrap' },
    // Chakra's default ring is too faint on the page colour (WCAG 1.4.11 asks 3:1 for it).
    indicator: { '&:not([data-state=checked])': { borderColor: 'fg.muted' } },
    error: { color: 'fg.error', fontSize: 'sm' },
  },
});
