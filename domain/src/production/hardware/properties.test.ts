import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_KINDS,
  LAZY_SUSAN_ANGLES,
  PLAIN_BASE_CONSTRUCTION,
  type Construction,
} from '../../construction';
import { UNITS } from '../../units';
import { ACCESSORY_TYPES, type Front, type HardwareSummary, type ItemBuild } from '../types';
import { REFERENCE_TREE, storedOrderArbitrary } from '../../testing';
import { hardwareForOrder } from '.';
import { roundHardwareQuantity } from './quantity';
import { summariseHardware } from './summary';
import { exploded, itemBuild } from '../../testing/item-builds';

const size = fc.double({ min: 1, max: 3000, noNaN: true });

const construction: fc.Arbitrary<Construction> = fc
  .record({
    kind: fc.constantFrom(...CONSTRUCTION_KINDS),
    angle: fc.constantFrom(...LAZY_SUSAN_ANGLES),
    hingesPerDoor: fc.option(fc.integer({ min: 1, max: 8 })),
  })
  .map(({ kind, angle, hingesPerDoor }) => ({
    ...PLAIN_BASE_CONSTRUCTION,
    kind,
    foldAngle: kind === 'cornerLazySusan' ? angle : null,
    hingesPerDoor,
  }));

const front: fc.Arbitrary<Front> = fc.record({
  role: fc.constantFrom('door' as const, 'drawer_front' as const),
  xMm: fc.constant(0),
  yMm: fc.constant(0),
  widthMm: size,
  heightMm: size,
  hingeSide: fc.constantFrom('left' as const, 'right' as const, 'top' as const, null),
  liftUp: fc.boolean(),
  included: fc.boolean(),
});

const build = (index: number): fc.Arbitrary<ItemBuild> =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 20 }),
      construction,
      widthMm: size,
      fronts: fc.array(front, { maxLength: 6 }),
      drawerFront: fc.integer({ min: 0, max: 8 }),
      internal: fc.integer({ min: 0, max: 3 }),
      slide: fc.constantFrom('tandenBox' as const, 'galleryC' as const, null),
      adjustable: fc.integer({ min: 0, max: 6 }),
      jointDepthsMm: fc.array(size, { maxLength: 8 }),
      hinges: fc.boolean(),
      screws: fc.boolean(),
      dowels: fc.boolean(),
      wallClips: fc.boolean(),
      onLegs: fc.boolean(),
      topJ: fc.boolean(),
      midRails: fc.integer({ min: 0, max: 4 }),
    })
    .map((r) =>
      itemBuild({
        index,
        typeName: `Type ${index}`,
        quantity: r.quantity,
        construction: r.construction,
        widthMm: r.widthMm,
        fronts: r.fronts,
        drawers: { front: r.drawerFront, internal: r.internal, slide: r.slide },
        shelves: { adjustable: r.adjustable, fixed: 0, adjustableAtMm: [], fixedAtMm: [] },
        jointDepthsMm: r.jointDepthsMm,
        hinges: r.hinges,
        assembly: { screws: r.screws, dowels: r.dowels },
        wallClips: r.wallClips,
        onLegs: r.onLegs,
        gola: { topJ: r.topJ, midRails: r.midRails },
      }),
    );

const order = fc
  .integer({ min: 0, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => build(i + 1))))
  .chain((items) => fc.constantFrom(...UNITS).map((unit) => exploded(items, unit)));

function isTenth(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

/** The summary's invariants (docs/production/hardware.md, "Lengths and rounding"). */
function checkSummary(summary: HardwareSummary): void {
  expect(Object.keys(summary.accessories)).toEqual([...ACCESSORY_TYPES]);
  for (const type of ACCESSORY_TYPES) {
    const { total, cabinets } = summary.accessories[type];
    const sum = cabinets.reduce((acc, line) => acc + line.quantity, 0);
    expect(total).toBe(roundHardwareQuantity(sum));
    expect(Math.abs(total - sum)).toBeLessThan(1e-6);
    expect(total).toBeGreaterThanOrEqual(0);
    expect(isTenth(total)).toBe(true);
    for (const line of cabinets) {
      expect(line.quantity).toBeGreaterThan(0);
      expect(isTenth(line.quantity)).toBe(true);
    }
    const indexes = cabinets.map((line) => line.index);
    expect(indexes).toEqual([...new Set(indexes)].sort((a, b) => a - b));
  }
}

describe('the hardware summary, for any order', () => {
  it('of hand-built items: all 19 types; totals equal their lines; tenths, lines above 0', () => {
    fc.assert(fc.property(order, (input) => checkSummary(summariseHardware(input))));
  });

  it('of a valid order over the catalogue fixture: the same', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), (stored) => {
        const summary = hardwareForOrder(stored, REFERENCE_TREE);
        expect(summary.unit).toBe(stored.unit);
        checkSummary(summary);
      }),
    );
  });
});
