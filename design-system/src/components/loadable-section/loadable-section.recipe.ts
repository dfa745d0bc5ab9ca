import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A titled section whose content is read separately (the order detail's cut list, cutting plan
 * and history): its heading with an optional action beside it, then a spinner with words, an
 * error with Retry, or the content. The card frame is left off on paper, where long content
 * flows over several pages.
 */
export const loadableSectionRecipe = defineSlotRecipe({
  className: 'shop-loadable-section',
  slots: ['root', 'header', 'title', 'status', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', minWidth: 0 },
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      breakAfter: 'avoid',
    },
    title: { fontWeight: 'semibold', breakAfter: 'avoid' },
    status: { display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' },
    error: { alignItems: 'center', flexWrap: 'wrap', textStyle: 'sm' },
  },
  variants: {
    variant: {
      card: {
        root: {
          gap: '4',
          layerStyle: 'panel',
          '@media print': { p: 0, borderWidth: 0 },
        },
        title: { fontSize: 'md' },
      },
      plain: {
        root: { gap: '3' },
        title: { fontSize: 'lg' },
      },
    },
  },
  defaultVariants: { variant: 'card' },
});
