/**
 * `npm run bench`: the API benchmark (bare Koa, then the admin list and order intake at 100,000
 * orders on SQLite and MySQL), then the web page-load budget when the web app is built.
 *
 *   npm run bench [-- --lighthouse]
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runApiBench } from './api/run-api-bench';
import { runWebBench } from './web';

await runApiBench();

console.log('\nWeb:');
if (existsSync(fileURLToPath(new URL('../../web/dist/index.html', import.meta.url)))) {
  await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });
} else {
  console.log('  skipped: no web build (npm run build)');
}
