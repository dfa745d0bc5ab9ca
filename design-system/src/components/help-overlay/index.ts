export { HelpOverlay } from './help-overlay';
export type { HelpOverlayProps } from './help-overlay';
export { helpOverlayRecipe } from './help-overlay.recipe';
