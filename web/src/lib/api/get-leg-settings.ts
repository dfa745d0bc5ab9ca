import { legSettingsSchema, type LegSettings } from '@cutshop/domain/production';
import { CATALOGUE_MAX_AGE_MS } from './get-categories';
import { revalidatingRead, type RevalidatingReadOptions } from './revalidating-read';

// The shop's legs are read like the price list, checked with the server again at the
// catalogue's age (docs/architecture.md, "The wizard's leg settings").
const legSettings = revalidatingRead(
  '/production-settings/legs',
  (json) => legSettingsSchema.parse(json),
  CATALOGUE_MAX_AGE_MS,
);

/**
 * GET /api/production-settings/legs: the leg height of the shop's units on legs and whether a
 * customer's height includes the legs, which intake's construction check sizes a box with.
 */
export function getLegSettings(options: RevalidatingReadOptions = {}): Promise<LegSettings> {
  return legSettings.get(options);
}

/** Forgets the legs read so far, so the next call asks the server (tests). */
export function forgetLegSettings(): void {
  legSettings.forget();
}
