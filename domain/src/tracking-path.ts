import { z } from 'zod';
import { onFirstUse } from './schema-on-first-use';

/*
 * The tracking link's path, apart from the tracking page's schemas (tracking.ts, which exports
 * these too): the wizard keeps the path of a sent order's link, and reading it back does not
 * bring in the production settings the tracked order carries.
 */

/** A tracking token as it appears in a link. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where the page of `token` lives, relative to the shop's address. */
export function trackingPathOf(token: string): string {
  return `/track/${token}`;
}

/** `/track/<token>`: the page's path, as the intake answer carries it. */
export const trackingPathSchema = onFirstUse(() =>
  z.string().regex(/^\/track\/[A-Za-z0-9_-]{22}$/, 'expected /track/ and a 22-character token'),
);
