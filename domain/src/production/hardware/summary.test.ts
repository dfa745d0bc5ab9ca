import { describe, expect, it } from 'vitest';
import type { Construction } from '../../construction';
import type { Unit } from '../../units';
import { ACCESSORY_TYPES, type AccessoryType, type ItemBuild } from '../types';
import { HARDWARE_RULES, type HardwareRules } from './rules';
import { summariseHardware } from './summary';
import {
  door,
  drawerFront,
  exploded,
  itemBuild,
  liftUpDoor,
  plinthShare as share,
} from '../../testing/item-builds';

/** The non-zero totals of a summary: every other accessory must be 0. */
function totals(builds: ItemBuild[], unit: Unit = 'mm'): Partial<Record<AccessoryType, number>> {
  const { accessories } = summariseHardware(exploded(builds, unit));
  const entries = ACCESSORY_TYPES.filter((type) => accessories[type].total !== 0).map(
    (type) => [type, accessories[type].total] as const,
  );
  return Object.fromEntries(entries);
}

function hingedBuild(fronts: ItemBuild['fronts'], construction: Partial<Construction> = {}) {
  return itemBuild({
    hinges: true,
    fronts,
    construction,
  });
}

describe('hinges', () => {
  it.each([
    [500, 900, 2],
    [500, 901, 3],
    [500, 1600, 3],
    [500, 1601, 4],
    [500, 2000, 4],
    [500, 2001, 5],
    [600, 900, 2],
    [601, 900, 3], // 2 by height + 1 for a door wider than 600 mm
    [601, 901, 4],
    [601, 2001, 6],
  ])('a %d x %d mm door takes %d hinges and 4 screws each', (widthMm, heightMm, hinges) => {
    expect(totals([hingedBuild([door(widthMm, heightMm)])])).toEqual({
      hinge: hinges,
      screws58: 4 * hinges,
    });
  });

  it('counts every hinged door of the cabinet, included in the order or not', () => {
    // 2 (700 high) + 1 (wide) = 3, and 2 for the box-only door: 5 hinges, 20 screws
    const fronts = [door(650, 700), door(400, 700, { included: false, hingeSide: 'right' })];
    expect(totals([hingedBuild(fronts)])).toEqual({ hinge: 5, screws58: 20 });
  });

  it("takes the model's own count when it gives one, whatever the door size", () => {
    const fronts = [door(700, 2100), door(400, 500)];
    expect(totals([hingedBuild(fronts, { hingesPerDoor: 3 })])).toEqual({ hinge: 6, screws58: 24 });
  });

  it('counts none when the customer asked for no hinges', () => {
    expect(totals([itemBuild({ hinges: false, fronts: [door(500, 700)] })])).toEqual({});
  });

  it('gives drawer fronts no hinges and a lift-up door its top-panel hinges', () => {
    // The 600 wide lift-up front: 2 top-panel hinges (under 900 mm), 2 x 4 = 8 screws.
    const fronts = [drawerFront(500, 200), liftUpDoor(600, 350)];
    expect(totals([hingedBuild(fronts)])).toEqual({ aventoHKXS: 1, hinge: 2, screws58: 8 });
  });

  it.each([
    [600, 2],
    [899, 2],
    [900, 3],
    [1199, 3],
    [1200, 4],
    [1800, 4],
  ])('hangs a %d mm wide lift-up front on %d top-panel hinges', (widthMm, hinges) => {
    expect(totals([hingedBuild([liftUpDoor(widthMm, 400)])])).toMatchObject({
      aventoHKXS: 1,
      hinge: hinges,
      screws58: 4 * hinges,
    });
  });

  it.each([
    [{ kind: 'cornerBlind' }, 'hingeBlindCorner'],
    [{ kind: 'cornerLazySusan', foldAngle: 45 }, 'hingeLazySusan45'],
    [{ kind: 'cornerLazySusan', foldAngle: 90 }, 'hingeLazySusan90'],
    [{ kind: 'cornerLazySusan', foldAngle: 180 }, 'hingeLazySusan180'],
    [{ kind: 'wall' }, 'hinge'],
    [{ kind: 'tall' }, 'hinge'],
  ] as const)('picks the hinge type by construction %j', (construction, type) => {
    expect(totals([hingedBuild([door(400, 700)], construction)])).toEqual({
      [type]: 2,
      screws58: 8,
    });
  });

  it('multiplies by the line quantity', () => {
    // 2 cabinets x 2 doors x 3 hinges (1000 high) = 12 hinges, 48 screws
    const build = { ...hingedBuild([door(450, 1000), door(450, 1000)]), quantity: 2 };
    expect(totals([build])).toEqual({ hinge: 12, screws58: 48 });
  });
});

describe('shelf pins, wall clips and legs', () => {
  it('puts 4 pins under each adjustable shelf and none under fixed ones', () => {
    const shelves = { adjustable: 3, fixed: 2, adjustableAtMm: [], fixedAtMm: [] };
    expect(totals([itemBuild({ shelves, quantity: 2 })])).toEqual({ pinShelves: 24 });
  });

  it('hangs a wall unit on 2 clips with 2 screws each', () => {
    expect(totals([itemBuild({ wallClips: true, quantity: 3 })])).toEqual({
      clipWall: 6,
      screws58: 12,
    });
  });

  it.each([
    [999, 4],
    [1000, 6],
    [1800, 6],
    [1801, 8],
  ])(
    'stands a %d mm wide cabinet on %d legs, 4 screws each, a plinth clip on each front leg, a bought plinth its width',
    (widthMm, legs) => {
      const build = itemBuild({ onLegs: true, widthMm, plinth: share('profile', widthMm) });
      expect(totals([build])).toEqual({
        leg: legs,
        screws58: 4 * legs,
        plinthClip: legs / 2,
        toeKick: widthMm,
      });
    },
  );

  it('counts a plinth cut from board in the cut list, not as toe kick length', () => {
    const build = itemBuild({ onLegs: true, widthMm: 600, plinth: share('board', 600) });
    expect(totals([build])).toEqual({ leg: 4, screws58: 16, plinthClip: 2 });
  });

  it("counts a run's returns once for the line, not per cabinet: a clip each, and a profile's length", () => {
    // 3 cabinets 600 wide: 3 x 2 front-leg clips and the 2 returns at this line; a bought
    // profile 3 x 600 + the returns' 2 x 492.
    const ends = { onceMm: 984, returns: 2 };
    const board = itemBuild({ onLegs: true, quantity: 3, plinth: share('board', 600, ends) });
    const profile = { ...board, plinth: share('profile', 600, ends) };
    expect(totals([board])).toMatchObject({ plinthClip: 8 });
    expect(totals([profile])).toMatchObject({ plinthClip: 8, toeKick: 2784 });
  });

  it('gives a cabinet not on legs no legs and no plinth', () => {
    expect(totals([itemBuild({ onLegs: false, widthMm: 1200 })])).toEqual({});
  });
});

describe('drawers', () => {
  it('counts a TANDEMBOX set per front drawer and per internal drawer, 6 screws each', () => {
    const drawers = { front: 3, internal: 2, slide: 'tandenBox' } as const;
    // (3 + 2) x 2 cabinets = 10 sets; 60 screws
    expect(totals([itemBuild({ drawers, quantity: 2 })])).toEqual({ tandenBox: 10, screws58: 60 });
  });

  it('counts front drawers on galleryC runners, internal drawers always on TANDEMBOX', () => {
    const drawers = { front: 4, internal: 1, slide: 'galleryC' } as const;
    expect(totals([itemBuild({ drawers })])).toEqual({ galleryC: 4, tandenBox: 1, screws58: 30 });
  });

  it('counts no runners for front drawers without a slide system', () => {
    const drawers = { front: 2, internal: 0, slide: null };
    expect(totals([itemBuild({ drawers })])).toEqual({});
  });
});

describe('lift-up doors', () => {
  it.each([
    [600, 240],
    [600, 600],
    [1800, 400],
  ])('counts one AVENTOS HK-XS for a %d x %d mm front', (widthMm, heightMm) => {
    const summary = summariseHardware(
      exploded([itemBuild({ fronts: [liftUpDoor(widthMm, heightMm)] })]),
    );
    expect(summary.accessories.aventoHKXS.total).toBe(1);
    expect(summary.warnings).toEqual([]);
  });

  it.each([
    [600, 239],
    [600, 601],
    [1801, 400],
  ])('warns instead of counting for a %d x %d mm front', (widthMm, heightMm) => {
    const build = itemBuild({
      index: 4,
      typeName: 'Wall Lift Up',
      fronts: [liftUpDoor(widthMm, heightMm)],
    });
    const summary = summariseHardware(exploded([build]));
    expect(summary.accessories.aventoHKXS).toEqual({ total: 0, cabinets: [] });
    expect(summary.warnings).toEqual([
      {
        index: 4,
        type: 'Wall Lift Up',
        accessory: 'aventoHKXS',
        code: 'liftUpOutOfRange',
        message:
          `Item 4 (Wall Lift Up): the lift-up front ${widthMm} x ${heightMm} mm (width x height) ` +
          'is outside the AVENTOS HK-XS range (front height 240 to 600 mm, width up to 1800 mm); ' +
          'no lift mechanism is counted for it.',
      },
    ]);
  });

  it("names an inch order's size in inches and millimetres, counts the fronts that fit", () => {
    const fronts = [liftUpDoor(914.4, 762), liftUpDoor(914.4, 381)];
    const summary = summariseHardware(exploded([itemBuild({ fronts, quantity: 2 })], 'in'));
    expect(summary.accessories.aventoHKXS.total).toBe(2);
    expect(summary.warnings.map((warning) => warning.message)).toEqual([
      'Item 1 (Base 1 Door): the lift-up front 36 x 30 in (914.4 x 762 mm) (width x height) ' +
        'is outside the AVENTOS HK-XS range (front height 240 to 600 mm, width up to 1800 mm); ' +
        'no lift mechanism is counted for it.',
    ]);
  });
});

describe('assembly screws and dowels', () => {
  // 560 deep: 1 + floor(486 / 128) = 4 per joint, 2 joints -> 8; 300 deep: 2 per joint -> 4
  const jointDepthsMm = [560, 560, 300];

  it('counts 2 joints per panel by depth with screws', () => {
    const build = itemBuild({ jointDepthsMm, assembly: { screws: true, dowels: false } });
    expect(totals([build])).toEqual({ screws212: 8 + 8 + 4 });
  });

  it('counts dowels the same way, times the quantity', () => {
    const build = itemBuild({
      jointDepthsMm,
      assembly: { screws: false, dowels: true },
      quantity: 3,
    });
    expect(totals([build])).toEqual({ dowel: 60 });
  });

  it.each([
    [74, 4],
    [201, 4],
    [202, 4],
    [330, 6],
  ])('joins a %d mm deep panel with %d screws', (depthMm, screws) => {
    const build = itemBuild({
      jointDepthsMm: [depthMm],
      assembly: { screws: true, dowels: false },
    });
    expect(totals([build])).toEqual({ screws212: screws });
  });

  it('counts nothing when no assembly was asked for', () => {
    expect(totals([itemBuild({ jointDepthsMm })])).toEqual({});
  });
});

describe('gola rails', () => {
  it('counts a top J rail and the C rails along the cabinet width, 2 supports per rail', () => {
    const build = itemBuild({ widthMm: 800, gola: { topJ: true, midRails: 2 }, quantity: 2 });
    // golaJ 800 x 2 = 1600; golaC 800 x 2 rails x 2 = 3200; supports 2 x (1 + 2) x 2 = 12
    expect(totals([build])).toEqual({ golaJ: 1600, golaC: 3200, golaSupport: 12 });
  });

  it('counts C rails without a top rail', () => {
    const build = itemBuild({ widthMm: 450, gola: { topJ: false, midRails: 1 } });
    expect(totals([build])).toEqual({ golaC: 450, golaSupport: 2 });
  });
});

describe('lengths in inches', () => {
  it('converts each cabinet with two decimals, then rounds the line to one', () => {
    // 762 mm = 30 in; 600 mm = 23.62 in
    const gola = itemBuild({ widthMm: 762, gola: { topJ: true, midRails: 2 } });
    const legs = itemBuild({
      index: 2,
      widthMm: 600,
      onLegs: true,
      quantity: 3,
      plinth: share('profile', 600),
    });
    expect(totals([gola, legs], 'in')).toEqual({
      golaJ: 30,
      golaC: 60, // 1524 mm = 60 in
      golaSupport: 6,
      toeKick: 70.9, // 23.62 x 3 = 70.86
      leg: 12,
      plinthClip: 6,
      screws58: 48,
    });
  });

  it('totals the rounded lines, so the total equals their sum', () => {
    // three lines of 23.62 in -> 23.6 each; total 70.8 (the unrounded sum would give 70.9)
    const builds = [1, 2, 3].map((index) =>
      itemBuild({ index, widthMm: 600, onLegs: true, plinth: share('profile', 600) }),
    );
    const { accessories } = summariseHardware(exploded(builds, 'in'));
    expect(accessories.toeKick).toEqual({
      total: 70.8,
      cabinets: [
        { index: 1, type: 'Base 1 Door', quantity: 23.6 },
        { index: 2, type: 'Base 1 Door', quantity: 23.6 },
        { index: 3, type: 'Base 1 Door', quantity: 23.6 },
      ],
    });
  });

  it('leaves out a line that rounds to 0', () => {
    // 1 mm = 0.04 in -> 0
    const build = itemBuild({ widthMm: 1, gola: { topJ: true, midRails: 0 } });
    const { accessories } = summariseHardware(exploded([build], 'in'));
    expect(accessories.golaJ).toEqual({ total: 0, cabinets: [] });
    expect(accessories.golaSupport.total).toBe(2);
  });
});

describe('summariseHardware', () => {
  it('lists all 19 types, with the order unit, even for an empty order', () => {
    const summary = summariseHardware(exploded([], 'in'));
    expect(summary.unit).toBe('in');
    expect(Object.keys(summary.accessories)).toEqual([...ACCESSORY_TYPES]);
    for (const type of ACCESSORY_TYPES) {
      expect(summary.accessories[type]).toEqual({ total: 0, cabinets: [] });
    }
    expect(summary.warnings).toEqual([]);
  });

  it('keeps one line per item in item order, named by the item type', () => {
    const builds = [
      hingedBuild([door(400, 700)]),
      itemBuild({ index: 2, typeName: 'Wall 2 Door', wallClips: true }),
      { ...hingedBuild([door(500, 1800), door(500, 1800)]), index: 3, typeName: 'Pantry 2 Door' },
    ];
    const { accessories } = summariseHardware(exploded(builds));
    expect(accessories.hinge).toEqual({
      total: 10,
      cabinets: [
        { index: 1, type: 'Base 1 Door', quantity: 2 },
        { index: 3, type: 'Pantry 2 Door', quantity: 8 },
      ],
    });
    expect(accessories.screws58).toEqual({
      total: 44,
      cabinets: [
        { index: 1, type: 'Base 1 Door', quantity: 8 },
        { index: 2, type: 'Wall 2 Door', quantity: 4 },
        { index: 3, type: 'Pantry 2 Door', quantity: 32 },
      ],
    });
  });

  it("counts with a shop's own rules table", () => {
    const rules: HardwareRules = {
      ...HARDWARE_RULES,
      shelfPins: { perAdjustableShelf: 6, perCentreSupport: 3 },
      screws58: { ...HARDWARE_RULES.screws58, perWallClip: 3 },
    };
    const shelves = { adjustable: 2, fixed: 0, adjustableAtMm: [], fixedAtMm: [] };
    const { accessories } = summariseHardware(
      exploded([itemBuild({ shelves, wallClips: true, centreSupportedShelves: 1 })]),
      rules,
    );
    // 2 adjustable shelves x 6, and one long shelf's centre support x 3.
    expect(accessories.pinShelves.total).toBe(15);
    expect(accessories.screws58.total).toBe(6);
  });
});

describe('the worked example of docs/production/hardware.md', () => {
  const joints = (depthMm: number) => [depthMm, depthMm];
  // Lines 1 and 3 stand in one plinth run with a 492 mm return at each end (560 - 50 - 18).
  const ends = { onceMm: 492, returns: 1 };
  const builds = [
    itemBuild({
      index: 1,
      typeName: 'Base 2 Door',
      quantity: 2,
      widthMm: 800,
      onLegs: true,
      plinth: share('board', 800, ends),
      hinges: true,
      assembly: { screws: true, dowels: false },
      shelves: { adjustable: 1, fixed: 0, adjustableAtMm: [], fixedAtMm: [] },
      fronts: [door(397, 716), door(397, 716, { xMm: 401, hingeSide: 'right' })],
      jointDepthsMm: joints(560),
    }),
    itemBuild({
      index: 2,
      typeName: 'Wall Lift Up',
      widthMm: 900,
      wallClips: true,
      assembly: { screws: false, dowels: true },
      fronts: [liftUpDoor(896, 356)],
      jointDepthsMm: joints(320),
    }),
    itemBuild({
      index: 3,
      typeName: 'Drawer Base 3',
      widthMm: 600,
      onLegs: true,
      plinth: share('board', 600, ends),
      drawers: { front: 3, internal: 0, slide: 'tandenBox' },
      fronts: [drawerFront(596, 176), drawerFront(596, 266), drawerFront(596, 266)],
      gola: { topJ: true, midRails: 2 },
    }),
  ];

  it('gives the totals of the example in millimetres', () => {
    expect(totals(builds)).toEqual({
      hinge: 10, // 2 doors x 2 hinges x 2 cabinets + 2 top-panel hinges (lift-up 896 < 900)
      pinShelves: 8, // 4 x 1 shelf x 2
      leg: 12, // 4 x 2 + 4
      screws212: 32, // 2 panels x 2 joints x 4 x 2
      dowel: 8, // 2 panels x 2 joints x 2
      clipWall: 2,
      aventoHKXS: 1,
      tandenBox: 3,
      screws58: 110, // (16 + 16) x 2 + (2 x 4 + 2 x 2) + (3 x 6 + 4 x 4)
      golaSupport: 6, // 2 x (1 + 2)
      golaJ: 600,
      golaC: 1200, // 600 x 2
      plinthClip: 8, // (2 front legs x 2 + 1 return) + (2 + 1 return); the plinth is cut
    });
    const { accessories } = summariseHardware(exploded(builds));
    expect(accessories.screws58.cabinets).toEqual([
      { index: 1, type: 'Base 2 Door', quantity: 64 },
      { index: 2, type: 'Wall Lift Up', quantity: 12 }, // 2 top-panel hinges x 4 + 2 clips x 2
      { index: 3, type: 'Drawer Base 3', quantity: 34 },
    ]);
  });

  it('gives the lengths of the example in inches, the pieces unchanged', () => {
    const profile = builds.map((build) =>
      build.plinth === null
        ? build
        : { ...build, plinth: { ...build.plinth, source: 'profile' as const } },
    );
    const { accessories } = summariseHardware(exploded(profile, 'in'));
    expect(accessories.toeKick).toEqual({
      total: 125.4,
      cabinets: [
        // 800 mm = 31.5 in, x 2, and a 492 mm return = 19.37 in: 82.37
        { index: 1, type: 'Base 2 Door', quantity: 82.4 },
        // 600 mm = 23.62 in and the other return: 42.99
        { index: 3, type: 'Drawer Base 3', quantity: 43 },
      ],
    });
    expect(summariseHardware(exploded(builds, 'in')).accessories.toeKick.total).toBe(0);
    expect(accessories.golaJ.total).toBe(23.6);
    expect(accessories.golaC.total).toBe(47.2); // 1200 mm = 47.24 in
    expect(accessories.screws58.total).toBe(110);
  });
});
