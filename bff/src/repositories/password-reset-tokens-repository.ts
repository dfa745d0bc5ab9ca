import type { Knex } from 'knex';
import { dateFromDb, toDbTimestamp } from '../db/columns';

interface PasswordResetTokenRecord {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface PasswordResetTokensRepository {
  insert(token: { userId: number; tokenHash: string; expiresAt: Date }, at: Date): Promise<void>;
  findByHash(tokenHash: string): Promise<PasswordResetTokenRecord | undefined>;
  /** Uses the token up; false when it was used already or has expired at `at`. */
  consume(id: number, at: Date): Promise<boolean>;
  /** Uses up every unused token of the user (a newer link replaces older ones). */
  discardUnused(userId: number, at: Date): Promise<void>;
}

interface ResetTokenRow {
  id: number;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export function createPasswordResetTokensRepository(db: Knex): PasswordResetTokensRepository {
  return {
    async insert(token, at) {
      await db('password_reset_tokens').insert({
        user_id: token.userId,
        token_hash: token.tokenHash,
        created_at: toDbTimestamp(at),
        expires_at: toDbTimestamp(token.expiresAt),
      });
    },
    async findByHash(tokenHash) {
      const row = await db<ResetTokenRow>('password_reset_tokens')
        .where({ token_hash: tokenHash })
        .first();
      if (row === undefined) return undefined;
      return {
        id: Number(row.id),
        userId: Number(row.user_id),
        expiresAt: dateFromDb(row.expires_at),
        usedAt: row.used_at === null ? null : dateFromDb(row.used_at),
      };
    },
    async consume(id, at) {
      const changed = await db('password_reset_tokens')
        .where({ id })
        .whereNull('used_at')
        .where('expires_at', '>', toDbTimestamp(at))
        .update({ used_at: toDbTimestamp(at) });
      return changed === 1;
    },
    async discardUnused(userId, at) {
      await db('password_reset_tokens')
        .where({ user_id: userId })
        .whereNull('used_at')
        .update({ used_at: toDbTimestamp(at) });
    },
  };
}
