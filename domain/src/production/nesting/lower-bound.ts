import { orientationsOf, type PackItem } from './heuristics';
import type { PackSpace } from './pack-run';

/*
 * A lower bound on the sheets of a plan, stronger than the area bound where many pieces are
 * large (docs/production/nesting.md, "Lower bound"). The search stops as soon as it reaches it.
 */

/**
 * Whether no two such items fit one sheet: in every allowed orientation the item takes more than
 * half the sheet, kerf included, along both axes. Two such items can be separated neither by a
 * cut along x nor by one along y, so each needs a sheet of its own.
 */
function isLarge(item: PackItem, space: PackSpace): boolean {
  return orientationsOf(item).every(
    (o) => 2 * o.alongX + space.kerf > space.alongX && 2 * o.alongY + space.kerf > space.alongY,
  );
}

/**
 * max(area bound, L + the sheets the other items need beyond the room the L large items leave
 * on their own sheets), each large item alone on its sheet. Sizes in steps.
 */
export function sheetLowerBound(items: readonly PackItem[], space: PackSpace): number {
  const sheetArea = space.alongX * space.alongY;
  let total = 0;
  let large = 0;
  let room = 0;
  for (const item of items) {
    const area = item.length * item.width;
    total += area;
    if (isLarge(item, space)) {
      large += 1;
      room += sheetArea - area;
    }
  }
  const areaBound = Math.ceil(total / sheetArea);
  const others = total - (large * sheetArea - room);
  const largeBound = large + Math.ceil(Math.max(0, others - room) / sheetArea);
  return Math.max(areaBound, largeBound);
}
