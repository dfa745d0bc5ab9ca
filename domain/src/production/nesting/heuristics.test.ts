import { describe, expect, it } from 'vitest';
import {
  fitPrimary,
  fitSecondary,
  orientationsOf,
  ripFirst,
  sortItems,
  type PackItem,
} from './heuristics';

const item = (
  id: string,
  length: number,
  width: number,
  grain: PackItem['grain'] = 'N',
): PackItem => ({
  id,
  copy: 1,
  length,
  width,
  grain,
});

describe('fitPrimary, then fitSecondary: a 600 x 400 piece in a 1000 x 500 free rectangle (leftovers 400 and 100)', () => {
  const measures = (rule: Parameters<typeof fitPrimary>[0]) => [
    fitPrimary(rule, 1000, 500, 600, 400),
    fitSecondary(rule, 1000, 500, 600, 400),
  ];
  it('best short side fit: 100, then 400', () => {
    expect(measures('bestShortSideFit')).toEqual([100, 400]);
  });
  it('best long side fit: 400, then 100', () => {
    expect(measures('bestLongSideFit')).toEqual([400, 100]);
  });
  it('best area fit: 500,000 - 240,000 = 260,000, then 100', () => {
    expect(measures('bestAreaFit')).toEqual([260_000, 100]);
  });
});

describe('ripFirst: the same piece and rectangle', () => {
  it('shorter axis: 1000 <= 500 is false, so a cross cut first', () => {
    expect(ripFirst('shorterAxis', 1000, 500, 600, 400)).toBe(false);
    expect(ripFirst('shorterAxis', 500, 1000, 400, 600)).toBe(true);
  });
  it('shorter leftover axis: 400 <= 100 is false; longer leftover axis: 400 > 100 is true', () => {
    expect(ripFirst('shorterLeftoverAxis', 1000, 500, 600, 400)).toBe(false);
    expect(ripFirst('longerLeftoverAxis', 1000, 500, 600, 400)).toBe(true);
  });
  it('min area: 600 x 100 = 60,000 > 400 x 400 = 160,000 is false, so a cross cut first', () => {
    expect(ripFirst('minArea', 1000, 500, 600, 400)).toBe(false);
    // 600 x 300 = 180,000 > 400 x 200 = 80,000: rip first, the small leftover is 400 x 200.
    expect(ripFirst('minArea', 1000, 500, 600, 200)).toBe(true);
  });
});

describe('orientationsOf', () => {
  it('L never turns, W always turns, N both ways unless square', () => {
    expect(orientationsOf(item('a', 700, 300, 'L'))).toEqual([
      { alongX: 700, alongY: 300, rotated: false },
    ]);
    expect(orientationsOf(item('a', 700, 300, 'W'))).toEqual([
      { alongX: 300, alongY: 700, rotated: true },
    ]);
    expect(orientationsOf(item('a', 700, 300, 'N'))).toHaveLength(2);
    expect(orientationsOf(item('a', 500, 500, 'N'))).toEqual([
      { alongX: 500, alongY: 500, rotated: false },
    ]);
  });
});

describe('sortItems', () => {
  const items = [
    item('a', 1000, 100),
    item('b', 600, 500),
    item('c', 700, 300),
    item('d', 450, 450),
  ];
  const ids = (rule: Parameters<typeof sortItems>[0]) => sortItems(rule, items).map((i) => i.id);
  it('orders by the rule, largest first', () => {
    // short sides 100, 500, 300, 450
    expect(ids('shortSideDesc')).toEqual(['b', 'd', 'c', 'a']);
    // long sides 1000, 600, 700, 450
    expect(ids('longSideDesc')).toEqual(['a', 'c', 'b', 'd']);
    // areas 100,000, 300,000, 210,000, 202,500
    expect(ids('areaDesc')).toEqual(['b', 'c', 'd', 'a']);
    // half perimeters 1100, 1100, 1000, 900: a tie broken by the long side (1000 > 600)
    expect(ids('perimeterDesc')).toEqual(['a', 'b', 'c', 'd']);
  });
  it('does not depend on the input order', () => {
    expect(sortItems('areaDesc', [...items].reverse())).toEqual(sortItems('areaDesc', items));
  });
});
