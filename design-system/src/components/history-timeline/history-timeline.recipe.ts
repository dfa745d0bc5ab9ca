import { defineSlotRecipe } from '@chakra-ui/react';

/** An order's status history: a vertical line of entries, newest first, each with its changes. */
export const historyTimelineRecipe = defineSlotRecipe({
  className: 'shop-history-timeline',
  slots: ['root', 'title', 'list', 'entry', 'meta', 'who', 'change', 'message', 'empty'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    title: { fontSize: 'lg', fontWeight: 'semibold' },
    list: { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' },
    entry: {
      position: 'relative',
      ps: '6',
      pb: '5',
      breakInside: 'avoid',
      // The line and the dot on the start side.
      _before: {
        content: '""',
        position: 'absolute',
        insetStart: '1.5',
        top: '1.5',
        bottom: '0',
        width: '2px',
        bg: 'border',
      },
      _after: {
        content: '""',
        position: 'absolute',
        insetStart: '0.5',
        top: '1',
        width: '3',
        height: '3',
        borderRadius: 'full',
        bg: 'brand.solid',
      },
      '&:last-of-type': { pb: '0', _before: { display: 'none' } },
    },
    meta: { display: 'flex', flexWrap: 'wrap', columnGap: '2', fontSize: 'sm', color: 'fg.muted' },
    who: { color: 'fg', fontWeight: 'medium' },
    change: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', mt: '1.5' },
    message: {
      mt: '2',
      px: '3',
      py: '2',
      bg: 'bg.muted',
      borderRadius: 'l2',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    },
    empty: { color: 'fg.muted' },
  },
});
