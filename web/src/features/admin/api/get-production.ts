import { categoryTreeSchema, UNITS, type Unit } from '@cutshop/domain';
import {
  partsSettingsSchema,
  type CutList,
  type CuttingPlan,
  type HardwareSummary,
  type LabelPaper,
} from '@cutshop/domain/production';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE } from '../../../lib/api';
import { adminRequest } from './admin-client';
import { downloadAdminFile, type DownloadedFile } from './download-file';
import { adminKeys } from './query-keys';
import { isRecord } from '../../../lib/is-record';

/*
 * The production outputs of one order (docs/production.md), computed by the server from the
 * order and the catalogue kept with it when it was placed; and that catalogue itself.
 */

function isUnit(value: unknown): value is Unit {
  return UNITS.includes(value as Unit);
}

/** The answer's outline is checked (unit, the lists): a different shape is refused, not shown. */
function hardwareOf(json: unknown): HardwareSummary {
  if (!isRecord(json) || !isUnit(json.unit) || !isRecord(json.accessories)) {
    throw new Error('not a hardware summary');
  }
  if (!Array.isArray(json.warnings)) throw new Error('a hardware summary without warnings');
  return json as unknown as HardwareSummary;
}

function cutListOf(json: unknown): CutList {
  if (!isRecord(json) || !isUnit(json.unit) || !Array.isArray(json.materials)) {
    throw new Error('not a cut list');
  }
  if (!isRecord(json.totals) || !Array.isArray(json.problems)) {
    throw new Error('a cut list without totals or problems');
  }
  return json as unknown as CutList;
}

function cuttingPlanOf(json: unknown): CuttingPlan {
  if (!isRecord(json) || !isUnit(json.unit) || !Array.isArray(json.materials)) {
    throw new Error('not a cutting plan');
  }
  if (!isRecord(json.totals) || !Array.isArray(json.problems)) {
    throw new Error('a cutting plan without totals or problems');
  }
  return json as unknown as CuttingPlan;
}

const orderPath = (uuid: string, leaf: string) => `/orders/${encodeURIComponent(uuid)}/${leaf}`;

/**
 * An order's outputs come from its items and the catalogue kept with it, which a status change
 * and a catalogue change leave as they are: a detail opened again shows them without reading
 * them again, until they have not been shown for a while (the cache's five minutes).
 */
const OUTPUTS_KEPT = Infinity;

/** The query of one output of the order, read from GET /api/orders/:uuid/`leaf`. */
function outputQuery<T>(
  uuid: string,
  leaf: Parameters<typeof adminKeys.production>[1],
  parse: (json: unknown) => T,
) {
  return queryOptions({
    queryKey: adminKeys.production(uuid, leaf),
    queryFn: ({ signal }) => adminRequest(orderPath(uuid, leaf), { parse, signal }),
    staleTime: OUTPUTS_KEPT,
  });
}

/** The hardware summary of the detail (docs/product.md §3), read beside the order. */
export const hardwareQuery = (uuid: string) => outputQuery(uuid, 'hardware', hardwareOf);

/** The cut list of the detail: the parts by material, then cabinet. */
export const cutListQuery = (uuid: string) => outputQuery(uuid, 'cutlist', cutListOf);

/**
 * The cutting plan of the detail: the sheets of every material, where each piece lies. A fixed
 * plan (`fixedAt`, from To Cut on) is kept like the other outputs; a preview is made with the
 * offcut stock as it is now (docs/production/nesting.md, "Offcuts from stock"), so it is read
 * again each time the detail shows it.
 */
export const cuttingPlanQuery = (uuid: string) =>
  queryOptions({
    ...outputQuery(uuid, 'cutting-plan', cuttingPlanOf),
    staleTime: (query) => (query.state.data?.fixedAt === undefined ? 0 : OUTPUTS_KEPT),
  });

/**
 * The catalogue the order was built from, in the shape of GET /api/categories/, for the items'
 * drawings (docs/decisions/0008-orders-keep-their-catalogue.md).
 */
export const orderCatalogueQuery = (uuid: string) =>
  outputQuery(uuid, 'catalogue', (json) => categoryTreeSchema.parse(json));

/**
 * The parts settings the order was placed with (the defaults for one placed before they were
 * kept), for the items' drawings (docs/decisions/0010-orders-keep-their-production-settings.md).
 */
export const orderPartsSettingsQuery = (uuid: string) =>
  outputQuery(uuid, 'parts-settings', (json) => partsSettingsSchema.parse(json));

/**
 * The address of the order's printable part labels on `paper`
 * (GET /api/orders/:uuid/labels.html?paper=A4|Letter), for a new tab: the browser sends the
 * session cookies with it.
 */
export function labelsPageUrl(uuid: string, paper: LabelPaper): string {
  return `${API_BASE}${orderPath(uuid, 'labels.html')}?paper=${encodeURIComponent(paper)}`;
}

/** The two files of an order the shop downloads. */
export type ProductionDownload = 'productionFile' | 'export';

/** GET /api/orders/:uuid/production.txt or /export: the file and its suggested name. */
export function downloadProduction(
  uuid: string,
  kind: ProductionDownload,
): Promise<DownloadedFile> {
  return downloadAdminFile(orderPath(uuid, kind === 'export' ? 'export' : 'production.txt'));
}
