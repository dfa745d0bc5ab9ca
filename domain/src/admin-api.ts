import { z } from 'zod';
import { ListQueryError } from './errors';
import type { ListQuery, ListQueryInput, ListQuerySpec } from './list-query';
import { parseListQuery } from './list-query-parse';
import { ORDER_LIST_MAX_LIMIT, ORDER_LIST_PAGE_SIZE, parseDateRange } from './order-list';
import { onFirstUse } from './schema-on-first-use';
import { ISO_TIMESTAMP_PATTERN, ORDER_STATUSES, storedOrderSchema } from './schemas';

/**
 * The answers of the admin API (the back office's /api/users and /api/orders calls) as
 * schemas, so the admin screens, the mock API and the server's tests read them the same way.
 * Each is built on first use (`onFirstUse`): the sign-in page's chunk built them all, with the
 * stored order's schema the list's holds, when it loaded (docs/architecture.md, "The back
 * office's chunks").
 */

const count = onFirstUse(() => z.number().int().min(0));

/** GET /api/orders/: one page of the list, newest change first unless told. */
export const orderListPageSchema = onFirstUse(() =>
  z.object({
    data: z.array(storedOrderSchema),
    /** Orders on this page. */
    count,
    /** Orders matching the filters, on every page. */
    total: count,
    /** 1-based. */
    page: z.number().int().min(1),
    pageCount: count,
  }),
);
export type OrderListPage = z.infer<typeof orderListPageSchema>;

/** Orders per status, every status present (0 when none). */
const statusCountsSchema = onFirstUse(() =>
  z.object({
    Pending: count,
    Approved: count,
    'To Cut': count,
    'To Deliver': count,
    Rejected: count,
  }),
);
type StatusCounts = z.infer<typeof statusCountsSchema>;

/**
 * GET /api/orders/summary: the filter bar's counts for a date range, and the orders' revision,
 * which changes with every new order and every status change, so a screen that polls it knows
 * when its list is out of date without reloading the list.
 */
export const orderSummarySchema = onFirstUse(() =>
  z.object({
    revision: count,
    counts: statusCountsSchema,
  }),
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Zero orders in every status. */
export function emptyStatusCounts(): StatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;
}

/** The updatedAt bounds the summary takes: the list's date filter, nothing else. */
const ORDER_SUMMARY_SPEC = {
  fields: { updatedAt: { type: 'datetime', ops: ['$gte', '$lte', '$gt', '$lt'] } },
  sortable: [],
  defaultLimit: ORDER_LIST_PAGE_SIZE,
  maxLimit: ORDER_LIST_MAX_LIMIT,
} as const satisfies ListQuerySpec;

/**
 * Reads the query string of GET /api/orders/summary strictly: `filter` on updatedAt in the
 * list's grammar, and no sort, limit or page (a summary has no pages). Throws a ListQueryError
 * naming the bad part, answered with the list's 400.
 */
export function parseOrderSummaryQuery(queryString: string): ListQuery {
  const query = parseListQuery(queryString, ORDER_SUMMARY_SPEC);
  // The parse above has decoded every key already, so decoding here cannot fail.
  const keys = queryString
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => decodeURIComponent((pair.split('=')[0] ?? '').replace(/\+/g, ' ')));
  for (const key of keys) {
    if (key !== 'filter' && !/^filter\[\d+\]$/.test(key)) {
      throw new ListQueryError(
        key,
        `The summary takes only filter=updatedAt||$op||time (got "${key}")`,
      );
    }
  }
  return query;
}

/** The summary query for the admin Date filter's `from|to` value ('' for all time). */
export function orderSummaryQuery(date: string): ListQueryInput {
  const range = parseDateRange(date);
  if (!range) return {};
  return {
    filters: [
      { field: 'updatedAt', operator: '$gte', value: range.from },
      { field: 'updatedAt', operator: '$lte', value: range.to },
    ],
  };
}

/** One status change of an order (GET /api/orders/:uuid/history, oldest first). */
const orderStatusChangeSchema = onFirstUse(() =>
  z.object({
    orderUuid: z.uuid(),
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
    /** The rejection reason given with the change; empty otherwise. */
    message: z.string(),
    /** Who made it; the id is null once the account is gone. */
    admin: z.object({ id: z.number().int().nullable(), email: z.string().min(1) }),
    changedAt: z.string().regex(ISO_TIMESTAMP_PATTERN),
  }),
);
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
export const orderHistorySchema = onFirstUse(() => z.array(orderStatusChangeSchema));

/**
 * The answer of login, refresh-tokens and logout: whether the caller is signed in now and, when
 * signed in, as whom (the header shows the e-mail). The session itself travels in HttpOnly
 * cookies the screens never read.
 */
export const sessionAnswerSchema = onFirstUse(() =>
  z.object({ status: z.boolean(), email: z.string().optional() }),
);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** The answer of remember and change-password: done, with the text to show. */
export const userMessageAnswerSchema = onFirstUse(() =>
  z.object({ status: z.literal(true), message: z.string() }),
);

/**
 * Every error answer: `{ error: { code, message, fields?, requestId? } }`; the users endpoints add
 * `status: false` where the caller is (or stays) signed out or the request did not do its job.
 */
export const apiErrorBodySchema = onFirstUse(() =>
  z.object({
    status: z.literal(false).optional(),
    error: z.object({
      code: z.string().min(1),
      message: z.string().min(1),
      fields: z
        .array(z.object({ path: z.string(), code: z.string(), message: z.string() }))
        .optional(),
      /** The request's id (also in its X-Request-Id header and on its log lines). */
      requestId: z.string().optional(),
    }),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
