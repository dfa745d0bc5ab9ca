import { priceListSchema, type PriceList, type PriceListUpdate } from '@cutshop/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from './admin-client';
import { adminKeys } from './query-keys';

/**
 * The shop's price list calls (docs/production/prices.md): read it, save it with the version
 * read (409 `stale_price_list` when someone else saved first), and its history. A save
 * invalidates both (`invalidatePrices`).
 */

const parseList = (json: unknown): PriceList => priceListSchema.parse(json);

/** GET /api/price-list: the list, or `{ version }` alone when the shop set none. */
function getPriceList(signal?: AbortSignal): Promise<PriceList> {
  return adminRequest('/price-list', { parse: parseList, signal });
}

export function priceListQuery() {
  return queryOptions({
    queryKey: adminKeys.priceList,
    queryFn: ({ signal }) => getPriceList(signal),
  });
}

/** PUT /api/price-list: the whole list (or `{ version }` alone, which empties it). */
export function savePriceList(update: PriceListUpdate | { version: number }): Promise<PriceList> {
  return adminRequest('/price-list', { method: 'PUT', body: update, parse: parseList });
}

// A field's value before and after: text, a number, a flag, null; read as given.
const historyValue = z.unknown();

const priceHistoryRowSchema = z.object({
  id: z.number(),
  version: z.number(),
  by: z.string(),
  at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: historyValue, after: historyValue })),
});

/** One save of the price list: who, when, and its fields before and after. */
export type PriceHistoryRow = z.output<typeof priceHistoryRowSchema>;

/** How many saves the history shows. */
export const PRICE_HISTORY_LIMIT = 50;

/** GET /api/price-list/history?limit=: the saves, newest first. */
function getPriceListHistory(signal?: AbortSignal): Promise<PriceHistoryRow[]> {
  return adminRequest(`/price-list/history?limit=${PRICE_HISTORY_LIMIT}`, {
    parse: (json) => z.array(priceHistoryRowSchema).parse(json),
    signal,
  });
}

export function priceListHistoryQuery() {
  return queryOptions({
    queryKey: adminKeys.priceListHistory,
    queryFn: ({ signal }) => getPriceListHistory(signal),
  });
}

/** After a save: the list and its history read again. */
export function invalidatePrices(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: adminKeys.prices });
}
