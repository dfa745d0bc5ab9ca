/*
 * The one item-build factory of the tests and samples: a plain base cabinet with nothing on it,
 * which each test or sample changes to what it needs, and the fronts to put on it.
 */
import { type Construction, PLAIN_BASE_CONSTRUCTION, type Unit } from '..';
import type { ExplodedOrder, Front, ItemBuild, PlinthShare } from '../production';

/** A front, included, not lift-up unless `changes` says so. */
export function front(
  role: Front['role'],
  [xMm, yMm, widthMm, heightMm]: readonly [number, number, number, number],
  hingeSide: Front['hingeSide'] = null,
  changes: Partial<Front> = {},
): Front {
  return {
    role,
    xMm,
    yMm,
    widthMm,
    heightMm,
    hingeSide,
    liftUp: false,
    included: true,
    ...changes,
  };
}

/** A hinged door front of the given size, hinged on the left, included in the order. */
export function door(widthMm: number, heightMm: number, changes: Partial<Front> = {}): Front {
  return front('door', [0, 0, widthMm, heightMm], 'left', changes);
}

/** A lift-up door front of the given size. */
export function liftUpDoor(widthMm: number, heightMm: number): Front {
  return door(widthMm, heightMm, { hingeSide: 'top', liftUp: true });
}

/** A drawer front of the given size. */
export function drawerFront(widthMm: number, heightMm: number): Front {
  return front('drawer_front', [0, 0, widthMm, heightMm]);
}

/** A unit's share of a plinth run (run 1, no returns unless `changes` says). */
export function plinthShare(
  source: PlinthShare['source'],
  perCabinetMm: number,
  changes: Partial<PlinthShare> = {},
): PlinthShare {
  return { run: 1, source, perCabinetMm, onceMm: 0, returns: 0, ...changes };
}

/** What `itemBuild` changes: any field; of the construction, only the fields it names. */
export type ItemBuildChanges = Partial<Omit<ItemBuild, 'construction'>> & {
  construction?: Partial<Construction>;
};

/**
 * An item build with every field given: a 600 x 720 x 560 base of the plain base construction
 * with no fronts, shelves, drawers, joints, legs or hardware options, so it takes nothing; then
 * `changes`.
 */
export function itemBuild(changes: ItemBuildChanges = {}): ItemBuild {
  const { construction, ...rest } = changes;
  return {
    index: 1,
    typeName: 'Base 1 Door',
    modelName: 'B600',
    description: 'Test',
    quantity: 1,
    construction: { ...PLAIN_BASE_CONSTRUCTION, ...construction },
    widthMm: 600,
    heightMm: 720,
    depthMm: 560,
    fronts: [],
    drawers: { front: 0, internal: 0, slide: null },
    shelves: { adjustable: 0, fixed: 0, adjustableAtMm: [], fixedAtMm: [] },
    jointDepthsMm: [],
    centreSupportedShelves: 0,
    hinges: false,
    assembly: { screws: false, dowels: false },
    wallClips: false,
    onLegs: false,
    legHeightMm: 0,
    plinth: null,
    gola: { topJ: false, midRails: 0 },
    parts: [],
    notes: [],
    ...rest,
  };
}

/** An exploded order of the given builds (no materials, no problems). */
export function exploded(items: ItemBuild[], unit: Unit = 'mm'): ExplodedOrder {
  return { unit, materials: [], items, problems: [] };
}
