export { OrderFilterBar, EMPTY_ORDER_FILTER } from './order-filter-bar';
export type { OrderFilterBarProps, OrderFilterTexts, OrderFilterValue } from './order-filter-bar';
export { orderFilterBarRecipe } from './order-filter-bar.recipe';
