export { CabinetDrawing } from './cabinet-drawing';
export type { CabinetDrawingProps } from './cabinet-drawing';
export { cabinetDrawingRecipe } from './cabinet-drawing.recipe';
