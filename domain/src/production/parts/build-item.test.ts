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
    // 600 wide: one column, doors 600 - 3 = 597 wide (half the front gap at each side).
    expect(
      build(ID.pantryTwoDoorWide, { ...line, x: 600, dwidth: 597 }).fronts.map((f) => f.widthMm),
    ).toEqual([597, 597]);
    // 601 wide: two columns of at most (601 - 3 - 3) / 2 = 297.5; 297 asked, centred in the area
    // 598 wide from 1.5: (598 - 597) / 2 = 0.5 each side, x = 2 and 2 + 297 + 3 = 302.
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
    // 400 high: area 396; 900 - 3 = 897 wide from 1.5.
    const built = build(ID.wallLiftUp, { x: 900, y: 400, z: 350, door: true, dheight: 500 });
    expect(built.fronts).toEqual([
      {
        role: 'door',
        xMm: 1.5,
        yMm: 2,
        widthMm: 897,
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
  it('gives a tall unit on legs a top, not stretchers; its plinth is its run’s', () => {
    const roles = build(ID.pantryOneDoor, { x: 600, y: 2100, z: 580, door: true }).parts.map(
      (p) => p.role,
    );
    // The plinth is cut by the run of units on legs (explodeOrder, plinths.test.ts).
    expect(roles).toEqual(['side', 'bottom', 'top', 'back', 'shelf_fixed', 'door']);
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
        finished: { lengthMm: 995, widthMm: 597 },
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

describe('buildItem: corner units (docs/production/parts.md, "Corner units")', () => {
  const lazySusan = (foldAngle: 45 | 90 | 180, changes: Partial<Construction> = {}) => ({
    ...constructionOf(ID.baseLazySusan),
    foldAngle,
    ...changes,
  });
  const corner = { x: 900, y: 870, z: 900, door: true, hinges: true };

  it('builds a 45° corner as a diagonal box, its pair of doors across the diagonal', () => {
    const built = build(ID.baseLazySusan, corner, lazySusan(45));
    // d = 560, Hb = 770: bottom and top cut 882 x 882 then the corner off (322 along each edge);
    // its own plinth across hypot(322, 322) = 455.4; the diagonal between the sides' front corners
    // hypot(340, 340) = 480.83, centred (from x = (900 - 480.83) / 2 = 209.58) less half the
    // 3 mm gap at each end: 477.83 from x = 211.08, a pair of (477.83 - 3) / 2 = 237.42, the
    // second at 211.08 + 240.42 = 451.5.
    expect(
      built.parts.map((part) => [part.name, part.finished.lengthMm, part.finished.widthMm]),
    ).toEqual([
      ['Side', 770, 560],
      ['Bottom (diagonal)', 882, 882],
      ['Top (diagonal)', 882, 882],
      ['Back (main)', 734, 882],
      ['Back (return)', 734, 864],
      ['Plinth (diagonal)', 455.4, 100],
      ['Door', 766, 237.4],
    ]);
    expect(built.parts.at(-1)?.perCabinet).toBe(2);
    expect(built.fronts.map((door) => [door.xMm, door.widthMm, door.hingeSide])).toEqual([
      [211.1, 237.4, 'left'],
      [451.5, 237.4, 'right'],
    ]);
    expect(built.notes).toEqual([
      'Bottom and top: cut 882 x 882, then the front corner off diagonally, 322 mm along the width and 322 mm along the depth.',
      'Plinth (diagonal): mitred at both ends to meet the sides.',
    ]);
  });

  it('builds a 180° corner as a square box with a flat pair of doors', () => {
    const built = build(ID.baseLazySusan, corner, lazySusan(180));
    expect(built.parts.map((part) => part.name)).toEqual([
      'Side',
      'Bottom',
      'Stretcher (front)',
      'Stretcher (rear)',
      'Back',
      'Door',
    ]);
    // A flat pair on 900: (900 - 3 - 3) / 2 = 447 each.
    expect(built.fronts.map((door) => door.widthMm)).toEqual([447, 447]);
  });

  it("follows the construction's run depth; L shelves in two pieces; two applied backs", () => {
    const construction = lazySusan(90, {
      cornerRunDepthMm: 600,
      back: 'applied',
      backMm: 6,
      fixedShelves: 1,
    });
    const materials = resolveMaterials(STORED, REFERENCE_TREE, [construction]);
    const item = referenceItem(ID.baseLazySusan, { ...corner, description: 'L' });
    const built = buildItem(item, 1, construction, materials, 'mm');
    // d = 600, no inside back: shelf depth 600 - 20 = 580; main 900 - 18 = 882, return
    // 900 - 18 - 600 + 20 = 302; applied backs (770 - 20) x (900 - 20), one each wall.
    const sized = (name: string) =>
      built.parts
        .filter((part) => part.name === name)
        .map((part) => [part.finished.lengthMm, part.finished.widthMm, part.perCabinet]);
    expect(sized('Fixed shelf (main)')).toEqual([[882, 580, 1]]);
    expect(sized('Fixed shelf (return)')).toEqual([[302, 580, 1]]);
    // Bottoms and tops (4 x 600) and both shelf pieces (2 x 580) join a side and a back.
    expect(built.jointDepthsMm).toEqual([600, 600, 600, 600, 580, 580]);
    expect(sized('Back (applied)')).toEqual([[750, 880, 2]]);
    expect(sized('Side')).toEqual([[770, 600, 2]]);
    // Leaves: main 900 - 600 - 1.5 = 298.5 from x = 600; return 900 - 600 - 1.5 - 19 - 3 =
    // 276.5 at 600 - 3 - 276.5 = 320.5.
    expect(built.fronts.map((door) => [door.xMm, door.widthMm])).toEqual([
      [320.5, 276.5],
      [600, 298.5],
    ]);
  });

  it('notes an L corner leaf under the narrowest front', () => {
    const built = build(ID.baseLazySusan, corner, lazySusan(90, { cornerRunDepthMm: 800 }));
    // Main 900 - 800 - 1.5 = 98.5; return 900 - 800 - 1.5 - 19 - 3 = 76.5.
    expect(built.notes).toEqual([
      "Corner leaf (return) of 76.5 mm: under the 100 mm minimum, check the unit's size.",
      "Corner leaf (main) of 98.5 mm: under the 100 mm minimum, check the unit's size.",
    ]);
  });
});

describe('buildItem: shelf span (docs/production/parts.md, "Shelf span")', () => {
  it('supports a shelf over the safe span at its centre, never one at it', () => {
    // Base 2 Doors: inside W - 36; an adjustable shelf 3 mm shorter. 839 wide: 800 mm, at the
    // span; 840 wide: 801 mm, over it.
    const at = build(ID.baseTwoDoors, { x: 839, y: 870, z: 560, shelfquantity: 2 });
    expect(at.parts.find((part) => part.role === 'shelf_adj')?.finished.lengthMm).toBe(800);
    expect(at.centreSupportedShelves).toBe(0);
    expect(at.notes).toEqual([]);
    const over = build(ID.baseTwoDoors, { x: 840, y: 870, z: 560, shelfquantity: 2 });
    expect(over.centreSupportedShelves).toBe(2);
    expect(over.notes).toEqual([
      'Adjustable shelf 801 mm long: over the 800 mm safe span; a centre support (2 shelf pins in the back) per shelf.',
    ]);
  });

  it('asks for a bracket when the back is applied (no pins in a thin back)', () => {
    const applied: Construction = {
      ...constructionOf(ID.baseTwoDoors),
      back: 'applied',
      backMm: 6,
    };
    const item = referenceItem(ID.baseTwoDoors, {
      x: 900,
      y: 870,
      z: 560,
      shelfquantity: 1,
      description: 'Applied',
    });
    const built = buildItem(
      item,
      1,
      applied,
      resolveMaterials(STORED, REFERENCE_TREE, [applied]),
      'mm',
    );
    expect(built.centreSupportedShelves).toBe(0);
    expect(built.notes).toEqual([
      'Adjustable shelf 861 mm long: over the 800 mm safe span; support it at its centre with a bracket (an applied back takes no pins).',
    ]);
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
