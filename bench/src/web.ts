/**
 * Web page-load budget: the JavaScript /home loads (gzip) and, with --lighthouse, Lighthouse's
 * mobile performance and accessibility scores for /home and /step1. Then the admin area: the
 * JavaScript /admin/login and (signed in) /admin/orders load, and with --lighthouse the scores
 * of /admin/login.
 *
 *   npm run build -w @cutshop/web
 *   node --import tsx bench/src/web.ts [--lighthouse]
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAdminPages } from './web/admin-pages';
import { lighthouseScores, type LighthouseScores } from './web/lighthouse';
import { scriptsLoadedBy, type ScriptWeight } from './web/page-weight';
import { serveStatic } from './web/static-server';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** The budget of the issue: JavaScript loaded by /home, gzip. */
export const HOME_JS_BUDGET_KB = 170;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints each script with its gzip size and returns the total in bytes. */
function printScripts(title: string, scripts: ScriptWeight[]): number {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`JavaScript loaded by ${title} (gzip -9):`);
  for (const script of scripts) {
    console.log(`  ${script.path.padEnd(48)} ${kb(script.gzipBytes).padStart(7)} kB`);
  }
  return total;
}

function printLighthouse(path: string, scores: LighthouseScores): void {
  const shown = (score: number | null) => (score === null ? 'n/a (not computed)' : String(score));
  console.log(
    `Lighthouse mobile ${path}: performance ${shown(scores.performance)}, accessibility ${shown(scores.accessibility)}`,
  );
}

export async function runWebBench(options: { lighthouse: boolean }): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No build at ${DIST}: run \`npm run build -w @cutshop/web\` first.`);
  }
  const server = await serveStatic(DIST);
  try {
    const total = printScripts('/home', await scriptsLoadedBy(`${server.origin}/home`, DIST));
    const verdict = total / 1024 <= HOME_JS_BUDGET_KB ? 'within' : 'OVER';
    console.log(`  total ${kb(total)} kB (${verdict} the ${HOME_JS_BUDGET_KB} kB budget)`);

    if (options.lighthouse) {
      for (const path of ['/home', '/step1']) {
        printLighthouse(path, await lighthouseScores(`${server.origin}${path}`));
      }
    }
  } finally {
    await server.close();
  }

  const admin = await measureAdminPages(DIST, options);
  console.log(`  total ${kb(printScripts('/admin/login', admin.loginScripts))} kB`);
  const signedIn = printScripts('/admin/orders, signed in', admin.ordersScripts);
  console.log(`  total ${kb(signedIn)} kB`);
  if (admin.loginLighthouse) printLighthouse('/admin/login', admin.loginLighthouse);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });
}
