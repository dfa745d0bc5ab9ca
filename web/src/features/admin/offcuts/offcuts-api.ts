import {
  offcutStockSchema,
  stockOffcutAnswerSchema,
  type OffcutCorrection,
  type OffcutStock,
  type StockOffcutAnswer,
} from '@cutshop/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api';
import { adminRequest } from '../api/admin-client';
import { adminKeys } from '../api/query-keys';

/*
 * The offcut stock's calls (docs/production/nesting.md, "Offcuts from stock"): the stock per
 * material, a correction of an offcut's sides (only smaller or equal; 400 with the fields, 409
 * when someone else changed it or a plan took it), its removal, the labels page, and an order's
 * replan with the stock as it is now.
 */

/** Where the admin's query cache keeps the stock (under `admin`, forgotten on sign-out). */
export const offcutKeys = {
  all: ['admin', 'offcuts'] as const,
  stock: ['admin', 'offcuts', 'stock'] as const,
};

const offcutPath = (id: string) => `/offcuts/${encodeURIComponent(id)}`;

/** GET /api/offcuts: the offcuts in stock per material, largest first. */
function getOffcutStock(signal?: AbortSignal): Promise<OffcutStock> {
  return adminRequest('/offcuts', { parse: (json) => offcutStockSchema.parse(json), signal });
}

export function offcutStockQuery() {
  return queryOptions({
    queryKey: offcutKeys.stock,
    queryFn: ({ signal }) => getOffcutStock(signal),
  });
}

/** PUT /api/offcuts/:id: the measured sides and the version read; the offcut as corrected. */
export function correctOffcut(
  id: string,
  correction: OffcutCorrection,
): Promise<StockOffcutAnswer> {
  return adminRequest(offcutPath(id), {
    method: 'PUT',
    body: correction,
    parse: (json) => stockOffcutAnswerSchema.parse(json),
  });
}

/** DELETE /api/offcuts/:id?version=N: the offcut leaves the stock (204). */
export function removeOffcut(id: string, version: number): Promise<void> {
  return adminRequest(`${offcutPath(id)}?version=${version}`, {
    method: 'DELETE',
    parse: () => undefined,
  });
}

/**
 * The address of the printable labels of `ids` (every offcut in stock when empty) in `language`
 * (GET /api/offcuts/labels.html?ids=OC-1,OC-2&lang=es), for a new tab: the browser sends the
 * session cookies with it.
 */
export function offcutLabelsUrl(ids: readonly string[], language: string): string {
  const query = new URLSearchParams();
  if (ids.length > 0) query.set('ids', ids.join(','));
  query.set('lang', language.startsWith('es') ? 'es' : 'en');
  return `${API_BASE}/offcuts/labels.html?${query.toString()}`;
}

/**
 * POST /api/orders/:uuid/cutting-plan/replan with the order's version: a To Cut order's fixed
 * plan gives back what it took and is made again with the stock as it is now (409 when the order
 * moved on or changed since it was read).
 */
export function replanOrder(uuid: string, version: number): Promise<void> {
  return adminRequest(`/orders/${encodeURIComponent(uuid)}/cutting-plan/replan`, {
    method: 'POST',
    body: { version },
    parse: () => undefined,
  });
}

/** After a replan: the order's plan, the order itself and the stock are read again. */
export function forgetReplannedOrder(client: QueryClient, uuid: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.production(uuid, 'cutting-plan'), exact: true }),
    client.invalidateQueries({ queryKey: adminKeys.order(uuid), exact: true }),
    client.invalidateQueries({ queryKey: adminKeys.history(uuid), exact: true }),
    client.invalidateQueries({ queryKey: offcutKeys.all }),
  ]);
}
