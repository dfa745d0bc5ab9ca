import type { Knex } from 'knex';
import { toDbTimestamp } from '../db/columns';

/** The customers' tracking links, by the SHA-256 of their token (never the token itself). */
export interface OrderTrackingTokensRepository {
  /** Stores one more link of the order; the order must exist (in this transaction or before). */
  insert(token: { orderUuid: string; tokenHash: string }, at: Date): Promise<void>;
  /** The order a token hash belongs to, or undefined. */
  findOrderUuid(tokenHash: string): Promise<string | undefined>;
}

interface TrackingTokenRow {
  order_uuid: string;
  token_hash: string;
}

export function createOrderTrackingTokensRepository(db: Knex): OrderTrackingTokensRepository {
  return {
    async insert(token, at) {
      await db('order_tracking_tokens').insert({
        order_uuid: token.orderUuid,
        token_hash: token.tokenHash,
        created_at: toDbTimestamp(at),
      });
    },
    async findOrderUuid(tokenHash) {
      const row = await db<TrackingTokenRow>('order_tracking_tokens')
        .select('order_uuid')
        .where({ token_hash: tokenHash })
        .first();
      return row?.order_uuid;
    },
  };
}
