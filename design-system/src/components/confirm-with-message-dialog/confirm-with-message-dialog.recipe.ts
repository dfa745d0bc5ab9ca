import { defineSlotRecipe } from '@chakra-ui/react';
import { phoneFullScreenDialogContent } from '../../theme/dialog-layout';

/**
 * The message dialog's own parts, layered over Chakra's dialog recipe: a warning top edge, the
 * textarea's label, the counter (red once over the limit) and the error line.
 */
export const confirmWithMessageDialogRecipe = defineSlotRecipe({
  className: 'shop-confirm-with-message-dialog',
  slots: ['content', 'title', 'description', 'label', 'counter', 'error', 'footer'],
  base: {
    content: {
      borderTopWidth: '4px',
      borderTopColor: 'red.solid',
      ...phoneFullScreenDialogContent,
    },
    title: { color: 'fg', fontSize: 'xl', pe: '8' },
    description: { color: 'fg.muted', mb: '3' },
    label: { fontWeight: 'medium', fontSize: 'sm' },
    counter: {
      alignSelf: 'flex-end',
      fontSize: 'xs',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      '&[data-over]': { color: 'fg.error', fontWeight: 'semibold' },
    },
    error: { color: 'fg.error', fontSize: 'sm', mt: '2' },
    footer: { gap: '3', flexWrap: 'wrap' },
  },
});
