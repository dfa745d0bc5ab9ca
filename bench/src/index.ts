/**
 * `npm run bench`: the API benchmark (bare Koa, then the admin list and order intake at 100,000
 * orders on SQLite and MySQL), then the web benchmark on `npm start`'s own server (it builds the
 * web app first when the build is missing or stale, as `npm start` does). `--web-only` skips
 * the API benchmark; `--lighthouse` adds Lighthouse's mobile scores (median of 3 runs).
 *
 *   npm run bench [-- [--web-only] [--lighthouse]]
 */
import { runApiBench } from './api/run-api-bench';
import { runWebBench } from './web';

const webOnly = process.argv.includes('--web-only');
if (!webOnly) await runApiBench();

console.log(webOnly ? 'Web:' : '\nWeb:');
await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });
