import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ProductionService } from '../services/production/production-service';
import { orderUuid } from './order-uuid';

/** A download: `Content-Disposition: attachment; filename="<name>"` and the given type. */
function download(ctx: Context, fileName: string, type: string): void {
  ctx.attachment(fileName);
  ctx.type = type;
}

/**
 * The production outputs of one order (docs/production.md), for admins (`signedIn`): the
 * hardware summary and the cut list as JSON, the production file as text, every file as a zip.
 */
export function registerProductionRoutes(
  router: Router,
  production: ProductionService,
  signedIn: Middleware,
): void {
  router.get('/orders/:uuid/hardware', signedIn, async (ctx) => {
    ctx.body = await production.hardware(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/cutlist', signedIn, async (ctx) => {
    ctx.body = await production.cutList(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/production.txt', signedIn, async (ctx) => {
    const file = await production.productionFile(orderUuid(ctx.params));
    download(ctx, file.fileName, 'text/plain; charset=utf-8');
    ctx.body = file.content;
  });

  router.get('/orders/:uuid/export', signedIn, async (ctx) => {
    const archive = await production.exportArchive(orderUuid(ctx.params));
    // The same order gives the same bytes: the browser may keep a copy, and must ask first.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('ETag', archive.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // application/zip is not compressible: the compression middleware leaves it as it is.
    download(ctx, archive.fileName, 'application/zip');
    ctx.body = archive.open();
  });
}
