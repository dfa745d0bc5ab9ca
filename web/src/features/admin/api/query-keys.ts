import type { DateFilterChoice } from '@cutshop/domain';
import type { OrderFilterValue } from '@cutshop/design-system';

/**
 * The admin area's query keys, written once: the order list's pages and newest page by filters,
 * the summary by Date choice, and one order with what is read beside it (its history, its
 * production outputs and the catalogue it was built from), and the catalogue editor's tree and
 * history, and the price list with its history.
 */
export const adminKeys = {
  orders: ['admin', 'orders'] as const,
  allOrderPages: ['admin', 'orders', 'pages'] as const,
  orderPages: (filters: OrderFilterValue) => ['admin', 'orders', 'pages', filters] as const,
  newestOrders: (filters: OrderFilterValue) => ['admin', 'orders', 'newest', filters] as const,
  summaries: ['admin', 'summary'] as const,
  summary: (date: DateFilterChoice) => ['admin', 'summary', date] as const,
  order: (uuid: string) => ['admin', 'order', uuid] as const,
  history: (uuid: string) => ['admin', 'order', uuid, 'history'] as const,
  production: (
    uuid: string,
    output: 'hardware' | 'cutlist' | 'cutting-plan' | 'catalogue' | 'parts-settings',
  ) => ['admin', 'order', uuid, output] as const,
  /** Everything of the catalogue editor: invalidated as a whole after any change. */
  catalogue: ['admin', 'catalogue'] as const,
  catalogueTree: ['admin', 'catalogue', 'tree'] as const,
  catalogueHistory: (node: number | null) =>
    ['admin', 'catalogue', 'history', node ?? 'all'] as const,
  /** The shop's price list and its history: invalidated as a whole after a save. */
  prices: ['admin', 'prices'] as const,
  priceList: ['admin', 'prices', 'list'] as const,
  priceListHistory: ['admin', 'prices', 'history'] as const,
};
