export { ItemCard } from './item-card';
export type { ItemCardProps, ItemDetail } from './item-card';
export { AddItemCard } from './add-item-card';
export type { AddItemCardProps } from './add-item-card';
export { itemCardRecipe, addItemCardRecipe } from './item-card.recipe';
