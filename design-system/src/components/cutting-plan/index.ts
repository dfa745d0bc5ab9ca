export { CuttingPlanSheet } from './cutting-plan-sheet';
export type { CuttingPlanSheetProps, CuttingPlanSheetTexts } from './cutting-plan-sheet';
export { cuttingPlanSheetRecipe } from './cutting-plan-sheet.recipe';
export { CUTTING_PLAN_ZOOM } from './zoom';
