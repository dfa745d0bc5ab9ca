export { MaterialSummaryPanel } from './material-summary-panel';
export type {
  MaterialSummaryPanelProps,
  MaterialSummary,
  MaterialSummaryTexts,
} from './material-summary-panel';
export { materialSummaryPanelRecipe } from './material-summary-panel.recipe';
