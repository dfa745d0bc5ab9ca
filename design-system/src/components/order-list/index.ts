export { OrderList } from './order-list';
export type {
  OrderListColumns,
  OrderListProps,
  OrderListState,
  OrderListTexts,
} from './order-list';
export { OrderRow } from './order-row';
export type { OrderRowProps } from './order-row';
export { REACH_END_RATIO, REACH_END_THROTTLE_MS } from './use-reach-end';
export { orderListRecipe, orderRowRecipe } from './order-list.recipe';
