import type { Router } from '@koa/router';
import { LABELS_PAGE_CSP, LABEL_PAPERS, type LabelPaper } from '@cutshop/domain/production';
import type { Context, Middleware } from 'koa';
import { HttpProblem } from '../http-problem';
import type { ProductionService } from '../services/production/production-service';
import { orderUuid } from './order-uuid';

/** The paper of the labels page when the request names none. */
const DEFAULT_LABEL_PAPER: LabelPaper = 'A4';

/** The `paper` query parameter: A4 when absent; anything but `A4` or `Letter` is a 400. */
function labelPaperOf(value: string | string[] | undefined): LabelPaper {
  if (value === undefined) return DEFAULT_LABEL_PAPER;
  const paper = LABEL_PAPERS.find((candidate) => candidate === value);
  if (paper === undefined) {
    throw new HttpProblem(
      400,
      'invalid_paper',
      `The paper must be one of: ${LABEL_PAPERS.join(', ')} (e.g. ?paper=${DEFAULT_LABEL_PAPER})`,
    );
  }
  return paper;
}

/** A download: `Content-Disposition: attachment; filename="<name>"` and the given type. */
function download(ctx: Context, fileName: string, type: string): void {
  ctx.attachment(fileName);
  ctx.type = type;
}

/**
 * The production outputs of one order (docs/production.md), for admins (`signedIn`): the
 * catalogue the order was built from, the hardware summary, the cut list and the cutting plan as JSON, the part labels as a printable
 * page, the production file as text, every file as a zip.
 */
export function registerProductionRoutes(
  router: Router,
  production: ProductionService,
  signedIn: Middleware,
): void {
  router.get('/orders/:uuid/catalogue', signedIn, async (ctx) => {
    ctx.body = await production.catalogue(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/hardware', signedIn, async (ctx) => {
    ctx.body = await production.hardware(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/cutlist', signedIn, async (ctx) => {
    ctx.body = await production.cutList(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/cutting-plan', signedIn, async (ctx) => {
    ctx.body = await production.cuttingPlan(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/labels.html', signedIn, async (ctx) => {
    const uuid = orderUuid(ctx.params);
    const paper = labelPaperOf(ctx.query.paper);
    const page = await production.labelsPage(uuid, paper);
    // Shown in the tab for printing (and saved under its name if the admin wants it).
    ctx.set('Content-Disposition', `inline; filename="${page.fileName}"`);
    ctx.set('Content-Security-Policy', LABELS_PAGE_CSP);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.content;
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
