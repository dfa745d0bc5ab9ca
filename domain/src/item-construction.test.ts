import { describe, expect, it } from 'vitest';
import {
  acceptOrder,
  constructionProblems,
  findModelContext,
  formatLimit,
  type Item,
  type Unit,
  ValidationError,
} from '.';
import { DEFAULT_CHECK_SETTINGS, buildItem, resolveMaterials } from './production';
import {
  REFERENCE_MODEL_IDS,
  REFERENCE_ORDER_IN,
  REFERENCE_STAMPS,
  REFERENCE_TREE,
  referenceItem,
} from './testing';

const ID = REFERENCE_MODEL_IDS;
const constructionOf = (item: Item) =>
  findModelContext(REFERENCE_TREE, item.cabinet.id)!.model.model.construction;

/** The notes the explosion writes when it makes a customer size other than asked. */
function clampNotes(item: Item, unit: Unit): string[] {
  const construction = constructionOf(item);
  const materials = resolveMaterials([], REFERENCE_TREE, [construction], unit);
  return buildItem(item, 1, construction, materials, unit).notes.filter((note) =>
    /does not fit|minimum: made/.test(note),
  );
}

/** Base 2 Doors, 36 x 34 1/2 x 24 in, a pair of doors `dwidth` wide. */
const pairOfDoors = (dwidth: number) =>
  referenceItem(ID.baseTwoDoors, {
    x: 36,
    y: 34.5,
    z: 24,
    description: 'Pair',
    material: 'Cabinet',
    shelfquantity: 1,
    dwidth,
  });

/** Base 3 Drawers, 24 x 34 1/2 x 22 in, the top two drawer fronts `dwheight` high. */
const threeDrawers = (dwheight: number) =>
  referenceItem(ID.baseThreeDrawers, {
    x: 24,
    y: 34.5,
    z: 22,
    description: 'Drawers',
    material: 'Cabinet',
    holesfrontdrawer: 3,
    dwheight,
  });

describe('constructionProblems', () => {
  // 36 in = 914.4 mm; the doors share 914.4 - 2 x 1.5 (half a 3 mm gap at each side) - 3 (the
  // gap between them) = 908.4 mm: 454.2 mm each = 17.882 in. 17 29/32 in is stored as 17.91 in =
  // 454.914 mm: too wide. The largest 32nd whose two-decimal value fits: 572/32 = 17 7/8
  // (17.88 in = 454.152 mm).
  it('refuses a 17 29/32 in door in a 36 in two-door base, giving 17 7/8 in as the most', () => {
    const item = pairOfDoors(17.91);
    expect(constructionProblems(item, constructionOf(item), 'in')).toEqual([
      { field: 'dwidth', code: 'doorPairTooWide', params: { limit: '17 7/8 in' } },
    ]);
    expect(clampNotes(item, 'in')).toEqual([
      'Door width 454.9 mm (17.91 in) does not fit: made 454.2 mm (17.88 in).',
    ]);
  });

  it('accepts the limit it gives, and the explosion makes it as asked', () => {
    const item = pairOfDoors(17.88);
    expect(constructionProblems(item, constructionOf(item), 'in')).toEqual([]);
    expect(clampNotes(item, 'in')).toEqual([]);
  });

  // 34.5 in = 876.3 mm less 100 mm legs: a 776.3 mm box; less the 2 + 2 mm reveals and two
  // 3 mm gaps: 766.3 mm for three fronts. The bottom one keeps its 100 mm minimum, so the top
  // two get (766.3 - 100) / 2 = 333.15 mm = 13.116 in each; 30 in (762 mm) does not fit. The
  // largest 32nd: 419/32 = 13 3/32 (13.09 in = 332.486 mm).
  it('refuses 30 in drawer fronts in a 34 1/2 in three-drawer base, giving 13 3/32 in', () => {
    const item = threeDrawers(30);
    expect(constructionProblems(item, constructionOf(item), 'in')).toEqual([
      { field: 'dwheight', code: 'drawerFrontsTooHigh', params: { limit: '13 3/32 in' } },
    ]);
    expect(clampNotes(item, 'in')).toEqual([
      'Drawer front height 762 mm (30 in) does not fit: made 333.2 mm (13.12 in).',
    ]);
    const atLimit = threeDrawers(13.09);
    expect(constructionProblems(atLimit, constructionOf(atLimit), 'in')).toEqual([]);
    expect(clampNotes(atLimit, 'in')).toEqual([]);
  });

  it('gives millimetre limits to 0.1 mm and takes a size at the limit', () => {
    const item = referenceItem(ID.baseTwoDoors, {
      x: 914.4,
      y: 876.3,
      z: 600,
      description: 'Pair',
      dwidth: 454.3,
    });
    expect(constructionProblems(item, constructionOf(item), 'mm')).toEqual([
      { field: 'dwidth', code: 'doorPairTooWide', params: { limit: '454.2 mm' } },
    ]);
    const atLimit = { ...item, dwidth: 454.2 };
    expect(constructionProblems(atLimit, constructionOf(atLimit), 'mm')).toEqual([]);
    expect(clampNotes(atLimit, 'mm')).toEqual([]);
  });

  it('refuses a front under the smallest one made, giving the smallest', () => {
    const item = pairOfDoors(3.9);
    expect(constructionProblems(item, constructionOf(item), 'in')).toEqual([
      { field: 'dwidth', code: 'frontTooSmall', params: { limit: '3 15/16 in' } },
    ]);
    expect(clampNotes(item, 'in')).toHaveLength(1);
  });

  it('has nothing to say of a flat piece, sized by its bounds', () => {
    const door = referenceItem(ID.drawerFront, { x: 500, y: 200, z: 0, description: 'Front' });
    expect(constructionProblems(door, constructionOf(door), 'mm')).toEqual([]);
  });
});

describe('formatLimit', () => {
  it.each([
    [453.7, 'mm', true, '453.7 mm'],
    [453.69999999999993, 'mm', true, '453.7 mm'],
    [453.75, 'mm', true, '453.7 mm'],
    [100, 'mm', false, '100 mm'],
    [100, 'in', false, '3 15/16 in'],
    [609.6, 'in', true, '24 in'],
    [12.7, 'in', true, '1/2 in'],
  ] as const)('%s mm in %s (a maximum: %s) reads %s', (mm, unit, upTo, text) => {
    expect(formatLimit(mm, unit, upTo)).toBe(text);
  });
});

describe('acceptOrder and the construction check', () => {
  const order = (cabinets: Item[]) => ({ ...REFERENCE_ORDER_IN, cabinets });

  it('refuses the items the check refuses, with their paths, codes and limits', () => {
    const refused = () =>
      acceptOrder(
        order([pairOfDoors(17.88), threeDrawers(30), pairOfDoors(17.91)]),
        REFERENCE_TREE,
        REFERENCE_STAMPS.in,
      );
    expect(refused).toThrow(ValidationError);
    try {
      refused();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual([
        {
          path: 'cabinets.1.dwheight',
          code: 'drawerFrontsTooHigh',
          message: 'At most 13 3/32 in for each of these drawer fronts in this cabinet',
          params: { limit: '13 3/32 in' },
        },
        {
          path: 'cabinets.2.dwidth',
          code: 'doorPairTooWide',
          message: 'At most 17 7/8 in for each door of a pair in this cabinet',
          params: { limit: '17 7/8 in' },
        },
      ]);
    }
  });

  it('accepts them at their limits', () => {
    const accepted = acceptOrder(
      order([pairOfDoors(17.88), threeDrawers(13.09)]),
      REFERENCE_TREE,
      REFERENCE_STAMPS.in,
    );
    expect(accepted.cabinets.map((item) => [item.dwidth, item.dwheight])).toEqual([
      [17.88, null],
      [null, 13.09],
    ]);
  });

  it("checks with the shop's front gap the order is placed with", () => {
    // A 5 mm gap: (914.4 - 2.5 - 5 - 2.5) / 2 = 452.2 mm = 17.803 in each; 17 25/32 in (17.78 in
    // = 451.612 mm) fits, 17 13/16 in (17.81 in = 452.374 mm) does not.
    const stamp = {
      ...REFERENCE_STAMPS.in,
      checkSettings: { ...DEFAULT_CHECK_SETTINGS, frontGapMm: 5 },
    };
    expect(() => acceptOrder(order([pairOfDoors(17.88)]), REFERENCE_TREE, stamp)).toThrow(
      'cabinets.0.dwidth',
    );
    const accepted = acceptOrder(order([pairOfDoors(17.78)]), REFERENCE_TREE, stamp);
    expect(accepted.cabinets[0]?.dwidth).toBe(17.78);
  });

  it('leaves the check out while a size it reads is itself wrong', () => {
    const tooWide = { ...pairOfDoors(30), x: 100 };
    expect(() => acceptOrder(order([tooWide]), REFERENCE_TREE, REFERENCE_STAMPS.in)).toThrow(
      'Invalid input: cabinets.0.x: out of parameters',
    );
  });
});
