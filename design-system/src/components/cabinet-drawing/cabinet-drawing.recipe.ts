import { defineRecipe } from '@chakra-ui/react';

/**
 * A front view drawing: lines in the text colour (black when printed), fronts and the box on the
 * card colour, board edges and legs lightly tinted. It fills its box, keeping its proportions.
 */
export const cabinetDrawingRecipe = defineRecipe({
  className: 'shop-cabinet-drawing',
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    maxWidth: '100%',
    color: 'fg',
    overflow: 'visible',
    '& [data-fill=none]': { fill: 'none' },
    '& [data-fill=paper]': { fill: 'surface.card' },
    '& [data-fill=muted]': { fill: 'bg.muted' },
    '& [data-fill=ink]': { fill: 'currentColor' },
    '& text': { fill: 'currentColor', fontFamily: 'body' },
    '@media print': {
      color: 'black',
      '& [data-fill=paper]': { fill: 'white' },
      '& [data-fill=muted]': { fill: '#e6e6e6' },
    },
  },
});
