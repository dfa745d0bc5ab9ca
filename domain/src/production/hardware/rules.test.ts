import { describe, expect, it } from 'vitest';
import { ACCESSORY_TYPES, LENGTH_ACCESSORIES } from '../types';
import { ACCESSORY_UNITS } from './accessory-units';
import { fastenersPerJoint } from './fasteners';
import { HARDWARE_RULES, type HardwareStepRow } from './rules';
import { countForSize } from './step-table';

describe('countForSize', () => {
  const hinges = HARDWARE_RULES.hinges.byDoorHeight;
  const legs = HARDWARE_RULES.legs.byCabinetWidth;

  it.each([
    [300, 2],
    [900, 2],
    [900.01, 3],
    [901, 3],
    [1600, 3],
    [1601, 4],
    [2000, 4],
    [2001, 5],
    [3000, 5],
  ])('gives a %d mm door %d hinges', (heightMm, count) => {
    expect(countForSize(hinges, heightMm)).toBe(count);
  });

  it.each([
    [300, 4],
    [999, 4],
    [999.99, 4],
    [1000, 6],
    [1800, 6],
    [1801, 8],
    [2400, 8],
  ])('gives a %d mm wide cabinet %d legs', (widthMm, count) => {
    expect(countForSize(legs, widthMm)).toBe(count);
  });

  it('gives 0 above a table whose last row is bounded', () => {
    const table: HardwareStepRow[] = [{ upToMm: 100, inclusive: true, count: 1 }];
    expect(countForSize(table, 100)).toBe(1);
    expect(countForSize(table, 101)).toBe(0);
  });
});

describe('fastenersPerJoint', () => {
  // max(2, 1 + floor((depth - 74) / 128))
  it.each([
    [50, 2], // 1 + floor(-24 / 128) = 0 -> 2
    [74, 2], // 1 + 0 = 1 -> 2
    [201, 2], // 1 + floor(127 / 128) = 1 -> 2
    [202, 2], // 1 + floor(128 / 128) = 2
    [329, 2], // 1 + floor(255 / 128) = 2
    [330, 3], // 1 + floor(256 / 128) = 3
    [457, 3], // 1 + floor(383 / 128) = 3
    [458, 4], // 1 + floor(384 / 128) = 4
    [560, 4], // 1 + floor(486 / 128) = 4
    [610, 5], // 1 + floor(536 / 128) = 5
  ])('puts %d mm deep joints together with %d fasteners', (depthMm, count) => {
    expect(fastenersPerJoint(depthMm, HARDWARE_RULES)).toBe(count);
  });
});

describe('HARDWARE_RULES', () => {
  it('runs its step tables from the smallest size up, ending unbounded', () => {
    for (const table of [HARDWARE_RULES.hinges.byDoorHeight, HARDWARE_RULES.legs.byCabinetWidth]) {
      const bounds = table.map((row) => row.upToMm);
      expect(bounds.at(-1)).toBeNull();
      const finite = bounds.slice(0, -1) as number[];
      expect(finite).toEqual([...finite].sort((a, b) => a - b));
    }
  });
});

describe('ACCESSORY_UNITS', () => {
  it('gives every accessory type a unit, lengths exactly for the length accessories', () => {
    expect(Object.keys(ACCESSORY_UNITS).sort()).toEqual([...ACCESSORY_TYPES].sort());
    const lengths = ACCESSORY_TYPES.filter((type) => ACCESSORY_UNITS[type] === 'length');
    expect(lengths).toEqual([...LENGTH_ACCESSORIES]);
    const sets = ACCESSORY_TYPES.filter((type) => ACCESSORY_UNITS[type] === 'sets');
    expect(sets).toEqual(['aventoHKXS', 'tandenBox', 'galleryC']);
  });
});
