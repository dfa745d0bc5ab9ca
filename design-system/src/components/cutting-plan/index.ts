export { CuttingPlanSheet } from './cutting-plan-sheet';
export type { CuttingPlanSheetProps, CuttingPlanSheetTexts } from './cutting-plan-sheet';
export { cuttingPlanSheetRecipe } from './cutting-plan-sheet.recipe';
export { CuttingPlanLegend } from './cutting-plan-legend';
export type { CuttingPlanLegendProps, CuttingPlanLegendTexts } from './cutting-plan-legend';
export { CuttingPlanPager } from './cutting-plan-pager';
export type { CuttingPlanPagerProps, CuttingPlanPagerTexts } from './cutting-plan-pager';
export { CUTTING_PLAN_TEXT } from './use-min-text';
export { CUTTING_PLAN_ZOOM } from './zoom';
