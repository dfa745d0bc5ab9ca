import type { Context } from 'koa';

/**
 * Answers JSON a service keeps in memory, serialised once, with its ETag: revalidated on every
 * use (`no-cache`), a 304 when the browser's copy is current.
 */
export function sendJsonFromMemory(ctx: Context, { json, etag }: { json: string; etag: string }) {
  ctx.status = 200;
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = etag;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'json';
  ctx.body = json;
}
