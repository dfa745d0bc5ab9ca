import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB_DIST } from './support/paths';

/** What the built app is made from: a change in any of these makes web/dist stale. */
const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/build',
  'design-system/src',
  'domain/src',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

/** Builds the web app first when web/dist is missing or older than its sources. */
export default function buildWebAppWhenStale(): void {
  const built = join(WEB_DIST, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...WEB_SOURCES.map((source) => newestChange(join(ROOT, source))));
  if (builtAt > sourcesAt) return;
  console.log('[e2e] web/dist is missing or stale: npm run build -w @cutshop/web');
  const build = spawnSync('npm', ['run', 'build', '-w', '@cutshop/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('Building the web app for the end-to-end test failed');
}
