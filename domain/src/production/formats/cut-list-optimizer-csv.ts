/*
 * cutlist-cutlistoptimizer.csv (docs/production/outputs.md): the part list as CutList Optimizer
 * imports it with "Consider material" on. Its import splits lines at every comma, so no field may
 * hold one, nor a quote or a line break.
 */
import type { StoredOrder } from '../../schemas';
import type { CutList } from '../types';
import { csvDocument, csvNumber } from './csv';
import { cutListRows } from './cut-list-rows';
import { MM_DECIMALS, fixed } from './numbers';
import { partId } from './part-id';

export const CUT_LIST_OPTIMIZER_COLUMNS = [
  'Length',
  'Width',
  'Qty',
  'Material',
  'Label',
  'Enabled',
] as const;

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
 * cutlist-cutlistoptimizer.csv: `Length,Width,Qty,Material,Label,Enabled`, cut sizes in mm with
 * one decimal, Material = the material code, Label = part id and part name. No byte order mark,
 * no quoting (nothing needs it).
 */
export function cutListOptimizerCsv(order: StoredOrder, cutList: CutList): string {
  const rows = cutListRows(cutList).map(({ material, cabinet, part }) => [
    csvNumber(fixed(part.cut.lengthMm, MM_DECIMALS)),
    csvNumber(fixed(part.cut.widthMm, MM_DECIMALS)),
    csvNumber(String(part.quantity)),
    optimizerField(material.code),
    optimizerField(`${partId(order.uuid, cabinet.index, part)} ${part.name}`),
    ENABLED,
  ]);
  return csvDocument(CUT_LIST_OPTIMIZER_COLUMNS, rows, { bom: false, neutraliseFormulas: false });
}
