import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { jsonBody } from '../middleware/json-body';
import { adminOf } from '../middleware/require-admin';
import type { PriceListService } from '../services/price-list-service';
import { sendJsonFromMemory } from './json-from-memory';

/**
 * The shop's price list (docs/production/prices.md): GET is public (the customer's browser
 * estimates with it), from memory with an ETag; PUT and the history need an admin session.
 */
export function registerPriceListRoutes(
  router: Router,
  priceList: PriceListService,
  signedIn: Middleware,
): void {
  router.get('/price-list', async (ctx) => {
    sendJsonFromMemory(ctx, await priceList.current());
  });

  router.put('/price-list', signedIn, ...jsonBody, async (ctx) => {
    ctx.body = await priceList.update(ctx.request.body as unknown, adminOf(ctx));
  });

  router.get('/price-list/history', signedIn, async (ctx) => {
    const limit = ctx.query.limit;
    ctx.body = await priceList.history({ limit: Array.isArray(limit) ? limit[0] : limit });
  });
}
