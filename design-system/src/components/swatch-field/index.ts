export { SwatchField, SWATCH_IMAGE_TYPES } from './swatch-field';
export type { SwatchFieldProps, SwatchFieldTexts, SwatchKind } from './swatch-field';
export { swatchFieldRecipe } from './swatch-field.recipe';
export { colourFromHexText, isSwatchColour, isSwatchImage } from './swatch-value';
