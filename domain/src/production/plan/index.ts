/*
 * Cutting plans (docs/production/plans-and-labels.md): the guillotine plan of every material of
 * an order's cut list, each sheet as drawing data, and one SVG file per material.
 */
export * from './types';
export { cuttingPlan } from './cutting-plan';
export {
  offcutsLeftBy,
  offcutsToStock,
  STOCK_RULES,
  stockKeyOf,
  stockOrder,
  usedStockOffcuts,
} from './stock';
export { CUT_METRES_DECIMALS, cutFigures, type CutFigures } from './figures';
export { partLines, nestingPieces, type PartLine } from './pieces';
export {
  offcutSourceText,
  planDrawing,
  planPrintLayout,
  sheetFrame,
  sheetTitle,
  type OffcutTextLanguage,
  type PlanDrawing,
  type PlanDrawingOptions,
  type PlanPrintLayout,
  type PlanRect,
  type PlanShape,
  type PlanText,
} from './drawing';
export { PLAN_DRAWING_RULES, PLAN_PRINT_RULES, PLAN_SVG_STYLE } from './drawing-rules';
export { planFileName, planSvg } from './svg';
