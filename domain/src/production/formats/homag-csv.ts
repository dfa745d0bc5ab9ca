/*
 * cutlist-homag.csv (docs/production/outputs.md): the part list in the columns of HOMAG's sample
 * kitchen part list, for intelliDivide or Cut Rite through an import template.
 */
import { shortOrderId } from '../../order-draft';
import type { StoredOrder } from '../../schemas';
import { partBandMm } from '../cut-list';
import type { CutList, EdgeBanding, EdgeName, Grain } from '../types';
import { csvDocument, csvNumber, type CsvCell } from './csv';
import { cabinetName, cutListRows } from './cut-list-rows';
import { edgeBandCells } from './edge-bands';
import { MM_DECIMALS, THICKNESS_DECIMALS, fixed, trimmed } from './numbers';
import { paddedIndex, partId } from './part-id';

export const HOMAG_COLUMNS = [
  'Part ID',
  'Description',
  'Position / article',
  'Material code',
  'Length',
  'Width',
  'Thickness',
  'Quantity',
  'Grain',
  'Edge diagram',
  'Edge front',
  'Edge back',
  'Edge left',
  'Edge right',
  'CNC program 1',
  'CNC program 2',
  'Customer order',
  'Customer name',
  'FinishLength',
  'FinishWidth',
] as const;

/** HOMAG's grain codes: 0 none, 1 lengthwise, 2 crosswise. */
export const HOMAG_GRAIN: Readonly<Record<Grain, number>> = { N: 0, L: 1, W: 2 };

/** Which of our edges each HOMAG edge is: front L1, back L2, left W1, right W2. */
export const HOMAG_EDGES: readonly EdgeName[] = ['L1', 'L2', 'W1', 'W2'];

/** The letter of each HOMAG edge in an edge diagram, in HOMAG_EDGES order. */
const EDGE_DIAGRAM_LETTERS = ['F', 'B', 'L', 'R'] as const;

/**
 * HOMAG's edge diagram of a part: the letters of its banded edges in the order front, back, left,
 * right (`FBLR` all round, `F` the front only), empty when it has no band.
 */
export function homagEdgeDiagram(edges: EdgeBanding): string {
  return HOMAG_EDGES.map((edge, position) =>
    edges[edge] ? EDGE_DIAGRAM_LETTERS[position] : '',
  ).join('');
}

/**
 * cutlist-homag.csv: UTF-8 with a byte order mark, RFC 4180; cut sizes in mm with one decimal,
 * the finished sizes in the last two columns; a banded edge names the band (edgeBandCode), an
 * unbanded one is empty; the edge diagram lists the banded edges (homagEdgeDiagram); the CNC
 * programs are left to the shop's template. Text cells are guarded against formula injection.
 */
export function homagCsv(order: StoredOrder, cutList: CutList): string {
  const rows = cutListRows(cutList).map(({ material, cabinet, part }): CsvCell[] => [
    partId(order.uuid, cabinet.index, part),
    part.name,
    `${paddedIndex(cabinet.index)} ${cabinetName(cabinet)}`,
    material.code,
    csvNumber(fixed(part.cut.lengthMm, MM_DECIMALS)),
    csvNumber(fixed(part.cut.widthMm, MM_DECIMALS)),
    csvNumber(trimmed(part.thicknessMm, THICKNESS_DECIMALS)),
    csvNumber(String(part.quantity)),
    csvNumber(String(HOMAG_GRAIN[part.grain])),
    homagEdgeDiagram(part.edges),
    ...edgeBandCells(part.edges, HOMAG_EDGES, partBandMm(cutList, part.role)),
    '',
    '',
    shortOrderId(order.uuid),
    order.customer.fullName,
    csvNumber(fixed(part.finished.lengthMm, MM_DECIMALS)),
    csvNumber(fixed(part.finished.widthMm, MM_DECIMALS)),
  ]);
  return csvDocument(HOMAG_COLUMNS, rows, { bom: true, neutraliseFormulas: true });
}
