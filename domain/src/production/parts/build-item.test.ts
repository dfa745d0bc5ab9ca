import { describe, expect, it } from 'vitest';
import { findModelContext } from '../../catalogue';
import type { Construction } from '../../construction';
import type { Item } from '../../item-schema';
import type { StoredMaterial } from '../../schemas';
import {
  REFERENCE_MODEL_IDS as ID,
  REFERENCE_TREE,
  referenceItem,
  storedTile,
} from '../../testing';
import { PARTS_RULES, buildItem, resolveMaterials } from '.';

const constructionOf = (id: number): Construction =>
  findModelContext(REFERENCE_TREE, id)!.model.model.construction;

/** Arctic White (18 mm, no grain) and Oak Veneer (19 mm, grain). */
const STORED: StoredMaterial[] = [
  storedTile('cabinet', 'Arctic White', 1),
  storedTile('finish', 'Oak Veneer', 26),
];
const MATERIALS = resolveMaterials(STORED, REFERENCE_TREE);

function build(
  modelId: number,
  line: Partial<Item> & Pick<Item, 'x' | 'y' | 'z'>,
  construction?: Construction,
) {
  const item = referenceItem(modelId, { description: 'Test', ...line });
  return buildItem(item, 1, construction ?? constructionOf(modelId), MATERIALS, 'mm');
}

describe('buildItem: door columns', () => {
  it(`takes one door up to ${PARTS_RULES.doubleDoorAboveMm} mm and two above (byWidth)`, () => {
    const line = { y: 2100, z: 580, udheight: 1000, ldheight: 990 };
    // 600 wide: one column, 596 wide doors.
    expect(
      build(ID.pantryTwoDoorWide, { ...line, x: 600, dwidth: 596 }).fronts.map((f) => f.widthMm),
    ).toEqual([596, 596]);
    // 601 wide: two columns of (597 - 3) / 2 = 297.
    const wide = build(ID.pantryTwoDoorWide, { ...line, x: 601, dwidth: 297 });
    expect(wide.fronts.map((f) => [f.xMm, f.widthMm, f.hingeSide])).toEqual([
      [2, 297, 'left'],
      [302, 297, 'right'],
      [2, 297, 'left'],
      [302, 297, 'right'],
    ]);
  });
});

describe('buildItem: customer sizes that do not fit', () => {
  it('clamps drawer heights together so the bottom front keeps the minimum', () => {
    // Base 3 Drawers 600 x 870: 760 for fronts; 2 x 400 asked leaves -40: each made
    // (760 - 100) / 2 = 330, the bottom one 100.
    const built = build(ID.baseThreeDrawers, { x: 600, y: 870, z: 560, dwheight: 400 });
    expect(built.fronts.map((f) => f.heightMm)).toEqual([330, 330, 100]);
    expect(built.notes).toContain('Drawer front height 400 mm does not fit: made 330 mm.');
  });

  it('raises a size under the minimum front height', () => {
    // 50 asked -> 100 each; bottom 760 - 200 = 560.
    const built = build(ID.baseThreeDrawers, { x: 600, y: 870, z: 560, dwheight: 50 });
    expect(built.fronts.map((f) => f.heightMm)).toEqual([100, 100, 560]);
    expect(built.notes[0]).toBe(
      'Drawer front height 50 mm is under the 100 mm minimum: made 100 mm.',
    );
  });

  it('clamps a lift-up door higher than its box', () => {
    // 400 high: area 396.
    const built = build(ID.wallLiftUp, { x: 900, y: 400, z: 350, door: true, dheight: 500 });
    expect(built.fronts).toEqual([
      {
        role: 'door',
        xMm: 2,
        yMm: 2,
        widthMm: 896,
        heightMm: 396,
        hingeSide: 'top',
        liftUp: true,
        included: true,
      },
    ]);
    expect(built.notes).toEqual(['Lift-up door height 500 mm does not fit: made 396 mm.']);
  });

  it('gives a lift-up door without a size the whole front area', () => {
    expect(build(ID.wallLiftUp, { x: 900, y: 400, z: 350 }).fronts[0]!.heightMm).toBe(396);
  });

  it('shares the rest between unsized doors and uses the drawer-over-door default', () => {
    // Oven tower without door sizes: 1987 - 600 - 140 = 1247, two doors of 623.5.
    const built = build(ID.ovenTower, { x: 600, y: 2100, z: 600 });
    expect(built.fronts.map((f) => [f.role, f.heightMm])).toEqual([
      ['door', 623.5],
      ['drawer_front', PARTS_RULES.drawerOverDoorMm],
      ['door', 623.5],
    ]);
  });

  it('notes the inches too for an inch order', () => {
    const item = referenceItem(ID.baseThreeDrawers, {
      x: 24,
      y: 34.5,
      z: 22,
      dwheight: 20,
      description: 'In',
    });
    const built = buildItem(item, 1, constructionOf(ID.baseThreeDrawers), MATERIALS, 'in');
    // Area 776.3 - 4 - 6 = 766.3; 2 x 20 in = 1016 asked; each (766.3 - 100) / 2 = 333.15.
    expect(built.notes[0]).toBe(
      'Drawer front height 508 mm (20 in) does not fit: made 333.2 mm (13.12 in).',
    );
  });
});

describe('buildItem: carcass', () => {
  it('gives a tall unit on legs a top, not stretchers, and a toe kick', () => {
    const roles = build(ID.pantryOneDoor, { x: 600, y: 2100, z: 580, door: true }).parts.map(
      (p) => p.role,
    );
    expect(roles).toEqual(['side', 'bottom', 'top', 'back', 'shelf_fixed', 'toe_kick', 'door']);
  });

  it('takes the construction fixed-shelf count when no position is given', () => {
    const built = build(ID.pantryOneDoor, { x: 600, y: 2100, z: 580 });
    expect(built.shelves).toEqual({ adjustable: 0, fixed: 1, adjustableAtMm: [], fixedAtMm: [] });
  });

  it('cuts an applied back from the back material, 10 mm in from each edge', () => {
    const applied: Construction = { ...constructionOf(ID.wallOneDoor), back: 'applied', backMm: 6 };
    const materials = resolveMaterials(STORED, REFERENCE_TREE, [applied]);
    expect(materials[2]).toEqual({
      key: 'back',
      code: 'BACK-6',
      name: 'Back panel 6 mm',
      custom: false,
      sheetLengthMm: 2800,
      sheetWidthMm: 2070,
      thicknessMm: 6,
      grain: false,
    });
    const item = referenceItem(ID.wallOneDoor, {
      x: 400,
      y: 720,
      z: 320,
      shelfquantity: 1,
      description: 'Applied',
    });
    const built = buildItem(item, 1, applied, materials, 'mm');
    // (720 - 20) x (400 - 20); shelf depth 320 - 0 - 20 = 300.
    expect(built.parts.find((p) => p.role === 'back')).toMatchObject({
      name: 'Back (applied)',
      material: 'back',
      thicknessMm: 6,
      finished: { lengthMm: 700, widthMm: 380 },
      grain: 'N',
    });
    expect(built.parts.find((p) => p.role === 'shelf_adj')!.finished).toEqual({
      lengthMm: 361,
      widthMm: 300,
    });
  });

  it("takes the construction's board when the order has no cabinet material yet", () => {
    const construction: Construction = { ...constructionOf(ID.wallOneDoor), boardMm: 16 };
    const placeholders = resolveMaterials([], REFERENCE_TREE, [construction]);
    expect(placeholders.map((m) => [m.code, m.name, m.thicknessMm])).toEqual([
      ['COL-NONE', 'Cabinet material', 16],
      ['FIN-NONE', 'Finish material', 16],
    ]);
    const item = referenceItem(ID.wallOneDoor, { x: 400, y: 720, z: 320, description: 'Draft' });
    const built = buildItem(item, 1, construction, [], 'mm');
    // 400 - 2 x 16 = 368.
    expect(built.parts.find((p) => p.role === 'bottom')!.finished.lengthMm).toBe(368);
  });

  it('merges identical parts and keeps codes stable', () => {
    // Upper and lower doors of the same size are one row named after the role.
    const line = { x: 600, y: 2100, z: 580, door: true, udheight: 995, ldheight: 995 };
    const first = build(ID.pantryTwoDoor, line);
    expect(first.parts.filter((p) => p.role === 'door')).toMatchObject([
      {
        code: 'door1',
        name: 'Door',
        perCabinet: 2,
        quantity: 2,
        finished: { lengthMm: 995, widthMm: 596 },
      },
    ]);
    expect(build(ID.pantryTwoDoor, line).parts.map((p) => p.code)).toEqual(
      first.parts.map((p) => p.code),
    );
  });

  it('never throws on odd sizes: parts without room are left out and noted', () => {
    const item = referenceItem(ID.baseOneDoor, { x: 0, y: 0, z: 0, description: 'Odd' });
    const built = buildItem(item, 1, constructionOf(ID.baseOneDoor), MATERIALS, 'mm');
    expect(built.parts).toEqual([]);
    expect(built.notes).toContain('Side left out: no room (-100 x 0 mm).');
  });
});

describe('buildItem: flat pieces', () => {
  it('takes the longer side as the length when no orientation is given', () => {
    const panel = build(ID.endPanel, { x: 600, y: 400, z: 0, orientation: null });
    expect(panel.parts[0]).toMatchObject({
      role: 'panel',
      material: 'cabinet',
      finished: { lengthMm: 600, widthMm: 400 },
    });
  });

  it('cuts a loose door from the finish when no material is chosen, hinges only with holes', () => {
    const door = build(ID.doorTwoHoles, {
      x: 400,
      y: 700,
      z: 0,
      material: null,
      orientation: 'Horizontal',
    });
    expect(door.parts[0]).toMatchObject({
      role: 'door',
      material: 'finish',
      thicknessMm: 19,
      finished: { lengthMm: 400, widthMm: 700 },
    });
    expect(door.hinges).toBe(false);
    expect(build(ID.doorTwoHoles, { x: 400, y: 700, z: 0, holeshorzhinge: true }).hinges).toBe(
      true,
    );
  });

  it('cuts a filler from the cabinet colour when no material is chosen', () => {
    const filler = build(ID.fillerStrip, {
      x: 100,
      y: 720,
      z: 0,
      material: null,
      orientation: 'Vertical',
    });
    expect(filler.parts[0]).toMatchObject({
      role: 'filler',
      material: 'cabinet',
      thicknessMm: 18,
      grain: 'N',
    });
  });
});
