import { describe, expect, it } from 'vitest';
import { buildCutList } from '../cut-list';
import { ACCESSORY_TYPES } from '../types';
import { orderJson } from './order-json';
import { productionText, utcText } from './production-text';
import { explodedOrder, hardwareSummary, storedOrder } from '../../testing/file-order';
import { TEXT_LAYOUT, fitToPage, table, wrap } from './text-layout';

function text(unit: 'mm' | 'in' = 'mm') {
  const exploded = explodedOrder(unit);
  return productionText(storedOrder(unit), exploded, buildCutList(exploded), hardwareSummary(unit));
}

describe('productionText', () => {
  const file = text();
  const lines = file.split('\n');

  it('is deterministic: the same input gives the same text', () => {
    expect(text()).toBe(file);
    expect(text('in')).toBe(text('in'));
  });

  it('keeps every line within 100 columns, with no trailing spaces, and ends with a newline', () => {
    for (const candidate of [file, text('in')]) {
      for (const line of candidate.split('\n')) {
        expect(line.length).toBeLessThanOrEqual(100);
        expect(line).toBe(line.trimEnd());
      }
      expect(candidate.endsWith('\n')).toBe(true);
      expect(candidate.includes('\r')).toBe(false);
    }
  });

  it('has its sections in order', () => {
    const headings = [
      'PRODUCTION FILE: ORDER 0A1B2C3D4E5F',
      'ITEMS (3 LINES, 4 PIECES)',
      'CUT LIST',
      'MATERIAL TOTALS',
      'HARDWARE (2 TYPES)',
      'PRODUCTION NOTES',
    ];
    const positions = headings.map((heading) => lines.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows the header: ids, name, status, dates in UTC, customer, unit and materials', () => {
    for (const line of [
      'Order id:        0a1b2c3d4e5f',
      'Order uuid:      3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
      'Order name:      Kitchen, "main"',
      'Status:          Approved',
      'Created:         2025-03-31 22:15:00 UTC',
      'Updated:         2025-04-01 08:00:05 UTC',
      'Unit:            mm (lengths in millimetres)',
      'Name:            Ruiz, Ana "La Jefa"',
      'E-mail:          ana@example.com',
      'Phone:           555-0100',
      'Address:         12 Oak Street, Flat 3',
      'Cabinet colour:  White [COL-1]',
      '                 sheet 2800 x 2070 mm, thickness 18 mm, grain no',
      'Finish:          Oak, "rustic" (custom) [CUSTOM-FIN]',
      '                 sheet 2440 x 1220 mm, thickness 19.05 mm, grain yes',
      'Applied back:    Back panel 3 mm [BACK-3]',
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('shows the rejection reason of a rejected order, and no such line otherwise', () => {
    const order = { ...storedOrder(), status: 'Rejected' as const, message: 'Sizes out of range' };
    const exploded = explodedOrder();
    const rejected = productionText(order, exploded, buildCutList(exploded), hardwareSummary());
    expect(rejected.split('\n')).toContain('Rejection:       Sizes out of range');
    expect(file).not.toContain('Rejection:');
  });

  it('lists every item as ordered with its size and options in words', () => {
    const items = lines.slice(
      lines.indexOf('ITEMS (3 LINES, 4 PIECES)'),
      lines.indexOf('CUT LIST'),
    );
    expect(items).toEqual(
      expect.arrayContaining([
        '#01 B1D-24 (Base 1 Door) "Sink, base" x 2',
        '  Furniture: Base Cabinets',
        '  Size W x H x D: 600 x 720 x 560 mm',
        '  Cut orientation: Vertical',
        '  Hinges: yes',
        '  Adjustable shelves: 1',
        '  Door width: 450 mm',
        '#02 W2D-30 (Wall 2 Door) "=HYPERLINK("x")" x 1',
        '  Hinges: no',
        '  Adjustable shelves: 2',
        '#03 X9 (Base 1 Door) "Gone" x 1',
        '  Problem: The model "X9" is no longer in the catalogue.',
      ]),
    );
  });

  it('prints the cut list by material, then cabinet, with cut and finished sizes', () => {
    const cut = lines.slice(lines.indexOf('CUT LIST'), lines.indexOf('MATERIAL TOTALS'));
    const at = (start: string) => cut.findIndex((line) => line.startsWith(start));
    expect(at('Cabinet colour: White [COL-1], 18 mm thick')).toBeLessThan(at('Finish: Oak'));
    expect(cut).toEqual(
      expect.arrayContaining([
        '  Part     Name    Qty         Cut L x W    Finished L x W  Grain  Edges',
        '  side1    Side      4  720.0 x 559.0 mm  720.0 x 560.0 mm  N      L1',
        '  back1    Back      1  726.0 x 726.0 mm  726.0 x 726.0 mm  N      -',
        'Total COL-1: 9 pieces, 3.229 m2 finished, 5.93 m edge band',
        'Total CUSTOM-FIN: 4 pieces, 1.421 m2 finished, 10.58 m edge band',
      ]),
    );
  });

  it('totals each material: pieces, area, sheet area, sheets by area, edge band', () => {
    const totals = lines.slice(
      lines.indexOf('MATERIAL TOTALS'),
      lines.indexOf('HARDWARE (2 TYPES)'),
    );
    // Sheets: COL-1 3.229 / (2.8 x 2.07 = 5.796) -> 1; CUSTOM-FIN 1.421 / (2.44 x 1.22 = 2.977) -> 1.
    expect(totals).toEqual(
      expect.arrayContaining([
        'Material                  Pieces  Area m2  Sheet m2  Sheets by area  Edge band m',
        'COL-1 White                    9    3.229     5.796               1         5.93',
        'CUSTOM-FIN Oak, "rustic"       4    1.421     2.977               1        10.58',
        'All materials                 13    4.650                                  16.51',
      ]),
    );
  });

  it('prints the hardware the order needs by name, with per-item lines, units and warnings', () => {
    const hardware = lines.slice(
      lines.indexOf('HARDWARE (2 TYPES)'),
      lines.indexOf('PRODUCTION NOTES'),
    );
    expect(hardware).toEqual([
      'HARDWARE (2 TYPES)',
      '='.repeat(100),
      'Accessory / item   Unit  Quantity',
      '-----------------  ----  --------',
      'Hinges             pcs          8',
      '  #01 Base 1 Door               4',
      '  #02 Wall 2 Door               4',
      'Gola J rail        mm        1200',
      '  #01 Base 1 Door            1200',
      '',
      'Warnings:',
      '  - #02 Wall 2 Door, Lift-up mechanisms: Front 700 mm high: outside the 240-600 mm range, not',
      '    counted.',
      '',
      '',
    ]);
    // Accessories of quantity 0 and the accessory keys are left out.
    expect(hardware.join('\n')).not.toMatch(/Wall clips|clipWall|aventoHKXS|tandenBox/);
  });

  it('says so when the order needs no hardware', () => {
    const exploded = explodedOrder();
    const none = hardwareSummary();
    const empty = {
      ...none,
      accessories: Object.fromEntries(
        ACCESSORY_TYPES.map((type) => [
          type,
          { ...none.accessories[type], total: 0, cabinets: [] },
        ]),
      ) as unknown as typeof none.accessories,
      warnings: [],
    };
    const lines = productionText(storedOrder(), exploded, buildCutList(exploded), empty).split(
      '\n',
    );
    const at = lines.indexOf('HARDWARE (0 TYPES)');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 2]).toBe('No hardware.');
  });

  it("ends with the order notes, each item's notes and the problems", () => {
    const notes = lines.slice(lines.indexOf('PRODUCTION NOTES'));
    expect(notes).toEqual([
      'PRODUCTION NOTES',
      '='.repeat(100),
      'Order notes:',
      '  Deliver before noon.',
      '  Call first, please.',
      '',
      '#01 B1D-24 (Base 1 Door) "Sink, base" x 2',
      '  - Adjustable shelf centres at 300 mm',
      '',
      'Problems:',
      '  - #03: The model "X9" is no longer in the catalogue.',
      '',
    ]);
  });

  it('gives every figure of an inch order in inches first, with 32nds, the millimetres in brackets', () => {
    const inch = text('in').split('\n');
    expect(inch).toEqual(
      expect.arrayContaining([
        'Unit:            in (lengths in inches: the decimal, then the nearest 1/32 in, millimetres in',
        // 600 x 720 x 560 mm entered as 23.62 x 28.35 x 22.05 in: 23.62 x 32 = 755.84 -> 756/32 =
        // 23 5/8; 28.35 x 32 = 907.2 -> 907/32 = 28 11/32; 22.05 x 32 = 705.6 -> 706/32 = 22 1/16.
        '  Size W x H x D: 23.62 x 28.35 x 22.05 in = 23 5/8" x 28 11/32" x 22 1/16" (599.95 x 720.09 x',
        // 17.72 x 32 = 567.04 -> 567/32 = 17 23/32.
        '  Door width: 17.72 in = 17 23/32" (450.09 mm)',
        // 2800 mm = 110.236 in, x 32 = 3527.6 -> 3528/32 = 110 1/4; 2070 mm = 81.496 in -> 81 1/2;
        // 18 mm = 0.7087 in, x 32 = 22.68 -> 23/32.
        '                 sheet 110.24 x 81.50 in = 110 1/4" x 81 1/2" (2800 x 2070 mm), thickness 0.71 in =',
        '                 23/32" (18 mm), grain no',
        // Item 1's side, cut 720 x 559 mm, finished 720 x 560 mm: 720 mm x 32 / 25.4 = 907.09 ->
        // 28 11/32; 559 mm -> 704.25 -> 22; 560 mm -> 705.51 -> 706/32 = 22 1/16.
        '  side1    Side      4       28.35 x 22.01 in       28.35 x 22.05 in  N      L1',
        '                              28 11/32" x 22"   28 11/32" x 22 1/16"',
        '                           (720.0 x 559.0 mm)     (720.0 x 560.0 mm)',
        // The left door of item 2, cut 756 x 372.5 mm: 952.44 -> 952/32 = 29 3/4; 469.29 ->
        // 469/32 = 14 21/32.
        '                            29 3/4" x 14 21/32"   29 27/32" x 14 3/4"',
        // 47.2 in x 32 = 1510.4 -> 1510/32 = 47 3/16.
        'Gola J rail        in    47.2 = 47 3/16"',
      ]),
    );
    // Inches before millimetres on every line that gives both.
    for (const line of inch) {
      const inches = /\d in\b/.exec(line);
      const mm = /\d mm\b/.exec(line);
      if (inches && mm) expect(inches.index).toBeLessThan(mm.index);
    }
  });

  it('says an item without a depth has none, instead of a depth of 0', () => {
    for (const unit of ['mm', 'in'] as const) {
      const order = storedOrder(unit);
      const panel = { ...order, cabinets: [{ ...order.cabinets[0]!, z: 0 }] };
      const exploded = explodedOrder(unit);
      const lines = productionText(panel, exploded, buildCutList(exploded), hardwareSummary(unit));
      const size = lines.split('\n').find((line) => line.startsWith('  Size W x H'));
      expect(size).toBe(
        unit === 'mm'
          ? '  Size W x H: 600 x 720 mm, no depth'
          : '  Size W x H: 23.62 x 28.35 in = 23 5/8" x 28 11/32" (599.95 x 720.09 mm), no depth',
      );
      expect(lines).not.toContain('0.00 in');
    }
  });

  it('matches its reviewed text for a millimetre order and for an inch order', async () => {
    await expect(file).toMatchFileSnapshot('./__snapshots__/production-mm.txt');
    await expect(text('in')).toMatchFileSnapshot('./__snapshots__/production-in.txt');
  });

  it('keeps long customer text inside the page by wrapping it', () => {
    const order = { ...storedOrder(), notes: `${'word '.repeat(40)}${'x'.repeat(150)}` };
    const exploded = explodedOrder();
    const long = productionText(order, exploded, buildCutList(exploded), hardwareSummary());
    for (const line of long.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(long).toContain(`  ${'x'.repeat(98)}\n  ${'x'.repeat(52)}\n`);
  });
});

describe('text layout', () => {
  it('wraps at spaces and cuts a word longer than a line', () => {
    expect(wrap('aaa bbb ccc', '', '  ')).toEqual(['aaa bbb ccc']);
    const long = wrap(`${'a'.repeat(60)} ${'b'.repeat(60)}`, '> ', '  ');
    expect(long).toEqual([`> ${'a'.repeat(60)}`, `  ${'b'.repeat(60)}`]);
    expect(wrap('c'.repeat(205), '', '')).toEqual([
      'c'.repeat(100),
      'c'.repeat(100),
      'c'.repeat(5),
    ]);
    expect(wrap('', '  ')).toEqual(['']);
  });

  it('never splits a character made of two code units', () => {
    const lines = wrap('😀'.repeat(60));
    expect(lines.map((line) => line.length)).toEqual([100, 20]);
  });

  it('sizes table columns to their widest cell', () => {
    expect(
      table(
        [
          { heading: 'A', align: 'left' },
          { heading: 'Qty', align: 'right' },
        ],
        [
          ['long cell', '1'],
          ['x', '1234'],
        ],
      ),
    ).toEqual(['A           Qty', '---------  ----', 'long cell     1', 'x          1234']);
  });

  it('fits an over-long line by wrapping it under itself', () => {
    const fitted = fitToPage([`  ${'word '.repeat(30)}`]);
    expect(fitted.every((line) => line.length <= TEXT_LAYOUT.pageWidth)).toBe(true);
    expect(fitted[1]?.startsWith('      word')).toBe(true);
  });

  it('writes UTC times', () => {
    expect(utcText('2025-03-31T22:15:00.000Z')).toBe('2025-03-31 22:15:00 UTC');
    expect(utcText('yesterday')).toBe('yesterday');
  });
});

describe('orderJson', () => {
  it('is the stored order, pretty printed, with a trailing newline', () => {
    const json = orderJson(storedOrder());
    expect(JSON.parse(json)).toEqual(storedOrder());
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.split('\n')[1]).toBe('  "uuid": "3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f",');
  });
});
