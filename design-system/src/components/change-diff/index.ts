export { ChangeDiff } from './change-diff';
export type { ChangeDiffEntry, ChangeDiffProps, ChangeDiffTexts } from './change-diff';
export { changeDiffRecipe } from './change-diff.recipe';
