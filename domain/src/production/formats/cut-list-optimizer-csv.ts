/*
 * cutlist-cutlistoptimizer.csv (docs/production/outputs.md): the part list as CutList Optimizer
 * imports it with "Consider material", the grain direction and edge banding on. Its import
 * splits lines at every comma, so no field may hold one, nor a quote or a line break.
 */
import type { StoredOrder } from '../../schemas';
import { partBandMm } from '../cut-list';
import type { CutList, EdgeName, Grain } from '../types';
import { csvDocument, csvNumber } from './csv';
import { cutListRows } from './cut-list-rows';
import { edgeBandCells } from './edge-bands';
import { MM_DECIMALS, fixed } from './numbers';
import { partId } from './part-id';

export const CUT_LIST_OPTIMIZER_COLUMNS = [
  'Length',
  'Width',
  'Qty',
  'Material',
  'Label',
  'Enabled',
  'Grain direction',
  'Top band',
  'Left band',
  'Bottom band',
  'Right band',
] as const;

/**
 * CutList Optimizer's grain directions. It reads the Length column as the part's upright side,
 * so a grain along our length is `v` (vertical), along our width `h`; no grain is empty.
 */
const OPTIMIZER_GRAIN: Readonly<Record<Grain, string>> = { L: 'v', W: 'h', N: '' };

/**
 * Which of our edges each band column is, with the length upright: the long edges L1 (front) on
 * the left and L2 on the right, the short edges W1 at the top and W2 at the bottom.
 */
const OPTIMIZER_BAND_EDGES: readonly EdgeName[] = ['W1', 'L1', 'W2', 'L2'];

/** The `Enabled` value of every row: the part takes part in the optimisation. */
const ENABLED = 'true';

/** What replaces the characters CutList Optimizer cannot read inside a field. */
const FIELD_REPLACEMENTS: readonly (readonly [RegExp, string])[] = [
  [/,/g, ';'],
  [/"/g, "'"],
  [/\s+/g, ' '],
];

/** A text field CutList Optimizer reads whole: no comma, no quote, no line break. */
export function optimizerField(text: string): string {
  return FIELD_REPLACEMENTS.reduce(
    (field, [pattern, replacement]) => field.replace(pattern, replacement),
    text,
  ).trim();
}

/**
 * cutlist-cutlistoptimizer.csv: `Length,Width,Qty,Material,Label,Enabled,Grain direction,Top
 * band,Left band,Bottom band,Right band`, cut sizes in mm with one decimal, Material = the
 * material code, Label = part id and part name, the grain as OPTIMIZER_GRAIN, each banded edge
 * the band's code (`EB-1`). No byte order mark, no quoting (nothing needs it).
 */
export function cutListOptimizerCsv(order: StoredOrder, cutList: CutList): string {
  const rows = cutListRows(cutList).map(({ material, cabinet, part }) => [
    csvNumber(fixed(part.cut.lengthMm, MM_DECIMALS)),
    csvNumber(fixed(part.cut.widthMm, MM_DECIMALS)),
    csvNumber(String(part.quantity)),
    optimizerField(material.code),
    optimizerField(`${partId(order.uuid, cabinet.index, part)} ${part.name}`),
    ENABLED,
    OPTIMIZER_GRAIN[part.grain],
    ...edgeBandCells(part.edges, OPTIMIZER_BAND_EDGES, partBandMm(cutList, part.role)),
  ]);
  return csvDocument(CUT_LIST_OPTIMIZER_COLUMNS, rows, { bom: false, neutraliseFormulas: false });
}
