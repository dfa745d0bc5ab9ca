/*
 * Sample item builds, written out by hand as production builds them (docs/production/drawings.md),
 * for the drawing tests, the design system's stories and the docs. Millimetres.
 */
import type { ItemBuild, Part } from '../production';
import { front, itemBuild, type ItemBuildChanges } from './item-builds';

/** One part of the piece, for the grain and board thickness. */
function part(role: Part['role'], lengthMm: number, widthMm: number, grain: Part['grain']): Part {
  const size = { lengthMm, widthMm };
  return {
    code: `${role}1`,
    role,
    name: role,
    material: 'cabinet',
    thicknessMm: 18,
    finished: size,
    cut: size,
    perCabinet: 1,
    quantity: 1,
    grain,
    edges: { L1: true, L2: false, W1: false, W2: false },
  };
}

/** What every sample has unless it says otherwise: a two-door base on 100 mm legs, screwed. */
const SAMPLE: ItemBuildChanges = {
  typeName: 'Base Cabinets',
  modelName: 'Base 2 Doors',
  description: 'Sink base',
  hinges: true,
  assembly: { screws: true, dowels: false },
  onLegs: true,
  legHeightMm: 100,
};

/** A sample: the plain base with `SAMPLE`, then `changes`. */
function sample(changes: ItemBuildChanges): ItemBuild {
  return itemBuild({ ...SAMPLE, ...changes });
}

/** Base 2 Doors, 600 x 720 x 560 on 100 mm legs: box 620 high, doors hinged left and right, one shelf. */
export const baseTwoDoors = sample({
  construction: { doorColumns: 2 },
  fronts: [front('door', [0, 0, 300, 620], 'left'), front('door', [300, 0, 300, 620], 'right')],
  shelves: { adjustable: 1, fixed: 0, adjustableAtMm: [], fixedAtMm: [] },
});

/** Drawer base, 3 fronts of 200 with 10 mm gaps on a 620 box, top J rail and 2 C rails. */
export const drawerBaseGola = sample({
  modelName: 'Drawer Base 3',
  construction: { kind: 'drawerBase', doorColumns: 0, drawerFronts: 3, gola: 'topJMidC' },
  fronts: [
    front('drawer_front', [0, 0, 600, 200]),
    front('drawer_front', [0, 210, 600, 200]),
    front('drawer_front', [0, 420, 600, 200]),
  ],
  drawers: { front: 3, internal: 0, slide: 'tandenBox' },
  gola: { topJ: true, midRails: 2 },
});

/** Pantry 2 x 2 doors, 1200 x 2100 x 600 on legs: one fixed shelf at 1000, two adjustable ones given. */
export const tallPantry = sample({
  typeName: 'Tall Cabinets',
  modelName: 'Pantry 2 Doors',
  construction: { kind: 'tall', doorColumns: 2, doorRows: 2, fixedShelves: 1 },
  widthMm: 1200,
  heightMm: 2100,
  depthMm: 600,
  fronts: [
    front('door', [0, 0, 600, 1000], 'left'),
    front('door', [600, 0, 600, 1000], 'right'),
    front('door', [0, 1000, 600, 1000], 'left'),
    front('door', [600, 1000, 600, 1000], 'right', { included: false }),
  ],
  shelves: { adjustable: 2, fixed: 1, adjustableAtMm: [500, 1500], fixedAtMm: [1000] },
});

/** Oven tower, 600 x 2000, a 600 mm niche between a drawer (below) and a door (above). */
export const ovenTower = sample({
  typeName: 'Tall Cabinets',
  modelName: 'Oven Tower',
  construction: { kind: 'tall', nicheMm: 600 },
  heightMm: 2000,
  fronts: [front('drawer_front', [0, 0, 600, 500]), front('door', [0, 1100, 600, 800], 'right')],
});

/** Lift-up wall cabinet, 800 x 400 x 350, hung: one door hinged at the top. */
export const liftUpWall = sample({
  typeName: 'Wall Cabinets',
  modelName: 'Lift Up',
  construction: { kind: 'liftUpWall', onLegs: false },
  widthMm: 800,
  heightMm: 400,
  depthMm: 350,
  onLegs: false,
  legHeightMm: 0,
  fronts: [front('door', [0, 0, 800, 400], 'top', { liftUp: true })],
});

/** End panel 23.5 x 78.74 in (596.9 x 2000 mm), wood grain along its length (vertical). */
export const grainPanel = sample({
  typeName: 'Panels',
  modelName: 'End Panel',
  construction: { kind: 'panel', doorColumns: 0, onLegs: false },
  widthMm: 596.9,
  heightMm: 2000,
  depthMm: 0,
  onLegs: false,
  legHeightMm: 0,
  parts: [part('panel', 2000, 596.9, 'L')],
});

/** A loose drawer front 600 x 200, plain board (no grain). */
export const looseDrawerFront = sample({
  typeName: 'Doors',
  modelName: 'Drawer Front',
  construction: { kind: 'doorOnly', doorColumns: 0, drawerFronts: 1, onLegs: false },
  widthMm: 600,
  heightMm: 200,
  depthMm: 0,
  onLegs: false,
  legHeightMm: 0,
  fronts: [front('drawer_front', [0, 0, 600, 200])],
  parts: [part('drawer_front', 600, 200, 'N')],
});

/** Every sample, by name. */
export const DRAWING_SAMPLES = {
  baseTwoDoors,
  drawerBaseGola,
  tallPantry,
  ovenTower,
  liftUpWall,
  grainPanel,
  looseDrawerFront,
} as const satisfies Record<string, ItemBuild>;
