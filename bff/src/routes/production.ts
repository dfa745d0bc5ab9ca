import type { Router } from '@koa/router';
import {
  LABELS_PAGE_CSP,
  LABEL_PAPERS,
  QUOTE_PAGE_CSP,
  QUOTE_PAPERS,
  type LabelPaper,
  type QuotePaper,
} from '@cutshop/domain/production';
import type { Context, Middleware } from 'koa';
import { HttpProblem } from '../http-problem';
import type { ProductionService } from '../services/production/production-service';
import { orderUuid } from './order-uuid';

/** The paper of the labels page when the request names none. */
const DEFAULT_LABEL_PAPER: LabelPaper = 'A4';
/** The paper of the quote when the request names none. */
const DEFAULT_QUOTE_PAPER: QuotePaper = 'a4';

/** The `paper` query parameter: `fallback` when absent; anything but one of `papers` is a 400. */
function paperOf<Paper extends string>(
  value: string | string[] | undefined,
  papers: readonly Paper[],
  fallback: Paper,
): Paper {
  if (value === undefined) return fallback;
  const paper = papers.find((candidate) => candidate === value);
  if (paper === undefined) {
    throw new HttpProblem(
      400,
      'invalid_paper',
      `The paper must be one of: ${papers.join(', ')} (e.g. ?paper=${fallback})`,
    );
  }
  return paper;
}

/** A printable page shown in the browser's tab (and saved under its name if wanted). */
function printablePage(ctx: Context, page: { fileName: string; content: string }, csp: string) {
  ctx.set('Content-Disposition', `inline; filename="${page.fileName}"`);
  ctx.set('Content-Security-Policy', csp);
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page.content;
}

/** A download: `Content-Disposition: attachment; filename="<name>"` and the given type. */
function download(ctx: Context, fileName: string, type: string): void {
  ctx.attachment(fileName);
  ctx.type = type;
}

/**
 * The production outputs of one order (docs/production.md), for admins (`signedIn`): the
 * catalogue the order was built from, the hardware summary, the cut list and the cutting plan as JSON, the part labels as a printable
 * page, the quote of its price as a printable page, the production file as text, every file
 * as a zip.
 */
export function registerProductionRoutes(
  router: Router,
  production: ProductionService,
  signedIn: Middleware,
): void {
  router.get('/orders/:uuid/catalogue', signedIn, async (ctx) => {
    ctx.body = await production.catalogue(orderUuid(ctx.params));
  });

  router.get('/orders/:uuid/parts-settings', signedIn, async (ctx) => {
    ctx.body = await production.partsSettings(orderUuid(ctx.params));
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
    const paper = paperOf(ctx.query.paper, LABEL_PAPERS, DEFAULT_LABEL_PAPER);
    printablePage(ctx, await production.labelsPage(uuid, paper), LABELS_PAGE_CSP);
  });

  router.get('/orders/:uuid/quote.html', signedIn, async (ctx) => {
    const uuid = orderUuid(ctx.params);
    const paper = paperOf(ctx.query.paper, QUOTE_PAPERS, DEFAULT_QUOTE_PAPER);
    printablePage(ctx, await production.quotePage(uuid, paper), QUOTE_PAGE_CSP);
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
