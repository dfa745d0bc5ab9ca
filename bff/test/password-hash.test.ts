import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT, PasswordHasher } from '../src/services/auth/password-hash';
import { generatePassword, randomToken, tokenHash } from '../src/services/auth/secrets';
import { isStrongPassword } from '@cutshop/domain';
import { CHEAP_SCRYPT } from './support/harness';

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost by default: N = 2^17, r = 8, p = 1', async () => {
    expect(OWASP_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const hasher = new PasswordHasher();
    const hash = await hasher.hash('Correct-horse-1');
    expect(hash).toMatch(/^\$scrypt\$v=1\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hasher.verify('Correct-horse-1', hash)).toBe(true);
    expect(await hasher.verify('Correct-horse-2', hash)).toBe(false);
  });

  it('salts every hash and verifies hashes made at another cost', async () => {
    const cheap = new PasswordHasher(CHEAP_SCRYPT);
    const [first, second] = [await cheap.hash('Same-pass-1'), await cheap.hash('Same-pass-1')];
    expect(first).not.toBe(second);
    const other = new PasswordHasher({ logN: 11, r: 8, p: 1 });
    expect(await other.verify('Same-pass-1', first)).toBe(true);
    expect(other.needsRehash(first)).toBe(true);
    expect(cheap.needsRehash(first)).toBe(false);
  });

  it('refuses unreadable hashes and absurd parameters without throwing', async () => {
    const hasher = new PasswordHasher(CHEAP_SCRYPT);
    for (const stored of [
      '',
      'plain-text',
      '$scrypt$v=2$ln=10,r=8,p=1$c2FsdA$aGFzaA',
      '$scrypt$v=1$ln=40,r=8,p=1$c2FsdA$aGFzaA',
      '$2b$12$abcdefghijklmnopqrstuv',
    ]) {
      expect(await hasher.verify('anything', stored)).toBe(false);
      expect(hasher.needsRehash(stored)).toBe(true);
    }
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const hasher = new PasswordHasher(CHEAP_SCRYPT);
    const composed = 'Caf\u00e9-pass-1';
    const decomposed = 'Cafe\u0301-pass-1';
    expect(await hasher.verify(decomposed, await hasher.hash(composed))).toBe(true);
  });
});

describe('secrets', () => {
  it('makes 256-bit URL-safe tokens, stored as SHA-256', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
  });

  it('generates passwords that meet the policy', () => {
    for (let round = 0; round < 50; round += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(isStrongPassword(password)).toBe(true);
    }
  });
});
