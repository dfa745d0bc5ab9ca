/*
 * Drawings (docs/production/drawings.md): the front view of an item as data, as a standalone SVG
 * file, and the facts of its text alternative.
 */
export * from './types';
export {
  DRAWING_RULES,
  DRAWING_STYLES,
  FRONT_LEGS_BY_WIDTH,
  LABEL_DECIMALS,
  LABEL_LAYOUT,
} from './rules';
export type { ShapeStyle } from './rules';
export { frontView, isSheetKind } from './front-view';
export { describeDrawing } from './describe';
export { drawingSvg } from './svg';
export { lengthLabel, lengthValue } from './labels';
