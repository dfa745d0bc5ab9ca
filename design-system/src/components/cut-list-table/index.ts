export { CutListTable } from './cut-list-table';
export type { CutListTableProps, CutListTableTexts } from './cut-list-table';
export { cutListTableRecipe } from './cut-list-table.recipe';
