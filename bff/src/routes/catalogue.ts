import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { SWATCH_IMAGE_MAX_BYTES, ValidationError, fieldError } from '@cutshop/domain';
import { jsonBody, jsonBodyWithin } from '../middleware/json-body';
import { adminOf } from '../middleware/require-admin';
import type { CatalogueAdminService } from '../services/catalogue-admin-service';
import { CatalogueNodeNotFoundError } from '../services/errors';

/**
 * The largest body of POST /api/catalogue/import (docs/rules-and-defaults.md): a whole catalogue
 * file; every other JSON body stays within BODY_LIMIT.
 */
export const IMPORT_BODY_LIMIT = '2mb';

/** A year: an image's path carries its content hash, so it never changes. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** The largest id a node can have (the column is a 32-bit integer). */
const LARGEST_ID = 2_147_483_647;

/**
 * The `id` route parameter. An id that is not a positive integer names no node: 404, as an
 * unknown id (the catalogue routes answer so throughout).
 */
function nodeId(ctx: Context): number {
  const text = (ctx.params as Record<string, string | undefined>).id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= LARGEST_ID)) throw new CatalogueNodeNotFoundError(text);
  return id;
}

function queryText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?dryRun=1` (or `true`): describe the import, change nothing. */
function isDryRun(ctx: Context): boolean {
  const value = queryText(ctx.query.dryRun);
  return value === '1' || value === 'true';
}

/**
 * The request's bytes as sent, whatever its Content-Type (an image is typed by its content),
 * at most SWATCH_IMAGE_MAX_BYTES: a larger one is the image field's error, not a 413.
 */
async function imageBytes(ctx: Context): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, {
      limit: SWATCH_IMAGE_MAX_BYTES,
      length: ctx.get('Content-Length') || undefined,
    });
  } catch (error) {
    if ((error as { type?: unknown }).type === 'entity.too.large') {
      throw new ValidationError([fieldError('image', 'imageTooLarge')]);
    }
    throw error;
  }
}

/**
 * The catalogue editor's endpoints (admin session required, 401 without) and the swatch images
 * (public: customers' pickers show them).
 */
export function registerCatalogueRoutes(
  router: Router,
  catalogue: CatalogueAdminService,
  signedIn: Middleware,
): void {
  // Served from the database, so every process serves every image.
  router.get('/catalogue/images/:file', async (ctx) => {
    const image = await catalogue.image((ctx.params as { file?: string }).file ?? '');
    ctx.status = 200;
    ctx.set('Cache-Control', IMAGE_CACHE);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.etag = image.hash;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = image.contentType;
    ctx.body = image.bytes;
  });

  router.post('/catalogue/images', signedIn, async (ctx) => {
    ctx.status = 201;
    ctx.body = await catalogue.saveImage(await imageBytes(ctx));
  });

  router.get(['/catalogue/', '/catalogue'], signedIn, async (ctx) => {
    ctx.body = await catalogue.entries();
  });

  router.post(['/catalogue/', '/catalogue'], signedIn, ...jsonBody, async (ctx) => {
    const stored = await catalogue.create(ctx.request.body as unknown, adminOf(ctx));
    ctx.status = 201;
    ctx.body = stored;
  });

  router.get('/catalogue/history', signedIn, async (ctx) => {
    ctx.body = await catalogue.history({
      node: queryText(ctx.query.node),
      limit: queryText(ctx.query.limit),
    });
  });

  router.get('/catalogue/export', signedIn, async (ctx) => {
    const file = await catalogue.exportFile();
    const date = file.exportedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="catalogue-${date}.json"`);
    ctx.type = 'json';
    ctx.body = `${JSON.stringify(file, null, 2)}\n`;
  });

  router.post('/catalogue/import', signedIn, ...jsonBodyWithin(IMPORT_BODY_LIMIT), async (ctx) => {
    ctx.body = await catalogue.importFile(ctx.request.body as unknown, isDryRun(ctx), adminOf(ctx));
  });

  router.put('/catalogue/:id', signedIn, ...jsonBody, async (ctx) => {
    ctx.body = await catalogue.update(nodeId(ctx), ctx.request.body as unknown, adminOf(ctx));
  });

  router.post('/catalogue/:id/retire', signedIn, async (ctx) => {
    ctx.body = await catalogue.setRetired(nodeId(ctx), true, adminOf(ctx));
  });

  router.post('/catalogue/:id/restore', signedIn, async (ctx) => {
    ctx.body = await catalogue.setRetired(nodeId(ctx), false, adminOf(ctx));
  });
}
