import type { Router } from '@koa/router';
import { wizardSettingsOf } from '@cutshop/domain/production';
import type { Middleware } from 'koa';
import { jsonBody } from '../middleware/json-body';
import { adminOf } from '../middleware/require-admin';
import type { ProductionSettingsService } from '../services/production-settings-service';

/**
 * How long a browser or a proxy may keep the public read of the wizard's settings: a change of
 * the shop's legs, front gap, reveal or plinth source reaches the wizard within a minute
 * (docs/architecture.md, "A customer order, walked through", step 3).
 */
const LEGS_MAX_AGE_S = 60;

/**
 * The shop's production settings (docs/production/nesting.md, "The shop's settings"): read,
 * saved and their history, each with an admin session; and what of the parts settings the
 * construction check reads (the legs, the front gap and reveal) and the plinths' source, public,
 * for the customers' wizard (its item form says the legs, its check sizes a box and its fronts
 * with them, as intake does, and its hardware list counts a bought plinth profile's length).
 */
export function registerProductionSettingsRoutes(
  router: Router,
  settings: ProductionSettingsService,
  signedIn: Middleware,
): void {
  router.get('/production-settings/legs', async (ctx) => {
    ctx.body = wizardSettingsOf(await settings.current());
    ctx.set('Cache-Control', `public, max-age=${LEGS_MAX_AGE_S}`);
  });

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
