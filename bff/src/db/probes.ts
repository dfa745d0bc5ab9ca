import type { Knex } from 'knex';

/**
 * What the operations endpoints read from the connection pool itself (docs/operations.md):
 * whether the database answers, and the pool's figures. Everything else they show comes from the
 * repositories.
 */

/** Resolves once the database has answered a trivial query; rejects when it cannot. */
export async function pingDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}

/** The part of knex's connection pool (tarn) the metrics read. */
interface PoolFigures {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** The connections in use, the idle ones and the requests waiting for one, right now. */
export function poolFigures(db: Knex): { used: number; free: number; pendingAcquires: number } {
  const figures = (db.client as { pool?: PoolFigures }).pool;
  return {
    used: figures?.numUsed() ?? 0,
    free: figures?.numFree() ?? 0,
    pendingAcquires: figures?.numPendingAcquires() ?? 0,
  };
}
