import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt, Node's own (no native module), at the cost the OWASP Password
 * Storage Cheat Sheet gives for it. Hashes are self-describing strings, so the parameters can be
 * raised later and old hashes still verify (and are upgraded at the next sign-in):
 *
 *   $scrypt$v=1$ln=17,r=8,p=1$<salt, base64>$<hash, base64>
 */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^17, r = 8, p = 1: 128 MiB and about half a second per hash on this class of machine. */
export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

const VERSION = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^\$scrypt\$v=(\d+)\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node refuses above 32 MiB unless told.
    maxmem: 256 * N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function parse(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored);
  if (!match || Number(match[1]) !== VERSION) return null;
  const [logN, r, p] = [Number(match[2]), Number(match[3]), Number(match[4])];
  // Bounds keep a damaged or planted row from asking for absurd work.
  if (logN < 10 || logN > 22 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return {
    params: { logN, r, p },
    salt: Buffer.from(match[5] ?? '', 'base64'),
    key: Buffer.from(match[6] ?? '', 'base64'),
  };
}

export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(readonly params: ScryptParams = OWASP_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { logN, r, p } = this.params;
    return `$scrypt$v=${VERSION}$ln=${logN},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
  }

  /** Compares in constant time; false for a wrong password or an unreadable hash. */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (parsed === null) {
      await this.verifyNothing(password);
      return false;
    }
    const key = await derive(password, parsed.salt, parsed.params);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  /**
   * The work of a verification for an account that does not exist, so that an unknown e-mail
   * answers no faster than a wrong password.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(18).toString('base64'));
    const dummy = parse(await this.dummyHash);
    if (dummy) {
      const key = await derive(password, dummy.salt, dummy.params);
      timingSafeEqual(key, dummy.key);
    }
    return false;
  }

  /** True when the hash was made with other parameters than today's. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    if (parsed === null) return true;
    const { logN, r, p } = parsed.params;
    return logN !== this.params.logN || r !== this.params.r || p !== this.params.p;
  }
}
