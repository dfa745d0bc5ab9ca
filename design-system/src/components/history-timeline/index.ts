export { HistoryTimeline } from './history-timeline';
export type { HistoryEntry, HistoryTimelineProps, HistoryTimelineTexts } from './history-timeline';
export { historyTimelineRecipe } from './history-timeline.recipe';
