import { startBff } from '../../../e2e/support/bff-server';
import { seedOrders, signInThroughApi } from '../../../e2e/support/admin';
import { lighthouseScores, type LighthouseScores } from './lighthouse';
import { scriptsLoadedBy, type ScriptWeight } from './page-weight';
import { serveStatic } from './static-server';

/** What the admin area loads: the sign-in page, and the order list once signed in. */
export interface AdminPageFigures {
  loginScripts: ScriptWeight[];
  ordersScripts: ScriptWeight[];
  loginLighthouse: LighthouseScores | null;
}

/** One page of the list (docs/product.md §9: 15 per page), so the list renders full rows. */
const SEEDED_ORDERS = 15;

/**
 * The admin area needs a real API behind it (its session check, the sign-in and the list), so
 * the real BFF runs on a throw-away SQLite database with a page of orders, behind the same
 * gzip static server as the customer pages. The order list is measured signed in: the admin
 * signs in through the API in the browser context that then loads /admin/orders.
 */
export async function measureAdminPages(
  distDir: string,
  options: { lighthouse: boolean },
): Promise<AdminPageFigures> {
  const bff = await startBff();
  try {
    await seedOrders(bff.origin, SEEDED_ORDERS);
    const server = await serveStatic(distDir, { apiOrigin: bff.origin });
    try {
      const loginScripts = await scriptsLoadedBy(`${server.origin}/admin/login`, distDir);
      const ordersScripts = await scriptsLoadedBy(
        `${server.origin}/admin/orders`,
        distDir,
        (page) => signInThroughApi(page.request, server.origin),
      );
      const loginLighthouse = options.lighthouse
        ? await lighthouseScores(`${server.origin}/admin/login`)
        : null;
      return { loginScripts, ordersScripts, loginLighthouse };
    } finally {
      await server.close();
    }
  } finally {
    await bff.stop();
  }
}
