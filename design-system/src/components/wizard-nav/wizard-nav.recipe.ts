import { defineSlotRecipe } from '@chakra-ui/react';

/** The Back / Next row under each wizard step, with room for a message above it. */
export const wizardNavRecipe = defineSlotRecipe({
  className: 'shop-wizard-nav',
  slots: ['root', 'message', 'row', 'back', 'next'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', mt: '6' },
    message: { color: 'fg.error', fontWeight: 'medium' },
    row: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      flexWrap: 'wrap',
    },
    back: { textDecoration: 'none' },
    next: {
      ms: 'auto',
      textDecoration: 'none',
      '&[aria-disabled=true]': { opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' },
    },
  },
});
