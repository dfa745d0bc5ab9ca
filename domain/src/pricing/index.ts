/*
 * Prices (docs/production/prices.md): the price function and the printable quote, part of
 * `@cutshop/domain/production` (it needs the parts explosion, the cut list, the hardware summary
 * and the cutting plan). The price list's schema is in the package's main entry
 * (`price-list.ts`).
 */
export * from './price-order';
export * from './quote';
