import type { Knex } from 'knex';
import { booleanFromDb, dateFromDb, toDbTimestamp } from '../db/columns';

/** A stored refresh token (its hash only). */
interface RefreshTokenRecord {
  id: number;
  userId: number;
  familyId: string;
  remember: boolean;
  expiresAt: Date;
  /** When it was exchanged for its successor; null while it is the family's current token. */
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

interface NewRefreshToken {
  userId: number;
  familyId: string;
  tokenHash: string;
  remember: boolean;
  expiresAt: Date;
}

export interface RefreshTokensRepository {
  insert(token: NewRefreshToken, at: Date): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Marks the token used; false when it was used or revoked already (a concurrent use). */
  markRotated(id: number, at: Date): Promise<boolean>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  /** True while the family (the session) has a token that was not revoked. */
  isFamilyActive(familyId: string): Promise<boolean>;
  revokeAllOfUser(userId: number, at: Date): Promise<void>;
  /** Forgets the user's tokens that expired before `before`. */
  deleteExpired(userId: number, before: Date): Promise<void>;
}

interface RefreshTokenRow {
  id: number;
  user_id: number;
  token_hash: string;
  family_id: string;
  remember: unknown;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

function recordFromRow(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    familyId: row.family_id,
    remember: booleanFromDb(row.remember),
    expiresAt: dateFromDb(row.expires_at),
    rotatedAt: row.rotated_at === null ? null : dateFromDb(row.rotated_at),
    revokedAt: row.revoked_at === null ? null : dateFromDb(row.revoked_at),
  };
}

export function createRefreshTokensRepository(db: Knex): RefreshTokensRepository {
  return {
    async insert(token, at) {
      await db('refresh_tokens').insert({
        user_id: token.userId,
        family_id: token.familyId,
        token_hash: token.tokenHash,
        remember: token.remember,
        created_at: toDbTimestamp(at),
        expires_at: toDbTimestamp(token.expiresAt),
      });
    },
    async findByHash(tokenHash) {
      const row = await db<RefreshTokenRow>('refresh_tokens')
        .where({ token_hash: tokenHash })
        .first();
      return row && recordFromRow(row);
    },
    async markRotated(id, at) {
      const changed = await db('refresh_tokens')
        .where({ id })
        .whereNull('rotated_at')
        .whereNull('revoked_at')
        .update({ rotated_at: toDbTimestamp(at) });
      return changed === 1;
    },
    async revokeFamily(familyId, at) {
      await db('refresh_tokens')
        .where({ family_id: familyId })
        .whereNull('revoked_at')
        .update({ revoked_at: toDbTimestamp(at) });
    },
    async isFamilyActive(familyId) {
      const row = await db('refresh_tokens')
        .first('id')
        .where({ family_id: familyId })
        .whereNull('revoked_at');
      return row !== undefined;
    },
    async revokeAllOfUser(userId, at) {
      await db('refresh_tokens')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .update({ revoked_at: toDbTimestamp(at) });
    },
    async deleteExpired(userId, before) {
      await db('refresh_tokens')
        .where({ user_id: userId })
        .where('expires_at', '<', toDbTimestamp(before))
        .delete();
    },
  };
}
