import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { parseOrThrow, statusChangeSchema } from '@cutshop/domain';
import { jsonBody } from '../middleware/json-body';
import { adminOf } from '../middleware/require-admin';
import type { OrderAdminService } from '../services/orders/order-admin-service';
import { orderUuid } from './order-uuid';

/** The admins' order endpoints; each needs a session (`signedIn`). */
export function registerAdminOrderRoutes(
  router: Router,
  orders: OrderAdminService,
  signedIn: Middleware,
): void {
  router.get(['/orders/', '/orders'], signedIn, async (ctx) => {
    // Written once per page and revision (docs/decisions/0001-admin-list-read-model.md).
    ctx.type = 'json';
    ctx.body = await orders.listPage(ctx.querystring);
  });

  // Before '/orders/:uuid', which would otherwise take "summary" for a uuid.
  router.get('/orders/summary', signedIn, async (ctx) => {
    ctx.body = await orders.summary(ctx.querystring);
  });

  router.get('/orders/:uuid', signedIn, async (ctx) => {
    ctx.body = await orders.getPriced(orderUuid(ctx.params));
  });

  router.put('/orders/:uuid', signedIn, ...jsonBody, async (ctx) => {
    const body = parseOrThrow(statusChangeSchema, ctx.request.body as unknown);
    ctx.body = await orders.changeStatus(
      orderUuid(ctx.params),
      {
        status: body.status,
        message: body.message ?? '',
        version: body.version,
        adjustment: body.adjustment,
      },
      adminOf(ctx),
    );
  });

  router.get('/orders/:uuid/history', signedIn, async (ctx) => {
    ctx.body = await orders.history(orderUuid(ctx.params));
  });
}
