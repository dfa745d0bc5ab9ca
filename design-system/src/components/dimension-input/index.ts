export { DimensionInput } from './dimension-input';
export type { DimensionInputProps } from './dimension-input';
export { dimensionInputRecipe } from './dimension-input.recipe';
