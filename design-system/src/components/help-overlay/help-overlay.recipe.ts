import { defineSlotRecipe } from '@chakra-ui/react';
import { phoneFullScreenDialogContent } from '../../theme/dialog-layout';

/**
 * The help overlay's own look, layered over Chakra's dialog recipe: a round '?' trigger and a
 * body that styles the rich help text (paragraphs, lists, emphasis) without classes from the app.
 */
export const helpOverlayRecipe = defineSlotRecipe({
  className: 'shop-help-overlay',
  slots: ['trigger', 'content', 'title', 'body'],
  base: {
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1.5',
      minWidth: '8',
      height: '8',
      px: '2',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'brand.muted',
      bg: 'brand.subtle',
      color: 'brand.fg',
      fontWeight: 'bold',
      cursor: 'pointer',
      focusRing: 'outside',
      _hover: { bg: 'brand.muted' },
    },
    content: {
      borderTopWidth: '4px',
      borderTopColor: 'brand.solid',
      // Long help scrolls inside a panel of reading height rather than growing to the window's.
      ...phoneFullScreenDialogContent,
    },
    title: { color: 'fg', fontSize: 'xl', pe: '8' },
    body: {
      color: 'fg',
      // The body takes focus first (long help scrolls with the arrow keys): a quiet inner ring.
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
        borderRadius: 'l2',
      },
      lineHeight: 'tall',
      '& p + p, & p + ul, & ul + p, & p + ol, & ol + p': { mt: '3' },
      '& ul, & ol': { ps: '5' },
      '& ul': { listStyleType: 'disc' },
      '& ol': { listStyleType: 'decimal' },
      '& li + li': { mt: '1' },
      '& strong, & b': { fontWeight: 'semibold' },
      '& img': { maxWidth: '100%', borderRadius: 'l2', my: '3' },
    },
  },
});
