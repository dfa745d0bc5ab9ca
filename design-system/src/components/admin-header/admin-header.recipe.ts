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
      alignItems: { base: 'flex-start', sm: 'center' },
      justifyContent: 'space-between',
      gap: '3',
      px: { base: '4', md: '6' },
      py: '3',
      bg: 'surface.card',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    // The same mark as the customer pages' header.
    // On a phone the rows start at the top: the logo, lower than the buttons, moves down to
    // share their centre line.
    logo: { ...brandMarkStyles, mt: { base: '1', sm: '0' } },
    actions: { display: 'flex', alignItems: 'center', gap: '3', flexShrink: 0 },
    // On a phone the controls keep the first line and the e-mail takes a line of its own.
    account: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      flexWrap: { base: 'wrap', sm: 'nowrap' },
      columnGap: '3',
      rowGap: '1',
      minWidth: 0,
    },
    // A long address is cut with an ellipsis; the full one is in its title.
    email: {
      fontSize: 'sm',
      color: 'fg.muted',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      order: { base: 1, sm: 0 },
      flexBasis: { base: '100%', sm: 'auto' },
      textAlign: { base: 'end', sm: 'start' },
      maxWidth: { base: '100%', sm: '20rem', md: 'none' },
    },
    logout: { flexShrink: 0 },
  },
});
