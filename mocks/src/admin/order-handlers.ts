import {
  applyStatusMove,
  fieldError,
  ListQueryError,
  ORDER_LIST_SPEC,
  orderLanguage,
  payableTotal,
  parseListQuery,
  parseOrderSummaryQuery,
  statusChangeSchema,
  StatusMoveError,
  ValidationError,
  type DomainError,
  type ListQuery,
  type StoredOrder,
} from '@cutshop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answeredPrice } from '../order-pricing';
import { answers, readBody } from './answers';
import { MOCK_ADMIN } from './fixtures';
import { afterStatusChange } from './offcut-handlers';
import { orderOf, signedIn } from './order-access';
import { listPage, summary } from './order-query';
import { ADMIN_MOCK_PATHS } from './paths';
import { adminState, keepPrice, storedPriceOf } from './state';

/**
 * The admins' order endpoints of the mock API: each needs the mock session (401 like the
 * server without it), reads its query with the domain's parser and changes orders with the
 * domain's status machine, as the server does. Orders are answered with their language and the
 * price they keep (docs/production/prices.md); list rows with what the customer pays.
 */

/** An order as GET /api/orders/{uuid} and the status change answer it: with its price. */
function pricedOrder(order: StoredOrder) {
  return {
    ...order,
    language: orderLanguage(order),
    price: answeredPrice(storedPriceOf(order)),
  };
}

/** A row of the admin list: the order with what the customer pays and its currency. */
function listRow(order: StoredOrder) {
  const price = storedPriceOf(order);
  return {
    ...order,
    language: orderLanguage(order),
    total: price === null ? null : payableTotal(price),
    currency: price === null ? null : price.currency,
  };
}

/** The server's HTTP status for a domain error's kind. */
function statusOfKind(error: DomainError): number {
  return error.kind === 'invalid' ? 400 : error.kind === 'not_found' ? 404 : 409;
}

/** The query string read with `parse`, or the list's 400 answer. */
function readQuery(request: Request, parse: (search: string) => ListQuery): ListQuery | Response {
  try {
    return parse(new URL(request.url).search);
  } catch (error) {
    if (error instanceof ListQueryError) return answers.domainError(error, 400);
    throw error;
  }
}

const list = http.get(ADMIN_MOCK_PATHS.list, ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const query = readQuery(request, (search) => parseListQuery(search, ORDER_LIST_SPEC));
  if (query instanceof Response) return query;
  const page = listPage(adminState().orders.values(), query);
  return HttpResponse.json({ ...page, data: page.data.map(listRow) });
});

const orderSummary = http.get(ADMIN_MOCK_PATHS.summary, ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const query = readQuery(request, parseOrderSummaryQuery);
  if (query instanceof Response) return query;
  const state = adminState();
  return HttpResponse.json(summary(state.orders.values(), query, state.revision));
});

const getOrder = http.get(ADMIN_MOCK_PATHS.order, ({ params }) => {
  if (!signedIn()) return answers.unauthorized();
  const order = orderOf(params);
  return order instanceof Response ? order : HttpResponse.json(pricedOrder(order));
});

const history = http.get(ADMIN_MOCK_PATHS.history, ({ params }) => {
  if (!signedIn()) return answers.unauthorized();
  const order = orderOf(params);
  if (order instanceof Response) return order;
  return HttpResponse.json(adminState().history.get(order.uuid) ?? []);
});

/** `at`, or 1 ms after `last` when not later: each change of an order has its own time. */
function nextUpdateTime(last: string, at: Date): string {
  return new Date(Math.max(at.getTime(), Date.parse(last) + 1)).toISOString();
}

const changeStatus = http.put(ADMIN_MOCK_PATHS.order, async ({ request, params }) => {
  if (!signedIn()) return answers.unauthorized();
  const read = await readBody(request, statusChangeSchema);
  if ('refusal' in read) return read.refusal;
  const current = orderOf(params);
  if (current instanceof Response) return current;
  const body = read.data;
  if (body.version !== current.version) return answers.staleOrder(current.uuid, current);
  // The shop's adjustment goes only with an approval of an order that has a price.
  const price = storedPriceOf(current);
  const adjustment = body.adjustment ?? null;
  if (adjustment !== null && (body.status !== 'Approved' || price === null)) {
    return answers.invalid(new ValidationError([fieldError('adjustment', 'adjustmentNotAllowed')]));
  }

  let next: ReturnType<typeof applyStatusMove>;
  try {
    next = applyStatusMove(current, body.status, body.message ?? '');
  } catch (error) {
    if (error instanceof StatusMoveError || error instanceof ValidationError) {
      return answers.domainError(error, statusOfKind(error));
    }
    throw error;
  }
  const state = adminState();
  const changedAt = nextUpdateTime(current.updatedAt, new Date());
  const order: StoredOrder = {
    ...current,
    ...next,
    updatedAt: changedAt,
    version: current.version + 1,
  };
  state.orders.set(order.uuid, order);
  if (adjustment !== null && price !== null) {
    keepPrice(order.uuid, {
      ...price,
      adjustment: { ...adjustment, by: MOCK_ADMIN.email, at: changedAt },
    });
  }
  state.history.set(order.uuid, [
    ...(state.history.get(order.uuid) ?? []),
    {
      orderUuid: order.uuid,
      from: current.status,
      to: order.status,
      message: order.status === 'Rejected' ? order.message : '',
      admin: { id: MOCK_ADMIN.id, email: MOCK_ADMIN.email },
      changedAt,
    },
  ]);
  state.revision += 1;
  afterStatusChange(order, changedAt);
  return HttpResponse.json(pricedOrder(order));
});

/** The order endpoints; the summary before `:uuid`, which would take "summary" for a uuid. */
export const orderHandlers: HttpHandler[] = [list, orderSummary, history, getOrder, changeStatus];
