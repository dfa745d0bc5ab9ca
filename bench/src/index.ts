/**
 * `npm run bench`: the API benchmark (bare Koa, then the admin list and order intake at 100,000
 * orders on SQLite and MySQL), then the web page-load budget when the web app is built.
 *
 *   npm run bench [-- --lighthouse]
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runApiBench } from './api/run-api-bench';

await runApiBench();

const webBench = fileURLToPath(new URL('./web.ts', import.meta.url));
const webBuild = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
if (existsSync(webBench)) {
  console.log('\nWeb:');
  if (!existsSync(webBuild)) {
    console.log('  skipped: no web build (npm run build)');
  } else {
    // Loaded by path: the web part is optional and may not exist in every checkout.
    const web = (await import(pathToFileURL(webBench).href)) as {
      runWebBench?: (options: { lighthouse: boolean }) => Promise<void>;
    };
    await web.runWebBench?.({ lighthouse: process.argv.includes('--lighthouse') });
  }
}
