import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JWT_SECRET_MIN_BYTES } from '../../config';

/**
 * The access-token signing secret: JWT_SECRET when set (checked at start), else a random one
 * generated on first start and kept in `file` (mode 0600), so sessions survive a restart and
 * every process on the machine shares it.
 */
export async function loadJwtSecret(settings: {
  jwtSecret: string | null;
  jwtSecretFile: string;
}): Promise<Uint8Array> {
  if (settings.jwtSecret !== null) return Buffer.from(settings.jwtSecret, 'utf8');
  const file = settings.jwtSecretFile;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': never replace a secret another process has just written.
    await writeFile(file, `${randomBytes(48).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8');
  if (secret.length < JWT_SECRET_MIN_BYTES) {
    throw new Error(
      `${file} holds fewer than ${JWT_SECRET_MIN_BYTES} bytes: delete it to have a new secret generated`,
    );
  }
  return secret;
}
