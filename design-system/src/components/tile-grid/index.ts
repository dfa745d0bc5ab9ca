export { TileGrid } from './tile-grid';
export type { TileGridProps, TileItem } from './tile-grid';
export { tileGridRecipe } from './tile-grid.recipe';
