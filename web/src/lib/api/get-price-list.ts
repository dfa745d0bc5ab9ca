import { priceListSchema, type PriceList } from '@cutshop/domain';
import { CATALOGUE_MAX_AGE_MS } from './get-categories';
import { revalidatingRead, type RevalidatingReadOptions } from './revalidating-read';

// The price list lives beside the catalogue and is read the same way, checked with the server
// again at the catalogue's age (docs/production/prices.md).
const priceList = revalidatingRead(
  '/price-list',
  (json) => priceListSchema.parse(json),
  CATALOGUE_MAX_AGE_MS,
);

/**
 * GET /api/price-list: the shop's price list, `{ version }` alone when it sets none
 * (`isPriceListSet`), shared by every caller. A read is reused for CATALOGUE_MAX_AGE_MS, then
 * checked with the server again with its ETag; `fresh` asks now (before Send). A failed first
 * read rejects and is forgotten.
 */
export function getPriceList(options: RevalidatingReadOptions = {}): Promise<PriceList> {
  return priceList.get(options);
}

/** Forgets the price list read so far, so the next call asks the server (tests). */
export function forgetPriceList(): void {
  priceList.forget();
}
