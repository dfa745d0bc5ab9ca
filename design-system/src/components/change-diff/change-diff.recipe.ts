import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A record's changes, field by field: a three-column table (field, before, after). The columns
 * keep fixed shares of the width and long values wrap, so a phone never scrolls sideways. The
 * before value is struck through and muted, the after value bold: shape and weight, not colour
 * alone, and the column headers say it to screen readers.
 */
export const changeDiffRecipe = defineSlotRecipe({
  className: 'shop-change-diff',
  slots: ['root', 'table', 'caption', 'field', 'before', 'after', 'none', 'empty'],
  base: {
    root: { minWidth: 0 },
    table: {
      width: '100%',
      tableLayout: 'fixed',
      borderCollapse: 'collapse',
      fontSize: 'sm',
      bg: 'surface.card',
      '& th, & td': {
        px: { base: '2', md: '3' },
        py: '2',
        textAlign: 'start',
        verticalAlign: 'top',
        borderTopWidth: '1px',
        borderColor: 'border',
        overflowWrap: 'anywhere',
      },
      '& thead th': {
        color: 'fg.muted',
        fontWeight: 'medium',
        borderTopWidth: 0,
        borderBottomWidth: '1px',
      },
      '& col[data-column=field]': { width: { base: '30%', md: '25%' } },
      '& tr': { breakInside: 'avoid' },
    },
    caption: {
      captionSide: 'top',
      textAlign: 'start',
      fontWeight: 'semibold',
      fontSize: 'md',
      pb: '2',
    },
    field: { fontWeight: 'medium' },
    before: {
      color: 'fg.muted',
      textDecoration: 'line-through',
      textDecorationThickness: '1px',
    },
    after: { fontWeight: 'semibold' },
    // An empty value: its word in italics, never struck through, so it does not read as removed text.
    none: { fontStyle: 'italic', color: 'fg.muted', textDecoration: 'none', fontWeight: 'normal' },
    empty: { color: 'fg.muted' },
  },
});
