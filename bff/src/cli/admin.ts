/**
 * The admin command (README: Admin accounts):
 *
 *   npm run admin -- create <email>
 *   npm run admin -- reset-password <email>
 *
 * The password is asked for on a terminal (twice), else taken from ADMIN_PASSWORD, else
 * generated and printed once. It uses the server's configuration (DATABASE_URL...) and brings
 * the database schema up to date first. A password reset ends every session of the account.
 */
import { DomainError, MESSAGES, isStrongPassword } from '@cutshop/domain';
import { ConfigError, loadConfig } from '../config';
import { AppError } from '../errors';
import { createKnex, prepareDatabase } from '../db/connection';
import { describeDatabase } from '../db/database-url';
import { createRepositories } from '../repositories';
import { AdminAccounts } from '../services/auth/admin-accounts';
import { PasswordHasher } from '../services/auth/password-hash';
import { generatePassword } from '../services/auth/secrets';
import { promptHidden } from './prompt';

const PASSWORD_RULES =
  'at least 8 characters, with an upper-case letter, a lower-case letter and a digit';

const USAGE = `Usage:
  npm run admin -- create <email>
  npm run admin -- reset-password <email>

The password is asked for on a terminal, else read from ADMIN_PASSWORD, else generated and
printed once. Rules: ${PASSWORD_RULES}.`;

class UsageError extends Error {}

/** The new password, and whether it was generated (then it must be shown). */
async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (process.stdin.isTTY) {
    const password = await promptHidden('New password: ');
    if (!isStrongPassword(password)) {
      throw new UsageError(`${MESSAGES.passwordWeak}: ${PASSWORD_RULES}.`);
    }
    if ((await promptHidden('Repeat it: ')) !== password) {
      throw new UsageError(MESSAGES.passwordMismatch);
    }
    return { password, generated: false };
  }
  // loadConfig has checked ADMIN_PASSWORD against the policy already.
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, generated: false };
  return { password: generatePassword(), generated: true };
}

async function main(argv: readonly string[]): Promise<void> {
  const [command, email, ...rest] = argv;
  if ((command !== 'create' && command !== 'reset-password') || !email || rest.length > 0) {
    throw new UsageError(USAGE);
  }
  const config = loadConfig(process.env);
  const db = createKnex(config.database);
  try {
    await prepareDatabase(db);
    const accounts = new AdminAccounts(createRepositories(db), new PasswordHasher());
    const { password, generated } = await choosePassword();
    if (command === 'create') {
      await accounts.create(email, password);
      console.log(`Admin account created: ${email.trim().toLowerCase()}`);
    } else {
      await accounts.resetPassword(email, password);
      console.log(
        `Password changed for ${email.trim().toLowerCase()}; every session of the account was ended.`,
      );
    }
    if (generated) console.log(`Password (shown once): ${password}`);
    console.log(`Database: ${describeDatabase(config.database)}`);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DomainError ||
      error instanceof AppError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `The admin command failed: ${message}`);
    process.exit(1);
  },
);
