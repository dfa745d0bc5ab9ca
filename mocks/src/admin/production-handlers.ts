import {
  orderLanguage,
  orderUuidSchema,
  type CategoryNode,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  buildCutList,
  explodeOrder,
  exportEntries,
  exportFileName,
  hardwareForOrder,
  LABEL_PAPERS,
  LABELS_PAGE_CSP,
  labelsFileName,
  labelsHtml,
  productionFileOf,
  QUOTE_PAGE_CSP,
  QUOTE_PAPERS,
  quoteFileName,
  quoteHtml,
  type LabelPaper,
  type QuotePaper,
} from '@cutshop/domain/production';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answers } from './answers';
import { mockCuttingPlan } from './offcut-handlers';
import { orderOf, signedIn } from './order-access';
import { ADMIN_MOCK_PATHS } from './paths';
import { adminState, storedPriceOf } from './state';

/**
 * The production endpoints of the mock API (docs/production.md): the catalogue the order was
 * built from, the hardware summary, the cut list, the cutting plan, the part labels, the
 * production file and the export archive of a stored mock order (with the price it keeps, when
 * it has one), and its printable quote (docs/production/prices.md), computed by the same domain
 * functions as the server, over the catalogue kept with the order when it was placed (never the
 * catalogue fixture as it is now). Each needs the mock session (401 without it) and answers 404
 * for an unknown order, like the other admin reads, and 409 for an order without its catalogue.
 */

/**
 * The modification time of every file in a mock export: fixed, so an order's archive has the
 * same bytes each time. Local noon on 1 January 1980, the first day a zip's DOS date can hold
 * in any time zone.
 */
export const MOCK_EXPORT_MTIME = new Date(1980, 0, 1, 12, 0, 0);

/** Downloads are the admin's own and are checked again on each use, as the server sends them. */
const DOWNLOAD_CACHE = 'private, no-cache';

/** The labels page's paper when the request names none, as on the server. */
const MOCK_DEFAULT_LABEL_PAPER: LabelPaper = 'A4';

/**
 * The order's page in the admin area under `origin` (the mock has no configured public URL: the
 * page's own origin stands for it). The part labels' QR codes open it.
 */
function mockOrderUrl(origin: string, uuid: string): string {
  return `${origin}/admin/orders/${uuid}`;
}

/** `Content-Disposition` of a download saved as `fileName`. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/**
 * The export archive of an order: its files, in exportEntries' order, with a fixed time; the
 * labels' QR codes open `orderUrl`.
 */
function mockExportZip(
  order: StoredOrder,
  catalogue: readonly CategoryNode[],
  orderUrl: string,
  price: StoredOrderPrice | null,
): Uint8Array {
  const files: Zippable = {};
  for (const entry of exportEntries(order, catalogue, { orderUrl, price })) {
    files[entry.name] = [strToU8(entry.content), { mtime: MOCK_EXPORT_MTIME }];
  }
  return zipSync(files);
}

/** The catalogue kept with `order`, or the server's 409 when it has none. */
function catalogueOf(order: StoredOrder): CategoryNode[] | Response {
  return adminState().catalogues.get(order.uuid) ?? answers.orderCatalogueMissing(order.uuid);
}

/**
 * Runs `answer` for the order the request names with its kept catalogue, behind the session
 * check, the 404 and the 409.
 */
function forOrder(
  answer: (order: StoredOrder, catalogue: CategoryNode[], request: Request) => Response,
): Parameters<typeof http.get>[1] {
  return ({ params, request }) => {
    if (!signedIn()) return answers.unauthorized();
    const order = orderOf(params);
    if (order instanceof Response) return order;
    const catalogue = catalogueOf(order);
    return catalogue instanceof Response ? catalogue : answer(order, catalogue, request);
  };
}

/** The `paper` of a labels request: A4 when absent, null for anything but one of LABEL_PAPERS. */
function paperOf(request: Request): LabelPaper | null {
  const values = new URL(request.url).searchParams.getAll('paper');
  if (values.length === 0) return MOCK_DEFAULT_LABEL_PAPER;
  if (values.length > 1) return null;
  return LABEL_PAPERS.find((paper) => paper === values[0]) ?? null;
}

const orderCatalogue = http.get(
  ADMIN_MOCK_PATHS.catalogue,
  forOrder((_order, catalogue) => HttpResponse.json(catalogue)),
);

/**
 * The parts settings the order keeps: the mock API keeps none with its orders, so each is built
 * with the defaults, as an order placed before they were kept.
 */
const orderPartsSettings = http.get(
  ADMIN_MOCK_PATHS.partsSettings,
  forOrder(() => HttpResponse.json(DEFAULT_PARTS_SETTINGS)),
);

const hardware = http.get(
  ADMIN_MOCK_PATHS.hardware,
  forOrder((order, catalogue) => HttpResponse.json(hardwareForOrder(order, catalogue))),
);

const cutList = http.get(
  ADMIN_MOCK_PATHS.cutList,
  forOrder((order, catalogue) => HttpResponse.json(buildCutList(explodeOrder(order, catalogue)))),
);

/** A preview with the offcut stock before To Cut, the fixed plan after (offcut-handlers.ts). */
const plan = http.get(
  ADMIN_MOCK_PATHS.cuttingPlan,
  forOrder((order, catalogue) => HttpResponse.json(mockCuttingPlan(order, catalogue))),
);

const labels = http.get(ADMIN_MOCK_PATHS.labels, ({ params, request }) => {
  if (!signedIn()) return answers.unauthorized();
  // As on the server: the session, then the uuid's form (404), then the paper (400), then the
  // order (404).
  const uuid = typeof params.uuid === 'string' ? params.uuid : '';
  if (!orderUuidSchema.safeParse(uuid).success) return answers.orderNotFound(uuid);
  const paper = paperOf(request);
  if (paper === null) return answers.invalidPaper(LABEL_PAPERS, MOCK_DEFAULT_LABEL_PAPER);
  const order = orderOf(params);
  if (order instanceof Response) return order;
  const catalogue = catalogueOf(order);
  if (catalogue instanceof Response) return catalogue;
  // The order's plan (fixed, or a preview with the stock): a piece on a stock offcut says which.
  const html = labelsHtml({
    order,
    exploded: explodeOrder(order, catalogue),
    orderUrl: mockOrderUrl(new URL(request.url).origin, order.uuid),
    paper,
    plan: mockCuttingPlan(order, catalogue),
  });
  return new HttpResponse(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `inline; filename="${labelsFileName(paper)}"`,
      'Content-Security-Policy': LABELS_PAGE_CSP,
      'Cache-Control': 'no-store',
    },
  });
});

const productionFile = http.get(
  ADMIN_MOCK_PATHS.productionFile,
  forOrder((order, catalogue) => {
    const { fileName, content } = productionFileOf(order, catalogue, storedPriceOf(order));
    return new HttpResponse(content, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': attachment(fileName),
        'Cache-Control': DOWNLOAD_CACHE,
      },
    });
  }),
);

const exportArchive = http.get(
  ADMIN_MOCK_PATHS.export,
  forOrder(
    (order, catalogue, request) =>
      new HttpResponse(
        mockExportZip(
          order,
          catalogue,
          mockOrderUrl(new URL(request.url).origin, order.uuid),
          storedPriceOf(order),
        ),
        {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': attachment(exportFileName(order.uuid)),
            'Cache-Control': DOWNLOAD_CACHE,
          },
        },
      ),
  ),
);

/** The quote's paper when the request names none. */
const MOCK_DEFAULT_QUOTE_PAPER: QuotePaper = 'a4';

/** The `paper` of a quote request: a4 when absent, null for anything but a4 or letter. */
function quotePaperOf(request: Request): QuotePaper | null {
  const values = new URL(request.url).searchParams.getAll('paper');
  if (values.length === 0) return MOCK_DEFAULT_QUOTE_PAPER;
  if (values.length > 1) return null;
  return QUOTE_PAPERS.find((paper) => paper === values[0]) ?? null;
}

/** An order placed while the shop had no price list: there is no price to quote. */
function orderPriceMissing(uuid: string) {
  return HttpResponse.json(
    {
      error: {
        code: 'order_price_missing',
        message: `Order ${uuid} has no price: the shop had no price list when it was placed`,
      },
    },
    { status: 409 },
  );
}

/**
 * GET /api/orders/:uuid/quote.html?paper=a4|letter: the printable quote in the order's
 * language, with the names of its own catalogue; 409 for an order without a price.
 */
const quote = http.get(ADMIN_MOCK_PATHS.quote, ({ params, request }) => {
  if (!signedIn()) return answers.unauthorized();
  const uuid = typeof params.uuid === 'string' ? params.uuid : '';
  if (!orderUuidSchema.safeParse(uuid).success) return answers.orderNotFound(uuid);
  const paper = quotePaperOf(request);
  if (paper === null) return answers.invalidPaper(QUOTE_PAPERS, MOCK_DEFAULT_QUOTE_PAPER);
  const order = orderOf(params);
  if (order instanceof Response) return order;
  const price = storedPriceOf(order);
  if (price === null) return orderPriceMissing(order.uuid);
  const html = quoteHtml(order, price, {
    language: orderLanguage(order),
    paper,
    snapshot: adminState().catalogues.get(order.uuid),
  });
  return new HttpResponse(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `inline; filename="${quoteFileName(order.uuid, paper)}"`,
      'Content-Security-Policy': QUOTE_PAGE_CSP,
      'Cache-Control': 'no-store',
    },
  });
});

/** The order's catalogue, the six production endpoints and the quote. */
export const productionHandlers: HttpHandler[] = [
  orderCatalogue,
  orderPartsSettings,
  hardware,
  cutList,
  plan,
  labels,
  productionFile,
  exportArchive,
  quote,
];
