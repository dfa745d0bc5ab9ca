import type { Router } from '@koa/router';
import { LABELS_PAGE_CSP } from '@cutshop/domain/production';
import type { Middleware } from 'koa';
import { jsonBody } from '../middleware/json-body';
import type { OffcutService } from '../services/production/offcut-service';
import { orderUuid } from './order-uuid';

/** A query parameter's one value (the first when it is repeated). */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The shop's offcut stock (docs/decisions/0012-offcut-stock.md), for admins (`signedIn`): the
 * list per material, a correction, a removal, the labels page, and an order's replan.
 */
export function registerOffcutRoutes(
  router: Router,
  offcuts: OffcutService,
  signedIn: Middleware,
): void {
  router.get('/offcuts', signedIn, async (ctx) => {
    ctx.body = await offcuts.list();
  });

  router.get('/offcuts/labels.html', signedIn, async (ctx) => {
    const page = await offcuts.labelsPage(single(ctx.query.ids), single(ctx.query.lang));
    ctx.set('Content-Disposition', `inline; filename="${page.fileName}"`);
    ctx.set('Content-Security-Policy', LABELS_PAGE_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.content;
  });

  router.put('/offcuts/:id', signedIn, ...jsonBody, async (ctx) => {
    ctx.body = await offcuts.correct(ctx.params.id ?? '', ctx.request.body as unknown);
  });

  router.delete('/offcuts/:id', signedIn, async (ctx) => {
    await offcuts.remove(ctx.params.id ?? '', single(ctx.query.version));
    ctx.status = 204;
  });

  router.post('/orders/:uuid/cutting-plan/replan', signedIn, ...jsonBody, async (ctx) => {
    ctx.body = await offcuts.replan(orderUuid(ctx.params), ctx.request.body as unknown);
  });
}
