import { defineSlotRecipe } from '@chakra-ui/react';

/** A responsive grid of selectable tiles: a swatch or picture above the name, or a name only. */
export const tileGridRecipe = defineSlotRecipe({
  className: 'shop-tile-grid',
  slots: ['root', 'tile', 'swatch', 'name', 'description', 'empty'],
  base: {
    root: {
      display: 'grid',
      gap: { base: '3', md: '4' },
      listStyle: 'none',
      m: 0,
      p: 0,
    },
    tile: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      width: '100%',
      height: '100%',
      gap: '2',
      p: '2',
      textAlign: 'center',
      bg: 'surface.card',
      color: 'fg',
      borderWidth: '2px',
      borderColor: 'border',
      borderRadius: 'tile',
      cursor: 'pointer',
      transitionProperty: 'border-color, box-shadow, transform',
      transitionDuration: 'fast',
      focusRing: 'outside',
      _hover: { borderColor: 'brand.emphasized', transform: 'translateY(-1px)' },
      '&[aria-pressed=true]': {
        borderColor: 'selection.border',
        bg: 'selection.bg',
        boxShadow: '0 0 0 1px {colors.selection.border}',
      },
      '&[data-custom]': { borderStyle: 'dashed' },
    },
    swatch: {
      aspectRatio: 'square',
      width: '100%',
      borderRadius: 'l2',
      borderWidth: '1px',
      borderColor: 'border.muted',
      bg: 'bg.muted',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: '3xl',
      color: 'fg.muted',
      // A drawing sits on the card with room around it, and keeps its own proportions.
      '&[data-media]': { bg: 'surface.card', p: '2', color: 'fg', overflow: 'hidden' },
    },
    name: {
      fontWeight: 'semibold',
      fontSize: 'sm',
      overflowWrap: 'anywhere',
    },
    description: { fontSize: 'xs', color: 'fg.muted' },
    empty: { color: 'fg.muted', py: '6', textAlign: 'center' },
  },
  variants: {
    variant: {
      swatch: {
        root: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, {sizes.tile}), 1fr))' },
      },
      plain: {
        root: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' },
        tile: { justifyContent: 'center', minHeight: '16', px: '4', fontSize: 'md' },
        name: { fontSize: 'md' },
      },
    },
  },
  defaultVariants: { variant: 'swatch' },
});
