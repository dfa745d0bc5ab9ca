import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isStrongPassword } from '@cutshop/domain';

/** An opaque 256-bit token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are kept as their SHA-256 only: a copy of the database cannot be used to sign in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random 16-character password (about 93 bits) that meets the password policy. */
export function generatePassword(length = 16): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < length; index += 1) {
      password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    }
    if (isStrongPassword(password)) return password;
  }
}
