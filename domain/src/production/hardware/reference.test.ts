/*
 * The hardware of the reference orders (domain/src/testing/reference-order.ts),
 * every total and every cabinet line written out by hand from the rules of
 * docs/production/hardware.md and the fronts, drawers, shelves and joints the parts explosion
 * gives each item (docs/production/parts.md: legs 100 mm, reveals 2 mm, gap 3 mm, stretchers
 * 100 mm deep, shelves and fixed-shelf joints D - 18 - 20 mm deep).
 *
 * Fasteners per joint n(L) = max(2, 1 + floor((L - 74) / 128)):
 * n(100) = 2, n(304.8) = 2, n(320) = 2, n(500) = 4, n(542) = 4, n(560) = 4, n(562) = 4,
 * n(571.6) = 4, n(580) = 4, n(600) = 5, n(609.6) = 5, n(900) = 7.
 */
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../catalogue';
import type { LazySusanAngle } from '../../construction';
import { REFERENCE_MODEL_IDS, REFERENCE_TREE, referenceStoredOrder } from '../../testing';
import {
  ACCESSORY_TYPES,
  type AccessoryType,
  type HardwareEntry,
  type HardwareSummary,
} from '../types';
import { DEFAULT_PARTS_SETTINGS } from '../parts';
import { HARDWARE_RULES, hardwareForOrder } from '.';

type Line = [index: number, type: string, quantity: number];

function entry(total: number, lines: Line[] = []): HardwareEntry {
  return { total, cabinets: lines.map(([index, type, quantity]) => ({ index, type, quantity })) };
}

const NONE = entry(0);

const B1 = 'Base 1 Door';
const B2 = 'Base 2 Doors';
const BD = 'Base Drawers';
const BC = 'Base Corner';
const W1 = 'Wall 1 Door';
const W2 = 'Wall 2 Doors';
const WL = 'Wall Lift Up';
const P1 = 'Pantry 1 Door';
const P2 = 'Pantry 2 Door';
const OT = 'Oven Tower';
const DU2 = 'Drawer Unit 2 Drawers';
const DU3 = 'Drawer Unit 3 Drawers';

/*
 * The mm order, item by item (per cabinet, then x quantity); joints: each horizontal panel
 * across its depth and the inside back along its height (752 on a base with stretchers, n(752)
 * = 6), two each:
 *  1 Base 1 Door 500 wide, x2: door 497 x 766 -> 2 hinges; 1 shelf; 4 legs; 2 clips;
 *    screws 2 x (n(560) + n(100) + n(100) + n(752)) = 2 x 14 = 28; screws58 2x4 + 2x2 + 4x4 = 28.
 *  2 Base 1 Door handleless 450: door 447 x 706 -> 2; 4 legs; dowels 28; top J: 2 supports;
 *    screws58 8 + 16 = 24.
 *  3 Base 2 Doors 800, doors not included: 2 x (390 x 766) -> 4 hinges; 1 shelf; 4 legs;
 *    screws and dowels 2 x (n(580) + 2 + 2 + 6) = 28 each; screws58 16 + 16 = 32.
 *  4 Base 2 Doors sink 1000: 2 x (497 x 766) -> 4; 6 legs (1000 is not below 1000);
 *    screws 2 x (n(600) + 2 + 2 + 6) = 30; screws58 16 + 24 = 40.
 *  5 Base Drawers 600: 3 front drawers, tandenBox; 4 legs; 2 clips; screws 28;
 *    screws58 3x6 + 2x2 + 4x4 = 38.
 *  6 Base Drawers handleless 900: 4 front drawers, galleryC; 4 legs; dowels 28; top J + 3 C
 *    rails: supports 2 x 4 = 8, golaC 900 x 3 = 2700; screws58 4x6 + 16 = 40.
 *  7 Base Drawers (door and drawer) 450: door 447 x 603 -> 2; 1 drawer tandenBox; 1 shelf;
 *    4 legs; screws58 8 + 6 + 16 = 30.
 *  8 Base Corner blind 1000: door 350 x 766 -> 2 blind-corner hinges; 1 shelf, 961 long (over
 *    the 800 mm safe span: 2 centre pins); 6 legs; screws58 8 + 24 = 32.
 *  9 Base Corner lazy susan (90) 900: an L box, leaves 316.5 and 338.5 x 766 -> 4; 4 legs;
 *    screws: two bottoms and two tops 560 deep and two backs 734 high, 2 x (4 x n(560) +
 *    2 x n(734)) = 2 x (16 + 12) = 56; screws58 16 + 16 = 32.
 * 10 Wall 1 Door 400, x3: door 397 x 716 -> 2; 2 shelves; 2 clips; screws 2 x (2 + 2 + n(684))
 *    = 2 x 9 = 18; screws58 8 + 4 = 12.
 * 11 Wall 2 Doors 800: no hinges asked; 1 shelf; 2 clips; screws58 4.
 * 12 Wall Lift Up 900: lift-up 897 x 380 (in range) -> 1 HK-XS and 2 top-panel hinges (897 < 900);
 *    1 shelf; 2 clips; screws58 2x4 + 2x2 = 12.
 * 13 Wall Lift Up 600: lift-up 597 x 200 (below 240 mm) -> warning, no HK-XS; 2 top-panel hinges;
 *    2 clips; screws58 8 + 4 = 12.
 * 14 Pantry 2 Door 600, x2: upper 597 x 1250 -> 3, lower 597 x 740 -> 2: 5 hinges;
 *    3 + 1 shelves; 4 legs; dowels 2 x (n(580) + n(580) + n(542) + n(1964)) = 2 x (12 + 15)
 *    = 54;
 *    screws58 5x4 + 4x4 = 36.
 * 15 Oven Tower 600: doors 597 x 400 and 597 x 700 -> 2 + 2; 1 drawer galleryC; 4 legs;
 *    screws 2 x (n(600) + n(600) + n(562) + n(562) + n(1964)) = 2 x 33 = 66;
 *    screws58 16 + 6 + 16 = 38.
 * 16 Drawer Unit 2 Drawers 800, x2: 2 front + 1 internal drawers, tandenBox: 3 sets; 4 legs;
 *    screws 2 x (n(500) + 2 + 2 + n(602)) = 26; screws58 3x6 + 16 = 34.
 * 17 end panel, 18 filler: nothing.
 * 19 Door 2 holes, x2: the model's 2 hinges; screws58 8.
 * 20 Drawer Front, 3 mm holes: nothing (a loose front's holes are for its brackets: no drawer
 *    system, no runner screws).
 */
const EXPECTED_MM: Record<AccessoryType, HardwareEntry> = {
  // 4 + 6 + 2 + 2 + 4 = 18
  clipWall: entry(18, [
    [1, B1, 4],
    [5, BD, 2],
    [10, W1, 6],
    [11, W2, 2],
    [12, WL, 2],
    [13, WL, 2],
  ]),
  // 56 + 28 + 30 + 28 + 56 + 54 + 66 + 52 = 370
  screws212: entry(370, [
    [1, B1, 56],
    [3, B2, 28],
    [4, B2, 30],
    [5, BD, 28],
    [9, BC, 56],
    [10, W1, 54],
    [15, OT, 66],
    [16, DU2, 52],
  ]),
  // 28 + 28 + 28 + 54 x 2 = 192
  dowel: entry(192, [
    [2, B1, 28],
    [3, B2, 28],
    [6, BD, 28],
    [14, P2, 108],
  ]),
  // 4 x (1 x 2 + 1 + 1 + 1 + 2 x 3 + 1 + 1 + 4 x 2) = 4 x 21 = 84, and 2 centre pins under each
  // shelf over the 800 mm safe span (item 8's 961 and item 12's 861): 88
  pinShelves: entry(88, [
    [1, B1, 8],
    [3, B2, 4],
    [7, BD, 4],
    [8, BC, 6],
    [10, W1, 24],
    [11, W2, 4],
    [12, WL, 6],
    [14, P2, 32],
  ]),
  // 56 + 24 + 32 + 40 + 38 + 40 + 30 + 32 + 32 + 36 + 4 + 12 + 12 + 72 + 38 + 68 + 16 = 582
  screws58: entry(582, [
    [1, B1, 56],
    [2, B1, 24],
    [3, B2, 32],
    [4, B2, 40],
    [5, BD, 38],
    [6, BD, 40],
    [7, BD, 30],
    [8, BC, 32],
    [9, BC, 32],
    [10, W1, 36],
    [11, W2, 4],
    [12, WL, 12],
    [13, WL, 12],
    [14, P2, 72],
    [15, OT, 38],
    [16, DU2, 68],
    [19, 'Door 2 holes', 16],
  ]),
  // 8 + 4 + 4 + 6 + 4 + 4 + 4 + 6 + 4 + 8 + 4 + 8 = 64
  leg: entry(64, [
    [1, B1, 8],
    [2, B1, 4],
    [3, B2, 4],
    [4, B2, 6],
    [5, BD, 4],
    [6, BD, 4],
    [7, BD, 4],
    [8, BC, 6],
    [9, BC, 4],
    [14, P2, 8],
    [15, OT, 4],
    [16, DU2, 8],
  ]),
  // 4 + 2 + 4 + 4 + 2 + 6 + 2 + 2 + 10 + 4 + 4 = 44
  hinge: entry(44, [
    [1, B1, 4],
    [2, B1, 2],
    [3, B2, 4],
    [4, B2, 4],
    [7, BD, 2],
    [10, W1, 6],
    [12, WL, 2],
    [13, WL, 2],
    [14, P2, 10],
    [15, OT, 4],
    [19, 'Door 2 holes', 4],
  ]),
  hingeBlindCorner: entry(2, [[8, BC, 2]]),
  hingeLazySusan180: NONE,
  hingeLazySusan90: entry(4, [[9, BC, 4]]),
  hingeLazySusan45: NONE,
  aventoHKXS: entry(1, [[12, WL, 1]]),
  // 3 + 1 + 3 x 2 = 10 (the loose drawer front, item 20, picks none)
  tandenBox: entry(10, [
    [5, BD, 3],
    [7, BD, 1],
    [16, DU2, 6],
  ]),
  galleryC: entry(5, [
    [6, BD, 4],
    [15, OT, 1],
  ]),
  golaSupport: entry(10, [
    [2, B1, 2],
    [6, BD, 8],
  ]),
  golaJ: entry(1350, [
    [2, B1, 450],
    [6, BD, 900],
  ]),
  golaC: entry(2700, [[6, BD, 2700]]),
  // The plinths are cut from board by the run (the default): in the cut list, not here
  // (docs/production/parts.md, "Plinths"; the bought profile is counted in plinths.test.ts).
  toeKick: NONE,
  // A clip per front leg (half the legs) and one per end return: run 1 (items 1-8) has its
  // return at item 1, run 3 (14-16) at item 16. 2 x 2 + 1, 2, 2, 3, 2, 2, 2, 3, 2, 2 x 2, 2,
  // 2 x 2 + 1 = 34.
  plinthClip: entry(34, [
    [1, B1, 5],
    [2, B1, 2],
    [3, B2, 2],
    [4, B2, 3],
    [5, BD, 2],
    [6, BD, 2],
    [7, BD, 2],
    [8, BC, 3],
    [9, BC, 2],
    [14, P2, 4],
    [15, OT, 2],
    [16, DU2, 5],
  ]),
};

/*
 * The inch order (sizes in mm as the explosion computes them, lengths back in inches):
 *  1 Base 1 Door 20 in = 508 mm, x3: door 505 x 772.3 -> 2; 1 shelf; 4 legs;
 *    screws 2 x (n(609.6) + 2 + 2 + n(757.3)) = 2 x 15 = 30 (the inside back 757.3 high joins
 *    both sides too); screws58 8 + 16 = 24; toe kick 20 in.
 *  2 Wall 2 Doors 30 in, x2: 2 x (368.3 x 758) -> 4; 1 shelf; 2 clips; screws58 16 + 4 = 20.
 *  3 Pantry 1 Door 18 in: door 454.2 x 2029.6 (above 2000) -> 5; 4 shelves; 4 legs;
 *    dowels 2 x (n(609.6) + n(609.6) + n(571.6) + n(1995.5)) = 2 x (14 + 16) = 60;
 *    screws58 20 + 16 = 36; 18 in.
 *  4 Pantry 2 Door 36 in (two columns): 2 x (444.5 x 1270) -> 3 + 3, 2 x (444.5 x 755.7)
 *    -> 2 + 2: 10; 2 + 1 shelves and the section divider, each 873.3 or 876.3 long (over the 800 mm
 *    safe span: 2 centre pins each); 4 legs (914.4 mm); screws 60; screws58 40 + 16 = 56; 36 in.
 *  5 Drawer Unit 3 handleless 30 in, x2: 3 drawers tandenBox; 4 legs;
 *    dowels 2 x (n(609.6) + 2 + 2 + n(757.3)) = 30; top J + 2 C rails: 6 supports, golaJ 30 in,
 *    golaC 762 x 2 = 1524 mm = 60 in; screws58 18 + 16 = 34; toe kick 30 in.
 *  6 Drawer Unit 3 24 in: no slide holes, so no drawer sets; 4 legs; screws58 16; 24 in.
 *  7 shelf panel: nothing.
 *  8 Door 3 holes: the model's 3 hinges; screws58 12.
 */
const EXPECTED_IN: Record<AccessoryType, HardwareEntry> = {
  clipWall: entry(4, [[2, W2, 4]]),
  // 30 x 3 + 60 = 150
  screws212: entry(150, [
    [1, B1, 90],
    [4, P2, 60],
  ]),
  // 60 + 30 x 2 = 120
  dowel: entry(120, [
    [3, P1, 60],
    [5, DU3, 60],
  ]),
  // 4 x (3 + 2 + 4 + 3) = 48, and item 4's 4 long shelves x 2 centre pins: 56
  pinShelves: entry(56, [
    [1, B1, 12],
    [2, W2, 8],
    [3, P1, 16],
    [4, P2, 20],
  ]),
  // 72 + 40 + 36 + 56 + 68 + 16 + 12 = 300
  screws58: entry(300, [
    [1, B1, 72],
    [2, W2, 40],
    [3, P1, 36],
    [4, P2, 56],
    [5, DU3, 68],
    [6, DU3, 16],
    [8, 'Door 3 holes', 12],
  ]),
  // 12 + 4 + 4 + 8 + 4 = 32
  leg: entry(32, [
    [1, B1, 12],
    [3, P1, 4],
    [4, P2, 4],
    [5, DU3, 8],
    [6, DU3, 4],
  ]),
  // 6 + 8 + 5 + 10 + 3 = 32
  hinge: entry(32, [
    [1, B1, 6],
    [2, W2, 8],
    [3, P1, 5],
    [4, P2, 10],
    [8, 'Door 3 holes', 3],
  ]),
  hingeBlindCorner: NONE,
  hingeLazySusan180: NONE,
  hingeLazySusan90: NONE,
  hingeLazySusan45: NONE,
  aventoHKXS: NONE,
  tandenBox: entry(6, [[5, DU3, 6]]),
  galleryC: NONE,
  golaSupport: entry(12, [[5, DU3, 12]]),
  golaJ: entry(60, [[5, DU3, 60]]),
  golaC: entry(120, [[5, DU3, 120]]),
  toeKick: NONE,
  // One run (items 1, 3-6), returns at items 1 and 6: 2 x 3 + 1, 2, 2, 2 x 2, 2 + 1 = 18.
  plinthClip: entry(18, [
    [1, B1, 7],
    [3, P1, 2],
    [4, P2, 2],
    [5, DU3, 4],
    [6, DU3, 3],
  ]),
};

/*
 * The inch order with a bought plinth profile: one run, items 1 and 3-6, its widths in inches
 * (20 x 3, 18, 36, 30 x 2, 24) and a return at each end, 609.6 - 50 - 19.05 = 540.6 mm =
 * 21.28 in at item 1 and 558.8 - 50 - 19.05 = 489.8 mm = 19.28 in at item 6 (each return
 * converted once, as its own line share).
 */
const PROFILE_TOE_KICK_IN = entry(238.6, [
  [1, B1, 81.3],
  [3, P1, 18],
  [4, P2, 36],
  [5, DU3, 60],
  [6, DU3, 43.3],
]);

/** The mm order against a catalogue whose lazy-susan corner folds at 45 or 180 degrees. */
/*
 * Item 9 folding at 45 and 180 degrees (docs/production/parts.md, "Corner units"): a diagonal box
 * (a bottom and a top, each joining the two sides 560 deep, and two backs 734 high: 2 x (2 x 4 +
 * 2 x 6) = 40 screws) and the square box (n(900) + 2 + 2 + n(752), twice: 34 screws); the L of
 * the 90-degree order has 56.
 */
const FOLD_VARIANTS = [
  [45, 'hingeLazySusan45', 40],
  [180, 'hingeLazySusan180', 34],
] as const;

/** Item 9's hinges in those variants: 2 doors x 2 hinges, now of the variant's type. */
const FOLD_VARIANT_ENTRY = entry(4, [[9, BC, 4]]);

/** The reference tree with the lazy-susan corner model folding at another angle. */
function treeWithFoldAngle(angle: LazySusanAngle): CategoryNode[] {
  const visit = (node: CategoryNode): CategoryNode => ({
    ...node,
    model:
      node.model !== null && node.id === REFERENCE_MODEL_IDS.baseLazySusan
        ? { ...node.model, construction: { ...node.model.construction, foldAngle: angle } }
        : node.model,
    children: node.children.map(visit),
  });
  return REFERENCE_TREE.map(visit);
}

describe('the hardware of the reference orders', () => {
  it('counts every accessory of the mm order, line by line', () => {
    const summary: HardwareSummary = hardwareForOrder(referenceStoredOrder('mm'), REFERENCE_TREE);
    expect(summary.unit).toBe('mm');
    expect(summary.accessories).toEqual(EXPECTED_MM);
    expect(summary.warnings).toEqual([
      {
        index: 13,
        type: WL,
        accessory: 'aventoHKXS',
        code: 'liftUpOutOfRange',
        message:
          'Item 13 (Wall Lift Up): the lift-up front 597 x 200 mm (width x height) is outside ' +
          'the AVENTOS HK-XS range (front height 240 to 600 mm, width up to 1800 mm); ' +
          'no lift mechanism is counted for it.',
      },
    ]);
  });

  it('counts every accessory of the inch order, lengths in inches', () => {
    const summary = hardwareForOrder(referenceStoredOrder('in'), REFERENCE_TREE);
    expect(summary.unit).toBe('in');
    expect(summary.accessories).toEqual(EXPECTED_IN);
    expect(summary.warnings).toEqual([]);
  });

  it.each(FOLD_VARIANTS)(
    "moves item 9's 4 hinges to the %i-degree type (%s), its box's screws %i",
    (angle, type, screws) => {
      const summary = hardwareForOrder(referenceStoredOrder('mm'), treeWithFoldAngle(angle));
      const screws212 = EXPECTED_MM.screws212;
      expect(summary.accessories).toEqual({
        ...EXPECTED_MM,
        screws212: entry(
          screws212.total - 56 + screws,
          screws212.cabinets.map(({ index, type: name, quantity }) => [
            index,
            name,
            index === 9 ? screws : quantity,
          ]),
        ),
        hingeLazySusan90: NONE,
        [type]: FOLD_VARIANT_ENTRY,
      });
    },
  );

  it('with a bought plinth profile, counts each run once as toe kick length, in inches too', () => {
    const profile = { ...DEFAULT_PARTS_SETTINGS, plinthSource: 'profile' as const };
    const summary = hardwareForOrder(
      referenceStoredOrder('in'),
      REFERENCE_TREE,
      HARDWARE_RULES,
      profile,
    );
    expect(summary.accessories).toEqual({ ...EXPECTED_IN, toeKick: PROFILE_TOE_KICK_IN });
  });

  it('between them, expects every accessory type somewhere', () => {
    const expectations = [
      EXPECTED_MM,
      EXPECTED_IN,
      { toeKick: PROFILE_TOE_KICK_IN },
      ...FOLD_VARIANTS.map(([, type]) => ({ [type]: FOLD_VARIANT_ENTRY })),
    ];
    const counted = ACCESSORY_TYPES.filter((type) =>
      expectations.some((expected) => (expected[type]?.total ?? 0) > 0),
    );
    expect(counted).toEqual([...ACCESSORY_TYPES]);
  });
});
