import { createHash, randomBytes } from 'node:crypto';
import { trackingPathOf } from '@cutshop/domain';
import type { DatabaseTransaction, RepositorySet } from '../../repositories';
import type { OrderTrackingTokensRepository } from '../../repositories/order-tracking-tokens-repository';

export interface TrackingLinks {
  /** Mints a fresh 128-bit token for the order, stores only its hash (inside `trx` when
   *  given), and returns the page's absolute URL: `${publicUrl}/track/${token}`. */
  issue(orderUuid: string, trx?: DatabaseTransaction): Promise<string>;
  /**
   * The same inside a `repositories.transaction` (pass its `tx`). The order must be inserted
   * first: the token row refers to it.
   */
  issueIn(tx: Pick<RepositorySet, 'trackingTokens'>, orderUuid: string): Promise<string>;
}

/** The SHA-256 of a token, as hex: what is stored and looked up. */
export function hashTrackingToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface TrackingLinksDependencies {
  /** The token repository on the connection, or on the knex transaction given. */
  tokensOn: (trx?: DatabaseTransaction) => OrderTrackingTokensRepository;
  /** The shop's public URL without a trailing slash (config `publicUrl`). */
  publicUrl: string;
  now?: () => Date;
}

export function createTrackingLinks({
  tokensOn,
  publicUrl,
  now = () => new Date(),
}: TrackingLinksDependencies): TrackingLinks {
  const issueIn: TrackingLinks['issueIn'] = async (tx, orderUuid) => {
    const token = randomBytes(16).toString('base64url');
    await tx.trackingTokens.insert({ orderUuid, tokenHash: hashTrackingToken(token) }, now());
    return `${publicUrl}${trackingPathOf(token)}`;
  };
  return {
    issue: (orderUuid, trx) => issueIn({ trackingTokens: tokensOn(trx) }, orderUuid),
    issueIn,
  };
}

/** The `/track/<token>` end of a link `issue` returned (the intake answer carries the path). */
export function trackingPathOfUrl(url: string): string {
  const path = /\/track\/[A-Za-z0-9_-]{22}$/.exec(url)?.[0];
  if (path === undefined) throw new Error('Not a tracking link');
  return path;
}
