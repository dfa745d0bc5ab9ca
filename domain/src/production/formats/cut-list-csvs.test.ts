import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildCutList } from '../cut-list';
import type { Part } from '../types';
import { CUT_LIST_CSV_COLUMNS, CUT_LIST_CSV_INCH_COLUMNS, cutListCsv } from './cut-list-csv';
import {
  CUT_LIST_OPTIMIZER_COLUMNS,
  cutListOptimizerCsv,
  optimizerField,
} from './cut-list-optimizer-csv';
import { HOMAG_COLUMNS, homagCsv } from './homag-csv';
import { partId } from './part-id';
import { ORDER_UUID, SHORT_ID, explodedOrder, storedOrder } from '../../testing/file-order';

const order = storedOrder();
const cutList = buildCutList(explodedOrder());

/** The cut list's part lines in file order: [material code, cabinet index, part code]. */
const expectedLines = cutList.materials.flatMap(({ material, cabinets }) =>
  cabinets.flatMap((cabinet) => cabinet.parts.map((part) => ({ material, cabinet, part }))),
);

/** A cut list of item 1's first part (its side) alone, changed by `change`. */
function firstPartAs(change: Partial<Part>) {
  const [first] = explodedOrder().items;
  return buildCutList({
    ...explodedOrder(),
    items: [{ ...first!, parts: [{ ...first!.parts[0]!, ...change }] }],
  });
}

function records(text: string): Record<string, string>[] {
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
}

describe('partId', () => {
  it('is the short order id, the 2-digit cabinet index and the part code', () => {
    expect(partId(ORDER_UUID, 1, { code: 'side1' })).toBe('0a1b2c3d4e5f-01-side1');
    expect(partId(ORDER_UUID, 12, { code: 'shelf_adj2' })).toBe('0a1b2c3d4e5f-12-shelf_adj2');
    expect(partId(ORDER_UUID, 123, { code: 'door1' })).toBe('0a1b2c3d4e5f-123-door1');
  });
});

describe('cutListCsv', () => {
  const text = cutListCsv(order, cutList);

  it('starts with a BOM and the header, and ends every line with CRLF', () => {
    expect(text.startsWith(`\uFEFF${CUT_LIST_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '').includes('\n')).toBe(false);
  });

  it('has one row per part line, in cut-list order, matching the cut list', () => {
    const rows = records(text);
    expect(rows).toHaveLength(6);
    rows.forEach((row, position) => {
      const { material, cabinet, part } = expectedLines[position]!;
      expect(row.part_id).toBe(`${SHORT_ID}-0${cabinet.index}-${part.code}`);
      expect(row.material_code).toBe(material.code);
      expect(Number(row.length_mm)).toBe(part.cut.lengthMm);
      expect(Number(row.width_mm)).toBe(part.cut.widthMm);
      expect(Number(row.finished_length_mm)).toBe(part.finished.lengthMm);
      expect(Number(row.qty)).toBe(part.quantity);
      expect(row.grain).toBe(part.grain);
    });
  });

  it('writes every column of a row as documented', () => {
    // The first finish row: item 1's door, 716 x 596 finished, all four edges banded by 1 mm.
    expect(records(text)[4]).toEqual({
      order_id: SHORT_ID,
      part_id: '0a1b2c3d4e5f-01-door1',
      cabinet_index: '1',
      cabinet_name: 'B1D-24 (Base 1 Door)',
      part_name: 'Door',
      part_role: 'door',
      material_code: 'CUSTOM-FIN',
      material_name: 'Oak, "rustic"',
      thickness_mm: '19.05',
      length_mm: '714.0',
      width_mm: '594.0',
      qty: '2',
      grain: 'L',
      can_rotate: '0',
      finished_length_mm: '716.0',
      finished_width_mm: '596.0',
      edge_L1: '1',
      edge_L2: '1',
      edge_W1: '1',
      edge_W2: '1',
      edge_thickness_mm: '1',
      label_text: '0a1b2c3d4e5f #01 Base 1 Door: Door',
      notes: 'Sink, base',
    });
    // Item 2's back: no grain (may turn), no edges, so no band thickness.
    expect(records(text)[3]).toMatchObject({
      part_id: '0a1b2c3d4e5f-02-back1',
      grain: 'N',
      can_rotate: '1',
      edge_L1: '0',
      edge_L2: '0',
      edge_W1: '0',
      edge_W2: '0',
      edge_thickness_mm: '0',
    });
  });

  it('guards text cells against formulas: the description "=HYPERLINK(...)" gets an apostrophe', () => {
    const notes = records(text).map((row) => row.notes);
    expect(notes).toContain('\'=HYPERLINK("x")');
    expect(notes).not.toContain('=HYPERLINK("x")');
  });

  it('adds the sizes in inches at the end for an inch order', () => {
    const inch = cutListCsv(storedOrder('in'), buildCutList(explodedOrder('in')));
    const header = parse(inch, { bom: true, to_line: 1 })[0] as string[];
    expect(header).toEqual([...CUT_LIST_CSV_COLUMNS, ...CUT_LIST_CSV_INCH_COLUMNS]);
    // Item 1's side: cut 720 x 559 mm = 28.35 x 22.01 in; finished 720 x 560 mm = 28.35 x 22.05 in.
    expect(records(inch)[0]).toMatchObject({
      length_mm: '720.0',
      width_mm: '559.0',
      length_in: '28.35',
      width_in: '22.01',
      finished_length_in: '28.35',
      finished_width_in: '22.05',
    });
  });

  it('has no inch columns for a millimetre order', () => {
    expect(Object.keys(records(text)[0]!)).toEqual([...CUT_LIST_CSV_COLUMNS]);
  });
});

describe('cutListOptimizerCsv', () => {
  const text = cutListOptimizerCsv(order, cutList);
  const lines = text.split('\r\n');

  it('has no BOM, the CutList Optimizer header and exactly 11 fields on every line', () => {
    expect(
      text.startsWith(
        'Length,Width,Qty,Material,Label,Enabled,Grain direction,Top band,Left band,Bottom band,Right band\r\n',
      ),
    ).toBe(true);
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(0, -1)) expect(line.split(',')).toHaveLength(11);
  });

  it('writes the grain and the four bands: an oak door with its grain, a side banded at the front', () => {
    // Item 1's door: grain along its 714 mm cut length, which CutList Optimizer draws upright
    // (v); banded all round with the 1 mm band. Item 1's side: no grain, only L1 (front long
    // edge, drawn on the left) banded. Item 2's back: nothing.
    expect(lines[5]).toBe(
      '714.0,594.0,2,CUSTOM-FIN,0a1b2c3d4e5f-01-door1 Door,true,v,EB-1,EB-1,EB-1,EB-1',
    );
    expect(lines[1]).toBe('720.0,559.0,4,COL-1,0a1b2c3d4e5f-01-side1 Side,true,,,EB-1,,');
    expect(lines[4]).toBe('726.0,726.0,1,COL-1,0a1b2c3d4e5f-02-back1 Back,true,,,,,');
  });

  it('writes h for a grain along the width and puts W1 on top, W2 at the bottom, L2 on the right', () => {
    const turned = firstPartAs({ grain: 'W', edges: { L1: false, L2: true, W1: true, W2: false } });
    const [row] = parse(cutListOptimizerCsv(order, turned), { columns: true }) as Record<
      string,
      string
    >[];
    expect(row).toMatchObject({
      'Grain direction': 'h',
      'Top band': 'EB-1',
      'Left band': '',
      'Bottom band': '',
      'Right band': 'EB-1',
    });
  });

  it('has no comma, quote or line break inside any field, though the names hold them', () => {
    // The part name 'Door, "left"' and the finish 'Oak, "rustic"' carry commas and quotes.
    expect(text.includes('"')).toBe(false);
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Label)).toContain("0a1b2c3d4e5f-02-door1 Door; 'left'");
  });

  it('matches the cut list row by row: cut sizes in mm, quantity, material code, enabled', () => {
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(expectedLines.length);
    rows.forEach((row, position) => {
      const { material, cabinet, part } = expectedLines[position]!;
      expect(row).toEqual({
        Length: part.cut.lengthMm.toFixed(1),
        Width: part.cut.widthMm.toFixed(1),
        Qty: String(part.quantity),
        Material: material.code,
        Label: optimizerField(`${partId(ORDER_UUID, cabinet.index, part)} ${part.name}`),
        Enabled: 'true',
        'Grain direction': { L: 'v', W: 'h', N: '' }[part.grain],
        'Top band': part.edges.W1 ? 'EB-1' : '',
        'Left band': part.edges.L1 ? 'EB-1' : '',
        'Bottom band': part.edges.W2 ? 'EB-1' : '',
        'Right band': part.edges.L2 ? 'EB-1' : '',
      });
    });
    expect(Object.keys(rows[0]!)).toEqual([...CUT_LIST_OPTIMIZER_COLUMNS]);
  });

  it.each([
    ['Smith, John', 'Smith; John'],
    ['say "hi"', "say 'hi'"],
    ['two\r\nlines\tand  tabs', 'two lines and tabs'],
    [' , ', ';'],
  ])('optimizerField(%j) -> %j', (text, field) => {
    expect(optimizerField(text)).toBe(field);
  });
});

describe('homagCsv', () => {
  const text = homagCsv(order, cutList);
  const rows = records(text);

  it('starts with a BOM and the HOMAG sample part list header', () => {
    expect(text.startsWith(`\uFEFF${HOMAG_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(Object.keys(rows[0]!)).toEqual([...HOMAG_COLUMNS]);
  });

  it('matches the cut list row by row', () => {
    expect(rows).toHaveLength(expectedLines.length);
    rows.forEach((row, position) => {
      const { material, cabinet, part } = expectedLines[position]!;
      expect(row['Part ID']).toBe(partId(ORDER_UUID, cabinet.index, part));
      expect(row['Material code']).toBe(material.code);
      expect(Number(row.Length)).toBe(part.cut.lengthMm);
      expect(Number(row.Width)).toBe(part.cut.widthMm);
      expect(Number(row.Quantity)).toBe(part.quantity);
    });
  });

  it('writes grain 0/1/2, edges front L1, back L2, left W1, right W2, and the customer', () => {
    // Item 1's side: no grain, only L1 (front) banded.
    expect(rows[0]).toEqual({
      'Part ID': '0a1b2c3d4e5f-01-side1',
      Description: 'Side',
      'Position / article': '01 B1D-24 (Base 1 Door)',
      'Material code': 'COL-1',
      Length: '720.0',
      Width: '559.0',
      Thickness: '18',
      Quantity: '4',
      Grain: '0',
      'Edge diagram': 'F',
      'Edge front': 'EB-1',
      'Edge back': '',
      'Edge left': '',
      'Edge right': '',
      'CNC program 1': '',
      'CNC program 2': '',
      'Customer order': SHORT_ID,
      'Customer name': 'Ruiz, Ana "La Jefa"',
      FinishLength: '720.0',
      FinishWidth: '560.0',
    });
    // Item 2's doors: grain along the length, all four edges; finished 758 x 374.5, cut 1 mm
    // less at each banded edge.
    expect(rows[5]).toMatchObject({
      Description: 'Door, "left"',
      Length: '756.0',
      Width: '372.5',
      FinishLength: '758.0',
      FinishWidth: '374.5',
      Grain: '1',
      'Edge diagram': 'FBLR',
      'Edge front': 'EB-1',
      'Edge back': 'EB-1',
      'Edge left': 'EB-1',
      'Edge right': 'EB-1',
    });
  });

  it('leaves the edge diagram empty for a part without bands and names only the banded edges', () => {
    // Item 2's back has no band; the edge diagram lists front, back, left, right in that order.
    expect(rows[3]).toMatchObject({ 'Part ID': '0a1b2c3d4e5f-02-back1', 'Edge diagram': '' });
    const some = firstPartAs({ edges: { L1: false, L2: true, W1: false, W2: true } });
    expect(records(homagCsv(order, some))[0]).toMatchObject({
      'Edge diagram': 'BR',
      'Edge front': '',
      'Edge back': 'EB-1',
      'Edge left': '',
      'Edge right': 'EB-1',
    });
  });

  it('writes 2 for a grain along the width', () => {
    const crosswise = buildCutList({
      ...explodedOrder(),
      items: explodedOrder().items.map((build) => ({
        ...build,
        parts: build.parts.map((part) => ({ ...part, grain: 'W' as const })),
      })),
    });
    expect(records(homagCsv(order, crosswise)).map((row) => row.Grain)).toEqual(Array(6).fill('2'));
  });
});
