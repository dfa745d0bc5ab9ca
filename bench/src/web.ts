/**
 * Web page-load budget: the JavaScript /home loads (gzip) and, with --lighthouse, Lighthouse's
 * mobile performance and accessibility scores for /home and /step1.
 *
 *   npm run build -w @cutshop/web
 *   node --import tsx bench/src/web.ts [--lighthouse]
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseScores } from './web/lighthouse';
import { scriptsLoadedBy } from './web/page-weight';
import { serveStatic } from './web/static-server';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** The budget of the issue: JavaScript loaded by /home, gzip. */
export const HOME_JS_BUDGET_KB = 170;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function runWebBench(options: { lighthouse: boolean }): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No build at ${DIST}: run \`npm run build -w @cutshop/web\` first.`);
  }
  const server = await serveStatic(DIST);
  try {
    const scripts = await scriptsLoadedBy(`${server.origin}/home`, DIST);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.log('JavaScript loaded by /home (gzip -9):');
    for (const script of scripts) {
      console.log(`  ${script.path.padEnd(48)} ${kb(script.gzipBytes).padStart(7)} kB`);
    }
    const verdict = total / 1024 <= HOME_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(`  total ${kb(total)} kB (${verdict} the ${HOME_JS_BUDGET_KB} kB budget)`);

    if (options.lighthouse) {
      for (const path of ['/home', '/step1']) {
        const scores = await lighthouseScores(`${server.origin}${path}`);
        console.log(
          `Lighthouse mobile ${path}: performance ${scores.performance}, accessibility ${scores.accessibility}`,
        );
      }
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });
}
