import { describe, expect, it } from 'vitest';
import { describeDrawing } from './describe';
import {
  baseTwoDoors,
  drawerBaseGola,
  grainPanel,
  liftUpWall,
  looseDrawerFront,
  ovenTower,
  tallPantry,
} from '../../testing/drawing-samples';

describe('describeDrawing', () => {
  it('base cabinet: size, two doors hinged left and right, one shelf, on two front legs', () => {
    expect(describeDrawing(baseTwoDoors, 'mm')).toEqual({
      kind: 'base',
      unit: 'mm',
      width: '600 mm',
      height: '720 mm',
      depth: '560 mm',
      values: { width: '600', height: '720', depth: '560' },
      doors: [
        { hingeSide: 'left', liftUp: false, included: true },
        { hingeSide: 'right', liftUp: false, included: true },
      ],
      drawerFronts: 0,
      internalDrawers: 0,
      shelves: { adjustable: 1, fixed: 0 },
      legs: 2,
      onLegs: true,
      rails: { topJ: false, mid: 0 },
      niche: false,
      grain: null,
    });
  });

  it('lists doors top row first, left to right, and says which are left out', () => {
    const facts = describeDrawing(tallPantry, 'in');
    expect(facts.doors).toEqual([
      { hingeSide: 'left', liftUp: false, included: true },
      { hingeSide: 'right', liftUp: false, included: false },
      { hingeSide: 'left', liftUp: false, included: true },
      { hingeSide: 'right', liftUp: false, included: true },
    ]);
    expect(facts).toMatchObject({
      width: '47.24 in',
      height: '82.68 in',
      depth: '23.62 in',
      shelves: { adjustable: 2, fixed: 1 },
      legs: 3,
    });
  });

  it('drawer base with gola rails, oven tower niche, lift-up door', () => {
    expect(describeDrawing(drawerBaseGola, 'mm')).toMatchObject({
      drawerFronts: 3,
      rails: { topJ: true, mid: 2 },
    });
    expect(describeDrawing(ovenTower, 'mm')).toMatchObject({ niche: true, drawerFronts: 1 });
    expect(describeDrawing(liftUpWall, 'mm')).toMatchObject({
      doors: [{ hingeSide: 'top', liftUp: true, included: true }],
      onLegs: false,
      legs: 0,
    });
  });

  it('single pieces: no depth, grain when known', () => {
    expect(describeDrawing(grainPanel, 'mm')).toMatchObject({
      kind: 'panel',
      width: '596.9 mm',
      height: '2000 mm',
      depth: null,
      grain: 'vertical',
      onLegs: false,
    });
    expect(describeDrawing(looseDrawerFront, 'mm')).toMatchObject({
      kind: 'doorOnly',
      drawerFronts: 1,
      doors: [],
      grain: null,
    });
  });
});
