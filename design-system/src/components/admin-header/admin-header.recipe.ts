import { defineSlotRecipe } from '@chakra-ui/react';
import { brandMarkStyles } from '../step-header/step-header.recipe';

/**
 * The back office's top bar: the logo on one side; the extra controls (e.g. the language
 * choice), the signed-in e-mail and Logout on the other.
 */
export const adminHeaderRecipe = defineSlotRecipe({
  className: 'shop-admin-header',
  slots: ['root', 'logo', 'actions', 'account', 'email', 'logout'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: { base: '4', md: '6' },
      py: '3',
      bg: 'surface.card',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    // The same mark as the customer pages' header.
    logo: brandMarkStyles,
    actions: { display: 'flex', alignItems: 'center', gap: '3', flexShrink: 0 },
    account: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minWidth: 0,
    },
    // A long address is cut with an ellipsis on a phone; the full one is in its title.
    email: {
      fontSize: 'sm',
      color: 'fg.muted',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      maxWidth: { base: '10rem', sm: '20rem', md: 'none' },
    },
    logout: { flexShrink: 0 },
  },
});
