// `npm run generate:catalogue-fixture`: writes domain/src/testing/catalogue.json, the catalogue
// the mocks and the stories use (domain/src/testing/catalogue.ts reads and validates it), as the
// real server answers GET /api/categories/ after seeding a fresh in-memory database. Run it after
// changing migrations/seeds; the BFF test bff/test/catalogue-fixture.test.ts fails until the
// fixture matches the seed again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'domain/src/testing/catalogue.json');

/** Starts the BFF on a fresh in-memory database and answers its GET /api/categories/. */
async function servedCatalogue() {
  const temp = await mkdtemp(join(tmpdir(), 'cutshop-fixture-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      OUTBOX_DIR: join(temp, 'outbox'),
      WEB_DIST: join(temp, 'web-dist'),
      JWT_SECRET: randomBytes(48).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    const deadline = Date.now() + 30_000;
    let url;
    while (!(url = /Listening on (http:\/\/\S+)/.exec(output)?.[1])) {
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`The server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(`${url}/api/categories/`);
    if (!response.ok) throw new Error(`GET /api/categories/ answered ${response.status}`);
    return await response.json();
  } finally {
    // A server that failed to start has exited already: waiting for its exit would never end.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(temp, { recursive: true, force: true });
  }
}

const tree = await servedCatalogue();
const options = await prettier.resolveConfig(target);
await writeFile(
  target,
  await prettier.format(JSON.stringify(tree, null, 2), { ...options, filepath: target }),
);
console.log(`Wrote ${target.slice(root.length + 1)} (${tree.length} roots)`);
