/*
 * The native cut-list CSV, cutlist.csv (docs/production/outputs.md, "cutlist.csv"): one row per
 * part line per cabinet, for spreadsheets and labels.
 */
import { shortOrderId } from '../../order-draft';
import type { StoredOrder } from '../../schemas';
import { partBandMm } from '../cut-list';
import { MM_PER_INCH } from '../../units';
import type { CutList, EdgeName, Grain } from '../types';
import { EDGE_NAMES } from '../types';
import { csvDocument, csvNumber, type CsvCell } from './csv';
import { cabinetName, cutListRows, type CutListRow } from './cut-list-rows';
import { INCH_DECIMALS, MM_DECIMALS, THICKNESS_DECIMALS, fixed, trimmed } from './numbers';
import { paddedIndex, partId } from './part-id';

/** The columns of every cut list, in order. */
export const CUT_LIST_CSV_COLUMNS = [
  'order_id',
  'part_id',
  'cabinet_index',
  'cabinet_name',
  'part_name',
  'part_role',
  'material_code',
  'material_name',
  'thickness_mm',
  'length_mm',
  'width_mm',
  'qty',
  'grain',
  'can_rotate',
  'finished_length_mm',
  'finished_width_mm',
  'edge_L1',
  'edge_L2',
  'edge_W1',
  'edge_W2',
  'edge_thickness_mm',
  'label_text',
  'notes',
] as const;

/** The columns an inch order adds at the end. */
export const CUT_LIST_CSV_INCH_COLUMNS = [
  'length_in',
  'width_in',
  'finished_length_in',
  'finished_width_in',
] as const;

/** How the native CSV writes a yes/no: 1 or 0. */
const FLAG: Record<'true' | 'false', string> = { true: '1', false: '0' };

/** A part may turn on the sheet exactly when it has no grain. */
function canRotate(grain: Grain): boolean {
  return grain === 'N';
}

function flag(value: boolean): CsvCell {
  return csvNumber(FLAG[value ? 'true' : 'false']);
}

function mm(value: number): CsvCell {
  return csvNumber(fixed(value, MM_DECIMALS));
}

function inches(valueMm: number): CsvCell {
  return csvNumber(fixed(valueMm / MM_PER_INCH, INCH_DECIMALS));
}

/** What a part's label says: order, cabinet and part, e.g. "0a1b2c3d4e5f #01 Base 1 Door: Side". */
function labelText(orderUuid: string, row: CutListRow): string {
  return `${shortOrderId(orderUuid)} #${paddedIndex(row.cabinet.index)} ${row.cabinet.typeName}: ${row.part.name}`;
}

function partRow(order: StoredOrder, cutList: CutList, row: CutListRow): CsvCell[] {
  const { material, cabinet, part } = row;
  const banded = EDGE_NAMES.some((edge: EdgeName) => part.edges[edge]);
  const cells: CsvCell[] = [
    shortOrderId(order.uuid),
    partId(order.uuid, cabinet.index, part),
    csvNumber(String(cabinet.index)),
    cabinetName(cabinet),
    part.name,
    part.role,
    material.code,
    material.name,
    csvNumber(trimmed(part.thicknessMm, THICKNESS_DECIMALS)),
    mm(part.cut.lengthMm),
    mm(part.cut.widthMm),
    csvNumber(String(part.quantity)),
    part.grain,
    flag(canRotate(part.grain)),
    mm(part.finished.lengthMm),
    mm(part.finished.widthMm),
    ...EDGE_NAMES.map((edge) => flag(part.edges[edge])),
    csvNumber(banded ? trimmed(partBandMm(cutList, part.role), THICKNESS_DECIMALS) : '0'),
    labelText(order.uuid, row),
    cabinet.description,
  ];
  if (order.unit === 'in') {
    cells.push(
      inches(part.cut.lengthMm),
      inches(part.cut.widthMm),
      inches(part.finished.lengthMm),
      inches(part.finished.widthMm),
    );
  }
  return cells;
}

/**
 * cutlist.csv: UTF-8 with a byte order mark, RFC 4180, one row per part line, sizes in mm with one
 * decimal (length and width are the cut size); an inch order adds the sizes in inches at the end.
 * Text cells are guarded against formula injection.
 */
export function cutListCsv(order: StoredOrder, cutList: CutList): string {
  const header: string[] = [...CUT_LIST_CSV_COLUMNS];
  if (order.unit === 'in') header.push(...CUT_LIST_CSV_INCH_COLUMNS);
  const rows = cutListRows(cutList).map((row) => partRow(order, cutList, row));
  return csvDocument(header, rows, { bom: true, neutraliseFormulas: true });
}
