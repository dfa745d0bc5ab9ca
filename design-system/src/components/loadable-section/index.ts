export { LoadableSection } from './loadable-section';
export type {
  LoadableSectionProps,
  LoadableSectionState,
  LoadableSectionTexts,
} from './loadable-section';
export { loadableSectionRecipe } from './loadable-section.recipe';
