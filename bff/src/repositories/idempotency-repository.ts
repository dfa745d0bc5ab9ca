import type { Knex } from 'knex';
import { parseJsonColumn, toDbTimestamp, toJsonColumn } from '../db/columns';

/** The first answer given to a request with an idempotency key. */
interface RememberedResponse {
  requestHash: string;
  status: number;
  body: unknown;
}

export interface IdempotencyRepository {
  find(scope: string, key: string): Promise<RememberedResponse | undefined>;
  /** Fails with UniqueViolationError when the key is taken (also by a concurrent request). */
  insert(scope: string, key: string, response: RememberedResponse, at: Date): Promise<void>;
}

interface IdempotencyRow {
  scope: string;
  idempotency_key: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: string;
}

export function createIdempotencyRepository(db: Knex): IdempotencyRepository {
  return {
    async find(scope, key) {
      const row = await db<IdempotencyRow>('idempotency_keys')
        .where({ scope, idempotency_key: key })
        .first();
      if (row === undefined) return undefined;
      return {
        requestHash: row.request_hash,
        status: Number(row.response_status),
        body: parseJsonColumn(row.response_body),
      };
    },
    async insert(scope, key, response, at) {
      await db('idempotency_keys').insert({
        scope,
        idempotency_key: key,
        request_hash: response.requestHash,
        response_status: response.status,
        response_body: toJsonColumn(response.body),
        created_at: toDbTimestamp(at),
      });
    },
  };
}
