import {
  fieldError,
  isPriceListSet,
  priceListUpdateSchema,
  ValidationError,
  type FieldError,
} from '@cutshop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answers, limitedHistory, readBody } from './admin/answers';
import { catalogueMockTree } from './admin/catalogue-state';
import { MOCK_ADMIN } from './admin/fixtures';
import { signedIn } from './admin/order-access';
import { startWithoutPriceList } from './admin/state';
import { mockPriceList, mockPriceListHistory, saveMockPriceList } from './price-list-state';

/**
 * The shop's price list in the mock API (docs/production/prices.md), as the server answers it:
 * GET is public (the customer's browser estimates with it) with `Cache-Control: no-cache` and an
 * ETag; PUT needs the admin session, checks the body with the domain's `priceListUpdateSchema`
 * (400 with coded field errors), refuses a stale version (409 `stale_price_list`) and a tile the
 * catalogue does not have, and records the save in the history.
 */

const PRICE_LIST_MOCK_PATHS = {
  list: '*/api/price-list',
  history: '*/api/price-list/history',
} as const;

/** The list's ETag: its version names it (every save makes a new one). */
function etagOf(version: number): string {
  return `"price-list-${version}"`;
}

/** Whether the request's If-None-Match names `etag`. */
function holds(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  if (header === null) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const getList = http.get(PRICE_LIST_MOCK_PATHS.list, ({ request }) => {
  const list = mockPriceList();
  const etag = etagOf(list.version);
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  if (holds(request, etag)) return new HttpResponse(null, { status: 304, headers });
  return HttpResponse.json(list, { headers });
});

function stalePriceList(current: number) {
  return HttpResponse.json(
    {
      error: {
        code: 'stale_price_list',
        message:
          `The price list was changed by someone else since you read it` +
          ` (it is now version ${current}): reload it and try again`,
      },
    },
    { status: 409 },
  );
}

/** The ids of the catalogue's colour and finish tiles (retired ones included). */
function tileIds(): Set<string> {
  return new Set(
    catalogueMockTree()
      .filter((node) => node.catType !== 'Category')
      .map((node) => String(node.id)),
  );
}

const putList = http.put(PRICE_LIST_MOCK_PATHS.list, async ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const read = await readBody(request, priceListUpdateSchema);
  if ('refusal' in read) return read.refusal;
  const input = read.data;
  if (isPriceListSet(input)) {
    const known = tileIds();
    const problems: FieldError[] = Object.keys(input.materials)
      .filter((id) => !known.has(id))
      .map((id) => fieldError(`materials.${id}`, 'unknownMaterial'));
    if (problems.length > 0) return answers.invalid(new ValidationError(problems));
  }
  const current = mockPriceList().version;
  if (input.version !== current) return stalePriceList(current);
  return HttpResponse.json(saveMockPriceList(input, MOCK_ADMIN.email));
});

const history = http.get(PRICE_LIST_MOCK_PATHS.history, ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  return limitedHistory(request, mockPriceListHistory);
});

/** GET /api/price-list: public, with the customer flow's handlers. */
export const priceListHandlers: HttpHandler[] = [getList];

/** PUT /api/price-list and the history: the back office's. */
export const adminPriceListHandlers: HttpHandler[] = [history, putList];

/**
 * Price-list variants to put in front of the handlers (`server.use(...)`, `worker.use(...)`, or
 * `?mock=<name>` in dev:mock).
 */
export const priceListScenarios = {
  /**
   * A shop that never set a price list: GET /api/price-list answers `{ "version": 0 }`, orders
   * are placed without a price and the fixture orders have none, until the shop saves a list.
   * Passes every call on to the normal handlers.
   */
  'price-list-empty': [
    http.all('*/api/*', () => {
      startWithoutPriceList();
      return undefined;
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
