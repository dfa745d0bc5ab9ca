import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, found from this file so it does not depend on the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A path as given when absolute, else resolved against the repository root. */
export function fromRepoRoot(target: string): string {
  return path.resolve(REPO_ROOT, target);
}
