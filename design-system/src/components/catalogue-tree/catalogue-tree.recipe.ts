import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The catalogue editor's tree (category -> type -> model, colour and finish tiles): one row per
 * node with its swatch, name, detail and move buttons; children indented under their parent.
 * Focus and selection are drawn on the row, never on the whole subtree.
 */
export const catalogueTreeRecipe = defineSlotRecipe({
  className: 'shop-catalogue-tree',
  slots: [
    'root',
    'group',
    'item',
    'row',
    'toggle',
    'swatch',
    'text',
    'label',
    'detail',
    'retired',
    'actions',
    'empty',
  ],
  base: {
    root: {
      listStyle: 'none',
      m: 0,
      p: '1',
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
      minWidth: 0,
    },
    group: { listStyle: 'none', m: 0, p: 0 },
    item: { m: 0, p: 0 },
    row: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '10',
      py: '1',
      pe: '1',
      // The level's indent: set per row through --tree-level.
      ps: 'calc(var(--tree-level, 0) * 1.25rem + 0.25rem)',
      borderRadius: 'l2',
      cursor: 'pointer',
      outline: 'none',
      _hover: { bg: 'bg.muted' },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      },
      // Selected: a bar on the start side and bold text, not the colour alone.
      '&[aria-selected=true]': {
        bg: 'selection.bg',
        fontWeight: 'semibold',
        boxShadow: 'inset 4px 0 0 0 var(--shadow-color)',
        boxShadowColor: 'selection.border',
      },
      '&[data-dragging]': { opacity: 0.5 },
      '&[data-drop-target]': {
        boxShadow: 'inset 0 -3px 0 0 var(--shadow-color)',
        boxShadowColor: 'brand.focusRing',
      },
    },
    toggle: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '6',
      height: '6',
      color: 'fg.muted',
      transition: 'transform 0.15s',
      '[aria-expanded=true] > &': { transform: 'rotate(90deg)' },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    swatch: {
      flexShrink: 0,
      width: '5',
      height: '5',
      borderRadius: 'l1',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    text: {
      flex: '1',
      minWidth: 0,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: '2',
      rowGap: '0.5',
    },
    label: { overflowWrap: 'anywhere' },
    detail: { color: 'fg.muted', fontSize: 'sm', fontWeight: 'normal', overflowWrap: 'anywhere' },
    retired: { alignSelf: 'center' },
    actions: { flexShrink: 0, display: 'flex', gap: '0.5' },
    empty: {
      px: '4',
      py: '8',
      textAlign: 'center',
      color: 'fg.muted',
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
    },
  },
  variants: {
    retired: {
      true: {
        // Dimmed but still readable (4.5:1): the muted text colour and a dashed swatch frame.
        label: { color: 'fg.muted', fontStyle: 'italic' },
        swatch: { opacity: 0.5, borderStyle: 'dashed' },
      },
    },
  },
});
