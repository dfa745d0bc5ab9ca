/**
 * `npm run bench`: the API benchmark (bare Koa, then the admin list and order intake at 100,000
 * orders on SQLite and MySQL), then the web page-load budget when the web app is built.
 * `--web-only` skips the API benchmark; `--lighthouse` adds Lighthouse's mobile scores.
 *
 *   npm run bench [-- [--web-only] [--lighthouse]]
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runApiBench } from './api/run-api-bench';
import { runWebBench } from './web';

const webOnly = process.argv.includes('--web-only');
if (!webOnly) await runApiBench();

console.log(webOnly ? 'Web:' : '\nWeb:');
if (existsSync(fileURLToPath(new URL('../../web/dist/index.html', import.meta.url)))) {
  await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });
} else if (webOnly) {
  throw new Error('No web build: run `npm run build -w @cutshop/web` first.');
} else {
  console.log('  skipped: no web build (npm run build)');
}
