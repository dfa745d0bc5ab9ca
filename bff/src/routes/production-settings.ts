import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { jsonBody } from '../middleware/json-body';
import { adminOf } from '../middleware/require-admin';
import type { ProductionSettingsService } from '../services/production-settings-service';

/**
 * The shop's production settings (docs/production/nesting.md, "The shop's settings"): read,
 * saved and their history, each with an admin session.
 */
export function registerProductionSettingsRoutes(
  router: Router,
  settings: ProductionSettingsService,
  signedIn: Middleware,
): void {
  router.get('/production-settings', signedIn, async (ctx) => {
    ctx.body = await settings.current();
  });

  router.put('/production-settings', signedIn, ...jsonBody, async (ctx) => {
    ctx.body = await settings.update(ctx.request.body as unknown, adminOf(ctx));
  });

  router.get('/production-settings/history', signedIn, async (ctx) => {
    const limit = ctx.query.limit;
    ctx.body = await settings.history({ limit: Array.isArray(limit) ? limit[0] : limit });
  });
}
