import { ValidationError, fieldError, isStrongPassword } from '@cutshop/domain';
import { UniqueViolationError } from '../../db/errors';
import type { Logger } from '../../logger';
import type { Repositories } from '../../repositories';
import { AccountExistsError, AccountNotFoundError } from '../errors';
import { normalizeEmail } from './auth-service';
import type { PasswordHasher } from './password-hash';
import { generatePassword } from './secrets';

/** The first admin's address when ADMIN_EMAIL is not set. */
const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

function checkPolicy(password: string): void {
  if (!isStrongPassword(password)) {
    throw new ValidationError([fieldError('password', 'passwordWeak')]);
  }
}

/** Creating admin accounts and setting their passwords (start-up and the admin command). */
export class AdminAccounts {
  constructor(
    private readonly repositories: Repositories,
    private readonly hasher: PasswordHasher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Throws AccountExistsError, or a ValidationError when the password breaks the policy. */
  async create(email: string, password: string): Promise<void> {
    checkPolicy(password);
    const normalized = normalizeEmail(email);
    const passwordHash = await this.hasher.hash(password);
    try {
      await this.repositories.users.insert(normalized, passwordHash, this.now());
    } catch (error) {
      if (error instanceof UniqueViolationError) throw new AccountExistsError(normalized);
      throw error;
    }
  }

  /** Sets a new password and ends every session of the account. */
  async resetPassword(email: string, password: string): Promise<void> {
    checkPolicy(password);
    const normalized = normalizeEmail(email);
    const user = await this.repositories.users.findByEmail(normalized);
    if (!user) throw new AccountNotFoundError(normalized);
    const passwordHash = await this.hasher.hash(password);
    await this.repositories.transaction(
      async (tx) => {
        const now = this.now();
        await tx.users.updatePassword(user.id, passwordHash, now);
        await tx.refreshTokens.revokeAllOfUser(user.id, now);
      },
      { what: 'password reset by an admin', idempotent: true },
    );
  }

  /**
   * At start: when there is no admin at all, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or
   * admin@localhost with a random password printed once. Another process creating it at the
   * same moment is fine.
   */
  async ensureFirstAdmin(
    configured: { email: string | null; password: string | null },
    logger: Logger,
  ): Promise<void> {
    if (await this.repositories.users.any()) return;
    const email = configured.email ?? DEFAULT_ADMIN_EMAIL;
    const password = configured.password ?? generatePassword();
    try {
      await this.create(email, password);
    } catch (error) {
      if (error instanceof AccountExistsError) return;
      throw error;
    }
    if (configured.password === null) {
      logger.info(`Admin sign-in: ${normalizeEmail(email)} / ${password}`);
      logger.info(
        'It is shown only this once. Change it with "npm run admin -- reset-password <email>".',
      );
    } else {
      logger.info(`Admin account created: ${normalizeEmail(email)} (password from ADMIN_PASSWORD)`);
    }
  }
}
