import { describe, expect, it } from 'vitest';
import { findModelContext } from '../../catalogue';
import type { Construction } from '../../construction';
import { constructionProblems } from '../../item-construction';
import type { Item } from '../../item-schema';
import {
  REFERENCE_MODEL_IDS as ID,
  REFERENCE_TREE,
  kitchenStoredOrder,
  referenceItem,
  storedTile,
} from '../../testing';
import { buildCutList } from '../cut-list';
import { cutListCsv } from '../formats';
import { productionFileOf } from '../production-file';
import { DEFAULT_PRODUCTION_SETTINGS } from '../settings';
import type { ItemBuild } from '../types';
import {
  DEFAULT_CHECK_SETTINGS,
  DEFAULT_PARTS_SETTINGS,
  buildItem,
  explodeOrder,
  resolveMaterials,
} from '.';
import type { PartsSettings } from './parts-settings';

/** The model's construction, and a line of it built with parts settings changed from the defaults. */
function build(
  modelId: number,
  line: Partial<Item> & Pick<Item, 'x' | 'y' | 'z'>,
  changes: Partial<PartsSettings> = {},
): ItemBuild {
  // Arctic White (18 mm, no grain) and Oak Veneer (19 mm, grain).
  const materials = resolveMaterials(
    [storedTile('cabinet', 'Arctic White', 1), storedTile('finish', 'Oak Veneer', 26)],
    REFERENCE_TREE,
  );
  const settings = { ...DEFAULT_PARTS_SETTINGS, ...changes };
  const item = referenceItem(modelId, { description: 'Test', ...line });
  return buildItem(item, 1, constructionOf(modelId), materials, 'mm', settings);
}

function constructionOf(modelId: number): Construction {
  return findModelContext(REFERENCE_TREE, modelId)!.model.model.construction;
}

/** A part's code, finished and cut size. */
function sizes(built: ItemBuild, code: string) {
  const part = built.parts.find((candidate) => candidate.code === code);
  return (
    part && [part.finished.lengthMm, part.finished.widthMm, part.cut.lengthMm, part.cut.widthMm]
  );
}

/** Fronts: a 2 mm band with 0.5 mm milled off each banded edge before it. */
const MILLED_FRONTS = { edgeBandFrontsMm: 2, preMillFrontsMm: 0.5 };

describe('the shop\'s parts settings (docs/production/parts.md, "The shop\'s parts settings")', () => {
  it('cuts a banded front at finished - band + allowance per banded edge', () => {
    // A loose door 350 wide, 766 high (its length), banded all round: 766 - 2 x 2 + 2 x 0.5 =
    // 763 by 350 - 2 x 2 + 2 x 0.5 = 347.
    const door = build(ID.doorTwoHoles, { x: 350, y: 766, z: 19 }, MILLED_FRONTS);
    expect(sizes(door, 'door1')).toEqual([766, 350, 763, 347]);
    // The defaults: 1 mm band, nothing milled: 764 x 348, as always.
    expect(sizes(build(ID.doorTwoHoles, { x: 350, y: 766, z: 19 }), 'door1')).toEqual([
      766, 350, 764, 348,
    ]);
  });

  it('takes each edge kind its own band and allowance: a side with its one banded edge', () => {
    // Base 600 x 720 x 560 on 100 mm legs: sides 620 x 560, the front long edge (L1) banded:
    // carcass 2 mm, 0.5 mm milled: 620 by 560 - 2 + 0.5 = 558.5. The bottom likewise
    // (564 x 560 -> 564 x 558.5); the door keeps the fronts' 1 mm (616 x 597 -> 614 x 595).
    const base = build(
      ID.baseOneDoor,
      { x: 600, y: 720, z: 560, door: true },
      { edgeBandCarcassMm: 2, preMillCarcassMm: 0.5 },
    );
    expect(sizes(base, 'side1')).toEqual([620, 560, 620, 558.5]);
    expect(sizes(base, 'bottom1')).toEqual([564, 560, 564, 558.5]);
    expect(sizes(base, 'door1')).toEqual([616, 597, 614, 595]);
  });

  it('adds the legs below the box when the height excludes them', () => {
    // Base 720 high, legs 100: with the legs in the height the sides are 620; without, 720 and
    // the unit stands 820 high. The door is the box less 2 + 2 reveals: 616, then 716.
    const within = build(ID.baseOneDoor, { x: 600, y: 720, z: 560, door: true });
    expect([within.heightMm, within.legHeightMm, sizes(within, 'side1')?.[0]]).toEqual([
      720, 100, 620,
    ]);
    const below = build(
      ID.baseOneDoor,
      { x: 600, y: 720, z: 560, door: true },
      { heightIncludesLegs: false },
    );
    expect([below.heightMm, below.legHeightMm, sizes(below, 'side1')?.[0]]).toEqual([
      820, 100, 720,
    ]);
    expect(below.fronts.map((front) => front.heightMm)).toEqual([716]);
    // 150 mm legs: the unit 870 high (its plinth is its run's, plinths.test.ts); a wall unit has
    // no legs.
    const tall = build(
      ID.baseOneDoor,
      { x: 600, y: 720, z: 560, door: true },
      { heightIncludesLegs: false, legHeightMm: 150 },
    );
    expect(tall.heightMm).toBe(870);
    const wall = build(ID.wallOneDoor, { x: 600, y: 720, z: 320 }, { heightIncludesLegs: false });
    expect([wall.heightMm, wall.legHeightMm, sizes(wall, 'side1')?.[0]]).toEqual([720, 0, 720]);
  });

  it('checks a customer size against the box the legs leave', () => {
    // A 700 mm door in a 720 mm base: 616 at most with the legs in the height, 716 without.
    const item = referenceItem(ID.baseOneDoor, { description: 'Test', x: 600, y: 720, z: 560 });
    const construction = constructionOf(ID.baseOneDoor);
    const sized = { ...item, dheight: 700 };
    expect(constructionProblems(sized, construction, 'mm').map((p) => p.params.limit)).toEqual([
      '616 mm',
    ]);
    expect(
      constructionProblems(sized, construction, 'mm', {
        ...DEFAULT_CHECK_SETTINGS,
        legHeightMm: 100,
        heightIncludesLegs: false,
      }),
    ).toEqual([]);
  });

  it('cuts the drawer boxes from the set board with the set deductions', () => {
    // TANDEMBOX in a 600 base, inside 564, NL 500 (docs/production/parts.md, "Drawer boxes"):
    // bottom (564 - 70) x (500 - 12) = 494 x 488, back (564 - 80) x 100 = 484 x 100, 18 mm.
    const built = build(
      ID.baseDoorAndDrawer,
      { x: 600, y: 870, z: 560, holesfrontdrawer: 3, frontdrawer: true, fdrwheight: 160 },
      {
        drawerBoardMm: 18,
        tandemBottomWidthDeductionMm: 70,
        tandemBottomDepthDeductionMm: 12,
        tandemBackWidthDeductionMm: 80,
      },
    );
    const drawer = built.parts.filter((part) => part.material === 'drawer');
    expect(drawer.map((part) => [part.code, part.thicknessMm, part.finished])).toEqual([
      ['drawer_bottom1', 18, { lengthMm: 494, widthMm: 488 }],
      ['drawer_back1', 18, { lengthMm: 484, widthMm: 100 }],
    ]);
    // The wooden box: width 564 - 2 x 10 = 544, height 160 - 50 = 110; sides 500 x (110 - 16).
    const wooden = build(
      ID.baseDoorAndDrawer,
      { x: 600, y: 870, z: 560, holesfrontdrawer: 10, frontdrawer: true, fdrwheight: 160 },
      { galleryRunnerClearanceMm: 10, galleryFrontOverBoxMm: 50 },
    );
    expect(sizes(wooden, 'drawer_side1')?.slice(0, 2)).toEqual([500, 94]);
    expect(sizes(wooden, 'drawer_bottom1')).toEqual([544, 500, 544, 500]);
  });

  it('builds an order with its settings: the drawer board and the cut list say them', () => {
    const order = kitchenStoredOrder();
    // Absent settings and the defaults (a whole settings document too) build the same order.
    const plain = explodeOrder(order, REFERENCE_TREE);
    expect(explodeOrder(order, REFERENCE_TREE, DEFAULT_PRODUCTION_SETTINGS)).toEqual(plain);
    expect(buildCutList(plain).edgeBand).toEqual({ thicknessMm: 1, overlengthMm: 50 });
    const set = explodeOrder(order, REFERENCE_TREE, {
      ...DEFAULT_PRODUCTION_SETTINGS,
      ...MILLED_FRONTS,
      drawerBoardMm: 18,
    });
    expect(set.materials.find((material) => material.key === 'drawer')?.code).toBe('DRAWER-18');
    // The files: each part's band of its kind, and production.txt's rule with each kind's numbers.
    const cutList = buildCutList(set);
    const rows = cutListCsv(order, cutList)
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const header = rows[0]!;
    const band = (role: string) =>
      rows
        .filter((row) => row[header.indexOf('part_role')] === role)
        .map((row) => row[header.indexOf('edge_thickness_mm')]);
    expect(new Set(band('door'))).toEqual(new Set(['2']));
    expect(new Set(band('side'))).toEqual(new Set(['1']));
    const text = productionFileOf(order, REFERENCE_TREE, null, set.partsSettings).content.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(
      'Cut size = finished size less the edge band (fronts 2 mm, carcass 1 mm, shelves 1 mm) plus the pre-milling allowance (fronts 0.5 mm, carcass 0 mm, shelves 0 mm) on each banded edge.',
    );
    expect(text).toContain('Edge band (fronts 2 mm, carcass 1 mm, shelves 1 mm) thick;');
    expect(buildCutList(set).edgeBand).toEqual({
      thicknessMm: 2,
      overlengthMm: 50,
      byKind: { fronts: 2, carcass: 1, shelves: 1 },
      preMillMm: { fronts: 0.5, carcass: 0, shelves: 0 },
    });
  });
});
