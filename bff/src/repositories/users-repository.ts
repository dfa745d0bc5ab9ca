import type { Knex } from 'knex';
import { toDbTimestamp } from '../db/columns';

/** An admin account. `email` is stored trimmed and lower-cased. */
interface AdminUser {
  id: number;
  email: string;
  passwordHash: string;
}

export interface UsersRepository {
  findByEmail(email: string): Promise<AdminUser | undefined>;
  findById(id: number): Promise<AdminUser | undefined>;
  /** True when at least one account exists. */
  any(): Promise<boolean>;
  /** Fails with UniqueViolationError when the e-mail has an account already. */
  insert(email: string, passwordHash: string, at: Date): Promise<number>;
  updatePassword(id: number, passwordHash: string, at: Date): Promise<void>;
}

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
}

function userFromRow(row: UserRow): AdminUser {
  return { id: Number(row.id), email: row.email, passwordHash: row.password_hash };
}

export function createUsersRepository(db: Knex): UsersRepository {
  return {
    async findByEmail(email) {
      const row = await db<UserRow>('users').where({ email }).first();
      return row && userFromRow(row);
    },
    async findById(id) {
      const row = await db<UserRow>('users').where({ id }).first();
      return row && userFromRow(row);
    },
    async any() {
      return (await db('users').first('id')) !== undefined;
    },
    async insert(email, passwordHash, at) {
      const [id] = await db('users').insert({
        email,
        password_hash: passwordHash,
        created_at: toDbTimestamp(at),
        updated_at: toDbTimestamp(at),
      });
      return Number(id);
    },
    async updatePassword(id, passwordHash, at) {
      await db('users')
        .where({ id })
        .update({ password_hash: passwordHash, updated_at: toDbTimestamp(at) });
    },
  };
}
