/**
 * The web benchmark, on the product as shipped: `npm start`'s own server (scripts/start.mjs:
 * build when stale, then the BFF with NODE_ENV=production) on a fresh SQLite database with a
 * page of orders. It reports the bytes over the wire Chromium receives for /home, /step1,
 * /admin/login and (signed in) /admin/orders, the JavaScript /home loads before it is
 * interactive, with --lighthouse the median of 3 Lighthouse mobile runs of /home, /step1,
 * /admin/login and a placed order's tracking page, and the targets met or missed.
 *
 *   node --import tsx bench/src/web.ts [--lighthouse]
 */
import { fileURLToPath } from 'node:url';
import { seedOrders, signInThroughApi } from '../../e2e/support/admin';
import { chunksOnlyFor, readManifest } from '../../e2e/support/chunk-graph';
import { WEB_DIST } from '../../e2e/support/paths';
import {
  calibratedSlowdown,
  DEFAULT_SLOWDOWN,
  hostIndexes,
  LIGHTHOUSE_VERSION,
  lighthouseMedian,
  median,
  type LighthouseMedian,
} from './web/lighthouse';
import { logPageLoad } from './web/network-log';
import { startProductServer } from './web/product-server';
import {
  formatLighthouse,
  formatLighthouseHost,
  type CalibratedLighthouse,
  formatScripts,
  formatTargets,
  formatWeights,
  SCORED_PAGES,
  TRACK_PAGE,
  type PageWeight,
} from './web/report';

/** One page of the admin list (docs/product.md §9: 15 per page), so it renders full rows. */
const SEEDED_ORDERS = 15;
const LIGHTHOUSE_RUNS = 3;

/** Says which chunks only the admin area needs that a customer page loaded (none expected). */
function adminChunksIn(weight: PageWeight): string {
  let adminOnly: string[];
  try {
    adminOnly = chunksOnlyFor(readManifest(WEB_DIST), 'src/features/admin/');
  } catch (error) {
    return `unknown (${(error as Error).message})`;
  }
  const loaded = weight.responses.filter((response) => adminOnly.includes(response.path));
  return loaded.length === 0 ? 'none' : loaded.map((response) => response.path).join(', ');
}

export async function runWebBench(options: { lighthouse: boolean }): Promise<void> {
  console.log("  starting npm start's server (it builds the web app first when it is stale)...");
  const server = await startProductServer();
  try {
    const { origin } = server;
    console.log(`  ${origin} (scripts/start.mjs, pid ${server.pid}, NODE_ENV=production)`);
    const [order] = await seedOrders(origin, SEEDED_ORDERS);
    // The intake's answer carries the customer's tracking link (docs/product.md).
    const trackPath = (order as { trackingPath?: unknown } | undefined)?.trackingPath;
    if (typeof trackPath !== 'string' || !trackPath.startsWith('/track/')) {
      throw new Error(`the order's answer has no tracking path: ${JSON.stringify(order)}`);
    }

    const weights: PageWeight[] = [];
    for (const path of ['/home', '/step1', '/admin/login']) {
      weights.push({ title: path, responses: await logPageLoad(`${origin}${path}`) });
    }
    weights.push({ title: TRACK_PAGE, responses: await logPageLoad(`${origin}${trackPath}`) });
    weights.push({
      title: '/admin/orders, signed in',
      responses: await logPageLoad(`${origin}/admin/orders`, (page) =>
        signInThroughApi(page.request, origin),
      ),
    });
    const [home] = weights;
    if (!home) throw new Error('no /home figures');
    console.log(
      '\nBytes over the wire (Chromium network log, cold cache, until the network is idle;',
    );
    console.log('headers + body as sent, compressed when served so; kB = 1024 bytes):');
    console.log(formatWeights(weights));
    console.log(formatScripts(home));
    console.log(`  admin-only chunks /home loaded: ${adminChunksIn(home)}`);

    let lighthouse: Map<string, LighthouseMedian> | null = null;
    let calibrated: CalibratedLighthouse | null = null;
    if (options.lighthouse) {
      const scored = [
        ...SCORED_PAGES.map((path) => ({ title: path as string, path: path as string })),
        { title: TRACK_PAGE, path: trackPath },
      ];
      const runAll = async (cpuSlowdown: number) => {
        const results = new Map<string, LighthouseMedian>();
        for (const { title, path } of scored) {
          const result = await lighthouseMedian(`${origin}${path}`, LIGHTHOUSE_RUNS, cpuSlowdown);
          results.set(title, result);
          console.log(formatLighthouse(title, result));
        }
        return results;
      };
      console.log(
        `\nLighthouse ${LIGHTHOUSE_VERSION} mobile (default throttling), median of ${LIGHTHOUSE_RUNS} scored runs:`,
      );
      lighthouse = await runAll(DEFAULT_SLOWDOWN);
      console.log(formatLighthouseHost(lighthouse.values()));
      // The same pages at the slowdown Lighthouse's table gives for this host (README, Benchmarks).
      const hostIndex = median(hostIndexes(lighthouse.values()));
      const cpuSlowdown = calibratedSlowdown(hostIndex);
      if (cpuSlowdown !== DEFAULT_SLOWDOWN) {
        console.log(
          `\nLighthouse calibrated to this host (median index ${hostIndex}: ${cpuSlowdown}x CPU slowdown instead of ${DEFAULT_SLOWDOWN}x), median of ${LIGHTHOUSE_RUNS} scored runs:`,
        );
        calibrated = { cpuSlowdown, results: await runAll(cpuSlowdown) };
      }
    }
    console.log(`\n${formatTargets(home, lighthouse, calibrated)}`);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runWebBench({ lighthouse: process.argv.includes('--lighthouse') });
}
