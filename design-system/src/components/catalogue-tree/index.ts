export { CatalogueTree } from './catalogue-tree';
export type {
  CatalogueTreeMoveDirection,
  CatalogueTreeNode,
  CatalogueTreeProps,
  CatalogueTreeTexts,
} from './catalogue-tree';
export { catalogueTreeRecipe } from './catalogue-tree.recipe';
