import { describe, expect, it } from 'vitest';
import { findModelContext } from '../../catalogue';
import type { Item } from '../../item-schema';
import {
  REFERENCE_MODEL_IDS as ID,
  REFERENCE_TREE,
  referenceItem,
  storedTile,
} from '../../testing';
import { buildItem, explodeOrder, resolveMaterials } from '.';

/** Arctic White (18 mm, no grain) and Oak Veneer (19 mm, grain). */
const STORED = [storedTile('cabinet', 'Arctic White', 1), storedTile('finish', 'Oak Veneer', 26)];

/** A Base 1 Door 1 Drawer: a 160 mm drawer front over a door (docs/production/parts.md). */
function doorAndDrawer(line: Partial<Item> & Pick<Item, 'x' | 'y' | 'z'>) {
  const item = referenceItem(ID.baseDoorAndDrawer, {
    description: 'Test',
    frontdrawer: true,
    fdrwheight: 160,
    ...line,
  });
  const construction = findModelContext(REFERENCE_TREE, ID.baseDoorAndDrawer)!.model.model
    .construction;
  return buildItem(item, 1, construction, resolveMaterials(STORED, REFERENCE_TREE), 'mm');
}

/** The drawer box parts of a build: code, finished length x width, cut, per cabinet. */
function drawerParts(build: ReturnType<typeof doorAndDrawer>) {
  return build.parts
    .filter((part) => part.material === 'drawer')
    .map((part) => [
      part.code,
      part.thicknessMm,
      [part.finished.lengthMm, part.finished.widthMm],
      [part.cut.lengthMm, part.cut.widthMm],
      part.perCabinet,
    ]);
}

describe('drawer boxes (docs/production/parts.md, "Drawer boxes")', () => {
  it('cuts a TANDEMBOX bottom and back for one drawer in a 600 mm base', () => {
    // 18 mm sides: inside 600 - 36 = 564; inside depth 560 - 18 (inside back) = 542: NL 500
    // (500 + 3 <= 542, 550 + 3 > 542). Bottom (564 - 75) x (500 - 10) = 489 x 490; the 160 mm
    // front takes the K box (115 + 30 = 145 <= 160; C: 167 + 30 = 197 > 160): back
    // (564 - 87) x 100 = 477 x 100. 16 mm, no banding.
    const built = doorAndDrawer({ x: 600, y: 870, z: 560, holesfrontdrawer: 3 });
    expect(drawerParts(built)).toEqual([
      ['drawer_bottom1', 16, [489, 490], [489, 490], 1],
      ['drawer_back1', 16, [477, 100], [477, 100], 1],
    ]);
    expect(built.notes).toContain('Drawer boxes: 1 x TANDEMBOX, runners NL 500 mm, heights K.');
  });

  it('cuts a wooden box for one drawer on side-mount runners', () => {
    // Inside 564, NL 500 (510 <= 542). Box width 564 - 2 x 12.5 = 539; height 160 - 40 = 120,
    // its bottom under it: sides 500 x (120 - 16) = 500 x 104 (cut 103: top edge banded),
    // box front and back (539 - 2 x 16) x 104 = 507 x 104, bottom 539 x 500.
    const built = doorAndDrawer({ x: 600, y: 870, z: 560, holesfrontdrawer: 10 });
    expect(drawerParts(built)).toEqual([
      ['drawer_side1', 16, [500, 104], [500, 103], 2],
      ['drawer_box_front1', 16, [507, 104], [507, 103], 1],
      ['drawer_back1', 16, [507, 104], [507, 103], 1],
      ['drawer_bottom1', 16, [539, 500], [539, 500], 1],
    ]);
  });

  it('takes the longest runner the inside depth allows, and none below 270 + 3 mm', () => {
    // Inside depth D - 18: 521 -> 503 takes NL 500; 520 -> 502 takes 450 (bottom 440 deep).
    const depthOf = (z: number) =>
      doorAndDrawer({ x: 600, y: 870, z, holesfrontdrawer: 3 }).parts.find(
        (part) => part.role === 'drawer_bottom',
      )?.finished.widthMm;
    expect(depthOf(521)).toBe(490);
    expect(depthOf(520)).toBe(440);
    // 290 - 18 = 272 < 273: no runner fits, no box, and the item says so.
    const shallow = doorAndDrawer({ x: 600, y: 870, z: 290, holesfrontdrawer: 3 });
    expect(drawerParts(shallow)).toEqual([]);
    expect(shallow.notes).toContain(
      'Drawer boxes (TANDEMBOX) left out: no runner fits an inside depth of 272 mm.',
    );
  });

  it('makes no box for a drawer without a slide system, nor for a loose drawer front', () => {
    expect(drawerParts(doorAndDrawer({ x: 600, y: 870, z: 560, holesfrontdrawer: 0 }))).toEqual([]);
    const order = {
      unit: 'mm' as const,
      material: STORED,
      cabinets: [
        referenceItem(ID.drawerFront, {
          x: 600,
          y: 180,
          z: 0,
          description: 'Spare front',
          holesfrontdrawer: 3,
        }),
      ],
    };
    const exploded = explodeOrder(order, REFERENCE_TREE);
    expect(exploded.items[0]!.parts.map((part) => part.role)).toEqual(['drawer_front']);
    // No drawer box anywhere: the drawer board is not listed.
    expect(exploded.materials.map((material) => material.code)).toEqual(['COL-1', 'FIN-26']);
  });
});
