import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ACCESSORY_TYPES } from '../types';
import { HARDWARE_CSV_COLUMNS, hardwareCsv } from './hardware-csv';
import { hardwareSummary } from '../../testing/file-order';

function records(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
}

describe('hardwareCsv', () => {
  const text = hardwareCsv(hardwareSummary());
  const rows = records(text);

  it('starts with a BOM and its header', () => {
    expect(text.startsWith(`\uFEFF${HARDWARE_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
  });

  it('has a total row for each of the 19 types, in their order', () => {
    const totals = rows.filter((row) => row.line === 'total');
    expect(totals.map((row) => row.accessory)).toEqual([...ACCESSORY_TYPES]);
    expect(totals.find((row) => row.accessory === 'clipWall')).toEqual({
      accessory: 'clipWall',
      accessory_name: 'Wall clips',
      unit: 'pcs',
      line: 'total',
      item_index: '',
      item_type: '',
      quantity: '0',
      message: '',
    });
  });

  it('lists the item lines before their total, and the warnings after it', () => {
    // 19 totals (the plinth clips the 19th) + 2 hinge lines + 1 gola J line + 1 warning.
    expect(rows).toHaveLength(23);
    const hinge = rows.findIndex((row) => row.accessory === 'hinge');
    expect(
      rows.slice(hinge, hinge + 3).map((row) => [row.line, row.item_index, row.quantity]),
    ).toEqual([
      ['item', '1', '4'],
      ['item', '2', '4'],
      ['total', '', '8'],
    ]);
    expect(rows.filter((row) => row.line === 'warning')).toEqual([
      {
        accessory: 'aventoHKXS',
        accessory_name: 'Lift-up mechanisms',
        unit: 'sets',
        line: 'warning',
        item_index: '2',
        item_type: 'Wall 2 Door',
        quantity: '',
        message: 'Front 700 mm high: outside the 240-600 mm range, not counted.',
      },
    ]);
  });

  it('gives lengths in the order unit', () => {
    const golaMm = rows.filter((row) => row.accessory === 'golaJ');
    expect(golaMm.map((row) => [row.unit, row.line, row.quantity])).toEqual([
      ['mm', 'item', '1200'],
      ['mm', 'total', '1200'],
    ]);
    const golaIn = records(hardwareCsv(hardwareSummary('in'))).filter(
      (row) => row.accessory === 'golaJ',
    );
    expect(golaIn.map((row) => [row.unit, row.quantity])).toEqual([
      ['in', '47.2'],
      ['in', '47.2'],
    ]);
  });
});
