/**
 * `npm run bench`: the API benchmark (bare Koa, then the admin list and order intake at 100,000
 * orders on SQLite and MySQL), then the web benchmark on `npm start`'s own server (it builds the
 * web app first when the build is missing or stale, as `npm start` does), then the nesting
 * benchmark (cutting plans against guillotine-packer). `--web-only` runs the web benchmark
 * alone; `--lighthouse` adds Lighthouse's mobile scores (median of 3 runs); `--nesting-only`
 * runs the nesting benchmark alone; `--api-only` runs the API benchmark alone; `--galera` adds
 * the order intake and the admin list through a three-node Galera cluster to the API benchmark
 * (`--galera-only`: the baseline and that section alone).
 *
 *   npm run bench [-- [--api-only] [--web-only] [--lighthouse] [--nesting-only] [--galera]]
 */
import { runApiBench } from './api/run-api-bench';
import { runNestingBench } from './nesting/run-nesting-bench';
import { runWebBench } from './web';

const webOnly = process.argv.includes('--web-only');
const nestingOnly = process.argv.includes('--nesting-only');
const apiOnly = process.argv.includes('--api-only');
const nestingLarge = process.argv.includes('--nesting-large');
const galera = { galera: process.argv.includes('--galera') };

if (process.argv.includes('--galera-only')) {
  await runApiBench([], { galera: true });
} else if (apiOnly) {
  await runApiBench(undefined, galera);
} else if (nestingOnly) {
  console.log('Nesting:');
  await runNestingBench({ large: nestingLarge });
} else {
  if (!webOnly) await runApiBench(undefined, galera);

  console.log(webOnly ? 'Web:' : '\nWeb:');
  await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });

  if (!webOnly) {
    console.log('\nNesting:');
    await runNestingBench({ large: nestingLarge });
  }
}
