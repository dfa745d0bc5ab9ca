import {
  fieldError,
  OFFCUT_ID_PATTERN,
  offcutCorrectionSchema,
  replanRequestSchema,
  ValidationError,
  type CategoryNode,
  type StoredOrder,
} from '@cutshop/domain';
import { cuttingPlan, explodeOrder, type CuttingPlan } from '@cutshop/domain/production';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answers, readBody } from './answers';
import { orderOf, signedIn } from './order-access';
import {
  correctMockOffcut,
  fixedMockPlan,
  fixMockPlan,
  leftOffcutTakenByOthers,
  isInStock,
  labelledOffcut,
  mockOffcutOf,
  mockOffcutStock,
  previewPlan,
  releaseMockPlan,
  removeMockOffcut,
  type MockOffcut,
  type OffcutChange,
} from './offcut-state';
import { ADMIN_MOCK_PATHS } from './paths';
import { adminState, toCutTime } from './state';

/*
 * The offcut stock's endpoints of the mock API (docs/production/nesting.md, "Offcuts from
 * stock"), answering like the server: the stock per material, a correction (a side may only
 * shrink or stay: 400 naming it; 404 unknown; 409 changed meanwhile or no longer in stock), a
 * removal, the labels page (a plain stand-in of the server's), an order's cutting plan (a preview
 * with the stock now before To Cut, the fixed plan from To Cut on) and its replan.
 */

const offcutNotFound = (id: string) =>
  HttpResponse.json(
    { error: { code: 'offcut_not_found', message: `There is no offcut ${id}` } },
    { status: 404 },
  );

const staleOffcut = (id: string) =>
  HttpResponse.json(
    {
      error: {
        code: 'stale_offcut',
        message: `Offcut ${id} was changed by someone else since you read it: reload it and try again`,
      },
    },
    { status: 409 },
  );

const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  typeof params.id === 'string' ? params.id : '';

function refusal(id: string, change: OffcutChange): Response | null {
  if (change.ok) return null;
  return change.reason === 'not_found' ? offcutNotFound(id) : staleOffcut(id);
}

const stock = http.get(ADMIN_MOCK_PATHS.offcuts, () => {
  if (!signedIn()) return answers.unauthorized();
  return HttpResponse.json(mockOffcutStock());
});

/** The sides of a correction that would grow the offcut, as the server's field errors. */
function grownSides(offcut: MockOffcut, sides: { lengthMm: number; widthMm: number }) {
  return (['lengthMm', 'widthMm'] as const)
    .filter((side) => sides[side] > offcut[side])
    .map((side) =>
      fieldError(
        side,
        'outOfParameters',
        `At most ${offcut[side]} mm: a correction cannot make an offcut larger`,
      ),
    );
}

/** As the server: the body (400), the offcut (404), its version and stock (409), then growth (400). */
const correct = http.put(ADMIN_MOCK_PATHS.offcut, async ({ request, params }) => {
  if (!signedIn()) return answers.unauthorized();
  const id = idOf(params);
  const read = await readBody(request, offcutCorrectionSchema);
  if ('refusal' in read) return read.refusal;
  const offcut = mockOffcutOf(id);
  if (offcut === undefined) return offcutNotFound(id);
  if (offcut.version !== read.data.version || !isInStock(offcut)) return staleOffcut(id);
  const grown = grownSides(offcut, read.data);
  if (grown.length > 0) return answers.invalid(new ValidationError(grown));
  const change = correctMockOffcut(id, read.data);
  return refusal(id, change) ?? HttpResponse.json(change.answer);
});

const remove = http.delete(ADMIN_MOCK_PATHS.offcut, ({ request, params }) => {
  if (!signedIn()) return answers.unauthorized();
  const id = idOf(params);
  const raw = new URL(request.url).searchParams.get('version') ?? '';
  if (!/^\d{1,15}$/.test(raw)) {
    return answers.invalid(
      new ValidationError([
        fieldError('version', 'invalidInput', 'version must be a whole number'),
      ]),
    );
  }
  const change = removeMockOffcut(id, Number(raw));
  return refusal(id, change) ?? new HttpResponse(null, { status: 204 });
});

/**
 * GET /api/offcuts/labels.html?ids=&lang=: a plain stand-in of the server's labels page, each
 * offcut asked for (every one in stock without ids) with its id, material, size and source; as
 * the server, ids that are not `OC-<n>` or a `lang` other than en or es are a 400, an unknown
 * offcut a 404.
 */
const labels = http.get(ADMIN_MOCK_PATHS.offcutLabels, ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const query = new URL(request.url).searchParams;
  const lang = query.get('lang') ?? 'en';
  if (lang !== 'en' && lang !== 'es') {
    return answers.invalid(
      new ValidationError([fieldError('lang', 'invalidInput', 'lang must be one of: en, es')]),
    );
  }
  const ids = (query.get('ids') ?? '').split(',').filter((id) => id !== '');
  const bad = ids.filter((id) => !OFFCUT_ID_PATTERN.test(id));
  if (bad.length > 0) {
    return answers.invalid(
      new ValidationError([
        fieldError('ids', 'invalidFormat', `Not offcut ids (OC-<number>): ${bad.join(', ')}`),
      ]),
    );
  }
  const unknown = ids.find((id) => mockOffcutOf(id) === undefined);
  if (unknown !== undefined) return offcutNotFound(unknown);
  const shown =
    ids.length === 0
      ? mockOffcutStock().materials.flatMap((material) => material.offcuts.map((o) => o.id))
      : ids;
  const body = shown
    .map((id) => {
      const offcut = labelledOffcut(id);
      return `<section class="label"><p class="id">${offcut.id}</p><p>${offcut.code} · ${offcut.name}</p><p>${offcut.lengthMm} × ${offcut.widthMm} mm</p><p>${offcut.sourceOrderId}</p></section>`;
    })
    .join('');
  const title = lang === 'es' ? 'Etiquetas de retales' : 'Offcut labels';
  return new HttpResponse(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
});

/** The catalogue kept with the order, or the server's 409. */
function catalogueOf(order: StoredOrder) {
  return adminState().catalogues.get(order.uuid) ?? answers.orderCatalogueMissing(order.uuid);
}

/**
 * The order's cutting plan: Pending and Approved, a preview with the stock as it is now; To Cut
 * and To Deliver, the plan fixed at To Cut; Rejected, the plan of its parts on new sheets.
 */
export function mockCuttingPlan(
  order: StoredOrder,
  catalogue: readonly CategoryNode[],
): CuttingPlan {
  const exploded = explodeOrder(order, catalogue);
  switch (order.status) {
    case 'Pending':
    case 'Approved':
      return previewPlan(exploded, order.uuid);
    case 'To Cut':
    case 'To Deliver':
      return fixedMockPlan(order, exploded, toCutTime(order.uuid));
    case 'Rejected':
      return cuttingPlan(exploded, order.uuid);
  }
}

/** A move the server took: at To Cut the order's plan is fixed with the stock as it is now. */
export function afterStatusChange(order: StoredOrder, changedAt: string): void {
  if (order.status !== 'To Cut') return;
  const catalogue = adminState().catalogues.get(order.uuid);
  if (catalogue) fixMockPlan(order, explodeOrder(order, catalogue), changedAt);
}

const replanRefused = (uuid: string, reason: string) =>
  HttpResponse.json(
    {
      error: {
        code: 'replan_refused',
        message: `Order ${uuid} cannot be planned again: ${reason}`,
      },
    },
    { status: 409 },
  );

/**
 * POST /api/orders/:uuid/cutting-plan/replan { version }: only at To Cut and at the version read
 * (409 otherwise); gives back what the fixed plan took, withdraws the offcuts it left that are
 * still in stock and fixes a new plan with the stock now; answers the new plan.
 */
const replan = http.post(ADMIN_MOCK_PATHS.replan, async ({ request, params }) => {
  if (!signedIn()) return answers.unauthorized();
  const read = await readBody(request, replanRequestSchema);
  if ('refusal' in read) return read.refusal;
  const order = orderOf(params);
  if (order instanceof Response) return order;
  if (read.data.version !== order.version) return answers.staleOrder(order.uuid, order);
  if (order.status !== 'To Cut')
    return replanRefused(order.uuid, `it is ${order.status}, not To Cut`);
  const catalogue = catalogueOf(order);
  if (catalogue instanceof Response) return catalogue;
  const taken = leftOffcutTakenByOthers(order.uuid);
  if (taken !== null) {
    return replanRefused(
      order.uuid,
      `offcut ${taken} its plan left is used by another order's plan`,
    );
  }
  releaseMockPlan(order.uuid);
  return HttpResponse.json(
    fixMockPlan(order, explodeOrder(order, catalogue), new Date().toISOString()),
  );
});

/** The offcut stock's calls (the labels before `:id`, which would take "labels.html" for an id). */
export const offcutHandlers: HttpHandler[] = [stock, labels, correct, remove, replan];
