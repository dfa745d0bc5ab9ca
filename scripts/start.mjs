// `npm start`: builds the web app when its sources are newer than the last build, then starts the
// BFF (which migrates and seeds the database and serves the app and /api on one port). With
// WORKERS=n the BFF is a cluster primary that prepares the database once and runs n server
// processes on that port (docs/operations.md); SIGINT and SIGTERM go to it, and it stops them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtPage = join(root, 'web/dist/index.html');
const webSources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/build',
  'design-system/src',
  'domain/src',
  'package-lock.json',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

if (existsSync(join(root, 'web/vite.config.ts'))) {
  const lastBuild = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  const lastChange = Math.max(...webSources.map((source) => newestChange(join(root, source))));
  if (lastChange > lastBuild) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', '@cutshop/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
