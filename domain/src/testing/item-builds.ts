/*
 * Hand-built item builds for the hardware tests: a plain base cabinet with nothing on it, which
 * each test changes to what it counts.
 */
import { type Construction, PLAIN_BASE_CONSTRUCTION, type Unit } from '..';
import type { ExplodedOrder, Front, ItemBuild } from '../production';

/** A base cabinet's construction: one door column, no drawers, legs, no gola. */
export const BASE_CONSTRUCTION: Construction = PLAIN_BASE_CONSTRUCTION;

/** A hinged door front of the given size, hinged on the left, included in the order. */
export function door(widthMm: number, heightMm: number, changes: Partial<Front> = {}): Front {
  return {
    role: 'door',
    xMm: 0,
    yMm: 0,
    widthMm,
    heightMm,
    hingeSide: 'left',
    liftUp: false,
    included: true,
    ...changes,
  };
}

/** A lift-up door front of the given size. */
export function liftUpDoor(widthMm: number, heightMm: number): Front {
  return door(widthMm, heightMm, { hingeSide: 'top', liftUp: true });
}

/** A drawer front of the given size. */
export function drawerFront(widthMm: number, heightMm: number): Front {
  return door(widthMm, heightMm, { role: 'drawer_front', hingeSide: null });
}

/** An item build with no fronts, shelves, drawers, joints or hardware options: it takes nothing. */
export function bareBuild(changes: Partial<ItemBuild> = {}): ItemBuild {
  return {
    index: 1,
    typeName: 'Base 1 Door',
    modelName: 'B600',
    description: 'Test',
    quantity: 1,
    construction: BASE_CONSTRUCTION,
    widthMm: 600,
    heightMm: 720,
    depthMm: 560,
    fronts: [],
    drawers: { front: 0, internal: 0, slide: null },
    shelves: { adjustable: 0, fixed: 0, adjustableAtMm: [], fixedAtMm: [] },
    jointDepthsMm: [],
    hinges: false,
    assembly: { screws: false, dowels: false },
    wallClips: false,
    onLegs: false,
    legHeightMm: 0,
    gola: { topJ: false, midRails: 0 },
    parts: [],
    notes: [],
    ...changes,
  };
}

/** An exploded order of the given builds (no materials, no problems). */
export function exploded(items: ItemBuild[], unit: Unit = 'mm'): ExplodedOrder {
  return { unit, materials: [], items, problems: [] };
}
