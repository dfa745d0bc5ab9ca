import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { ISO_TIMESTAMP_PATTERN, parseOrThrow } from '@cutshop/domain';
import { jsonBody } from '../middleware/json-body';
import { adminOf } from '../middleware/require-admin';
import type { OrderAdminService, OrderListPage } from '../services/order-admin-service';
import { OrderNotFoundError } from '../services/errors';

/**
 * The PUT body is the whole order as the admin screen holds it; only the new status, the
 * rejection message and the version (or updatedAt) it was read at are taken from it. The
 * stored order is the truth for everything else.
 */
const statusChangeSchema = z
  .object({
    status: z.string({ error: 'Required' }).min(1, 'Required'),
    message: z.string().nullish(),
    version: z.number().int().min(0).optional(),
    updatedAt: z.string().regex(ISO_TIMESTAMP_PATTERN, 'expected an ISO 8601 UTC time').optional(),
  })
  .refine((body) => body.version !== undefined || body.updatedAt !== undefined, {
    path: ['version'],
    message: 'Send the version (or updatedAt) of the order as you read it',
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `uuid` route parameter, lower-cased; a 404 when it cannot be an order's. */
function orderUuid(params: Record<string, string | undefined>): string {
  const uuid = params.uuid ?? '';
  if (!UUID.test(uuid)) throw new OrderNotFoundError(uuid);
  return uuid.toLowerCase();
}

/** `{ data, count, total, page, pageCount }` with the orders' JSON copied in as it is. */
function pageJson({ orders, total, page, limit }: OrderListPage): Buffer {
  const pageCount = Math.ceil(total / limit);
  return Buffer.from(
    `{"data":[${orders.join(',')}],"count":${orders.length},"total":${total},"page":${page},"pageCount":${pageCount}}`,
  );
}

/**
 * Answers written once per page the list handed out: a page answered again at the same
 * revision comes back as the same `orders` array, so its ~45 kB body is not built again.
 */
const writtenPages = new WeakMap<readonly unknown[], { page: OrderListPage; body: Buffer }>();

function pageBody(page: OrderListPage): Buffer {
  const written = writtenPages.get(page.orders);
  const same =
    written?.page.total === page.total &&
    written.page.page === page.page &&
    written.page.limit === page.limit;
  if (written && same) return written.body;
  const body = pageJson(page);
  writtenPages.set(page.orders, { page, body });
  return body;
}

/** The admins' order endpoints (SPEC 7); each needs a session (`signedIn`). */
export function registerAdminOrderRoutes(
  router: Router,
  orders: OrderAdminService,
  signedIn: Middleware,
): void {
  router.get(['/orders/', '/orders'], signedIn, async (ctx) => {
    ctx.type = 'json';
    ctx.body = pageBody(await orders.list(ctx.querystring));
  });

  router.get('/orders/:uuid', signedIn, async (ctx) => {
    ctx.body = await orders.get(orderUuid(ctx.params));
  });

  router.put('/orders/:uuid', signedIn, ...jsonBody, async (ctx) => {
    const body = parseOrThrow(statusChangeSchema, ctx.request.body as unknown);
    ctx.body = await orders.changeStatus(
      orderUuid(ctx.params),
      {
        status: body.status,
        message: body.message ?? '',
        basedOn:
          body.version !== undefined
            ? { version: body.version }
            : { updatedAt: body.updatedAt ?? '' },
      },
      adminOf(ctx),
    );
  });

  router.get('/orders/:uuid/history', signedIn, async (ctx) => {
    ctx.body = await orders.history(orderUuid(ctx.params));
  });
}
