import { describe, expect, it } from 'vitest';
import { guillotineCheck } from './guillotine-check';
import { nest } from './nest';
import type { NestingPiece } from './types';

/*
 * A fixed subset of the 2BP benchmark (bench/data/2bp, docs/production/nesting.md, "The 2BP
 * benchmark"): the 20-item instance number k of class k, for k = 1..10, at kerf 0 and trim 0 with
 * the order's search budget. The exact sheet totals guard the packer against regressions; each
 * plan is also replayed by guillotineCheck.
 */

interface Instance {
  key: string;
  /** Bin width (along x) and height. */
  bin: [number, number];
  /** Item widths and heights, in pairs. */
  items: number[];
}

const SUBSET: readonly Instance[] = [
  {
    key: 'berkey1987/Class_01.2bp_20_1',
    bin: [10, 10],
    items: [
      5, 9, 4, 2, 10, 6, 5, 7, 6, 3, 10, 7, 1, 5, 3, 5, 6, 9, 2, 4, 6, 7, 7, 2, 8, 3, 4, 10, 4, 5,
      10, 3, 8, 3, 7, 8, 8, 3, 8, 7,
    ],
  },
  {
    key: 'berkey1987/Class_02.2bp_20_2',
    bin: [30, 30],
    items: [
      2, 2, 6, 8, 10, 2, 1, 3, 8, 4, 3, 10, 1, 9, 1, 5, 6, 3, 1, 1, 4, 2, 9, 2, 1, 9, 9, 5, 4, 7, 2,
      2, 3, 4, 9, 7, 4, 1, 9, 8,
    ],
  },
  {
    key: 'berkey1987/Class_03.2bp_20_3',
    bin: [40, 40],
    items: [
      22, 17, 35, 20, 17, 18, 23, 6, 13, 28, 31, 33, 25, 16, 28, 21, 11, 32, 30, 10, 10, 33, 29, 15,
      1, 23, 28, 29, 13, 18, 10, 21, 14, 11, 35, 6, 20, 4, 2, 11,
    ],
  },
  {
    key: 'berkey1987/Class_04.2bp_20_4',
    bin: [100, 100],
    items: [
      14, 25, 2, 8, 19, 22, 26, 5, 32, 12, 20, 4, 22, 23, 11, 19, 6, 23, 3, 8, 10, 28, 11, 9, 3, 30,
      28, 4, 1, 33, 23, 19, 31, 17, 11, 23, 27, 10, 19, 32,
    ],
  },
  {
    key: 'berkey1987/Class_05.2bp_20_5',
    bin: [100, 100],
    items: [
      95, 36, 14, 91, 16, 36, 91, 93, 61, 17, 82, 98, 43, 56, 65, 49, 5, 65, 50, 25, 25, 87, 83, 38,
      14, 100, 40, 30, 17, 16, 33, 81, 11, 80, 7, 1, 8, 68, 38, 35,
    ],
  },
  {
    key: 'berkey1987/Class_06.2bp_20_6',
    bin: [300, 300],
    items: [
      14, 69, 74, 13, 23, 86, 84, 42, 12, 72, 97, 96, 60, 71, 57, 86, 77, 62, 41, 56, 7, 56, 62, 84,
      29, 97, 63, 82, 53, 62, 22, 93, 25, 64, 50, 96, 21, 45, 92, 1,
    ],
  },
  {
    key: 'martello1998/Class_07.2bp_20_7',
    bin: [100, 100],
    items: [
      67, 48, 11, 35, 96, 16, 98, 10, 92, 12, 11, 39, 90, 35, 68, 20, 35, 37, 82, 4, 92, 16, 80, 41,
      96, 24, 99, 32, 67, 9, 66, 25, 75, 22, 89, 21, 29, 74, 43, 19,
    ],
  },
  {
    key: 'martello1998/Class_08.2bp_20_8',
    bin: [100, 100],
    items: [
      5, 95, 9, 92, 2, 94, 27, 79, 2, 78, 22, 69, 6, 82, 46, 95, 12, 70, 98, 33, 21, 77, 27, 84, 83,
      55, 34, 81, 48, 81, 19, 22, 16, 77, 32, 82, 86, 89, 23, 29,
    ],
  },
  {
    key: 'martello1998/Class_09.2bp_20_9',
    bin: [100, 100],
    items: [
      68, 76, 99, 71, 99, 79, 86, 94, 56, 85, 77, 95, 93, 94, 71, 74, 56, 54, 68, 80, 99, 20, 18,
      76, 68, 87, 70, 78, 77, 7, 26, 18, 92, 80, 84, 87, 96, 56, 97, 33,
    ],
  },
  {
    key: 'martello1998/Class_10.2bp_20_10',
    bin: [100, 100],
    items: [
      25, 39, 15, 6, 37, 48, 9, 10, 26, 10, 6, 42, 44, 25, 56, 51, 39, 42, 10, 40, 12, 13, 16, 69,
      13, 37, 24, 50, 42, 13, 36, 80, 49, 43, 1, 21, 34, 25, 18, 48,
    ],
  },
];

function asPieces(instance: Instance, rotation: boolean): NestingPiece[] {
  const pieces: NestingPiece[] = [];
  for (let i = 0; i < instance.items.length; i += 2) {
    pieces.push({
      id: String(i / 2 + 1),
      lengthMm: instance.items[i] as number,
      widthMm: instance.items[i + 1] as number,
      quantity: 1,
      grain: rotation ? 'N' : 'L',
    });
  }
  return pieces;
}

function sheetsPerInstance(rotation: boolean): number[] {
  return SUBSET.map((instance) => {
    const [lengthMm, widthMm] = instance.bin;
    const plan = nest(
      asPieces(instance, rotation),
      { lengthMm, widthMm },
      { kerfMm: 0, trimMm: 0 },
    );
    expect(plan.unplaced).toEqual([]);
    expect(plan.totals.pieces).toBe(20);
    expect(guillotineCheck(plan)).toEqual([]);
    return plan.totals.sheets;
  });
}

describe('nest on a fixed subset of the 2BP benchmark', { timeout: 60_000 }, () => {
  it('without rotation: 49 sheets (the portfolio and improvement phase alone: 49)', () => {
    expect(sheetsPerInstance(false)).toEqual([8, 1, 6, 1, 5, 1, 4, 5, 15, 3]);
  });

  it('with rotation: 47 sheets (the portfolio and improvement phase alone: 48)', () => {
    expect(sheetsPerInstance(true)).toEqual([7, 1, 5, 1, 5, 1, 4, 5, 15, 3]);
  });
});
