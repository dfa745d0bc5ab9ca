import { describe, expect, it } from 'vitest';
import { findModelContext } from '../../catalogue';
import type { Construction } from '../../construction';
import { constructionProblems } from '../../item-construction';
import type { Item } from '../../item-schema';
import {
  REFERENCE_MODEL_IDS as ID,
  REFERENCE_TREE,
  referenceItem,
  storedTile,
} from '../../testing';
import type { ItemBuild } from '../types';
import { DEFAULT_CHECK_SETTINGS, DEFAULT_PARTS_SETTINGS, buildItem, resolveMaterials } from '.';
import type { PartsSettings } from './parts-settings';

/*
 * The fronts' gap G and reveal R from the shop's parts settings (docs/production/parts.md,
 * "Fronts layout"): G between the fronts of a unit and between neighbouring units' (each unit's
 * front area G / 2 in from its sides), R at the box's top and bottom. The defaults G 3, R 2; the
 * shop's G 5, R 4.
 */
const SHOP = { frontGapMm: 5, frontRevealMm: 4 };

const constructionOf = (id: number): Construction =>
  findModelContext(REFERENCE_TREE, id)!.model.model.construction;

const MATERIALS = resolveMaterials(
  [storedTile('cabinet', 'Arctic White', 1), storedTile('finish', 'Oak Veneer', 26)],
  REFERENCE_TREE,
);

function build(
  modelId: number,
  line: Partial<Item> & Pick<Item, 'x' | 'y' | 'z'>,
  changes: Partial<PartsSettings> = {},
  construction: Construction = constructionOf(modelId),
): ItemBuild {
  const item = referenceItem(modelId, { description: 'Test', ...line });
  const settings = { ...DEFAULT_PARTS_SETTINGS, ...changes };
  return buildItem(item, 1, construction, MATERIALS, 'mm', settings);
}

/** Each front's left edge, bottom edge, width and height. */
const placed = (built: ItemBuild) =>
  built.fronts.map((front) => [front.xMm, front.yMm, front.widthMm, front.heightMm]);

/** A part's finished length and width by name. */
const sized = (built: ItemBuild, name: string) =>
  built.parts
    .filter((part) => part.name === name)
    .map((part) => [part.finished.lengthMm, part.finished.widthMm]);

describe('the fronts take the shop\'s gap and reveal (docs/production/parts.md, "Fronts layout")', () => {
  it('sizes a single door: W - G wide, G / 2 in, Hb - 2R high', () => {
    // Base 1 Door 600 x 720 on 100 mm legs: box 620. Defaults: 600 - 3 = 597 from x = 1.5,
    // 620 - 2 - 2 = 616 from y = 2 (neighbouring units' doors 1.5 + 1.5 = 3 apart, as a pair's).
    const line = { x: 600, y: 720, z: 560 };
    expect(placed(build(ID.baseOneDoor, line))).toEqual([[1.5, 2, 597, 616]]);
    // G 5, R 4: 600 - 5 = 595 from x = 2.5, 620 - 8 = 612 from y = 4.
    expect(placed(build(ID.baseOneDoor, line, SHOP))).toEqual([[2.5, 4, 595, 612]]);
  });

  it('sizes a pair: (W - G - G) / 2 each, G apart', () => {
    // Base 2 Doors 800 x 870: box 770. Defaults: (800 - 3 - 3) / 2 = 397 at 1.5 and
    // 1.5 + 397 + 3 = 401.5, 766 high.
    const line = { x: 800, y: 870, z: 560, door: true };
    expect(placed(build(ID.baseTwoDoors, line))).toEqual([
      [1.5, 2, 397, 766],
      [401.5, 2, 397, 766],
    ]);
    // G 5, R 4: (800 - 5 - 5) / 2 = 395 at 2.5 and 2.5 + 395 + 5 = 402.5, 770 - 8 = 762 high.
    const shop = build(ID.baseTwoDoors, line, SHOP);
    expect(placed(shop)).toEqual([
      [2.5, 4, 395, 762],
      [402.5, 4, 395, 762],
    ]);
    expect(sized(shop, 'Door')).toEqual([[762, 395]]);
  });

  it('stacks drawer fronts G apart between the reveals', () => {
    // Base 3 Drawers 600 x 870, 200 mm fronts: box 770. Defaults: area 2 to 768, the bottom front
    // 766 - 2 x 3 - 2 x 200 = 360; tops at 768, 568 - 3 = 565 and 365 - 3 = 362.
    const line = { x: 600, y: 870, z: 560, dwheight: 200 };
    expect(placed(build(ID.baseThreeDrawers, line))).toEqual([
      [1.5, 568, 597, 200],
      [1.5, 365, 597, 200],
      [1.5, 2, 597, 360],
    ]);
    // G 5, R 4: area 4 to 766, the bottom front 762 - 2 x 5 - 400 = 352; tops at 766, 561, 356.
    expect(placed(build(ID.baseThreeDrawers, line, SHOP))).toEqual([
      [2.5, 566, 595, 200],
      [2.5, 361, 595, 200],
      [2.5, 4, 595, 352],
    ]);
  });

  it('closes a blind corner: G/2 + blind panel + G + filler + G + door + G/2 = W', () => {
    // Blind corner 1000 x 870 x 600, a 350 door, zone D + T + F = 560 + 19 + 50 = 629.
    // Defaults: door at x = 1000 - 1.5 - 350 = 648.5, panel 648.5 - 3 - 50 - 3 - 1.5 = 591:
    // 1.5 + 591 + 3 + 50 + 3 + 350 + 1.5 = 1000; all three 766 high.
    const line = { x: 1000, y: 870, z: 600, dwidth: 350, door: true };
    const plain = build(ID.baseBlindCorner, line);
    expect(placed(plain)).toEqual([[648.5, 2, 350, 766]]);
    expect(sized(plain, 'Panel (blind)')).toEqual([[766, 591]]);
    expect(sized(plain, 'Filler')).toEqual([[766, 50]]);
    // G 5, R 4: door at 1000 - 2.5 - 350 = 647.5, panel 647.5 - 5 - 50 - 5 - 2.5 = 585:
    // 2.5 + 585 + 5 + 50 + 5 + 350 + 2.5 = 1000; 762 high.
    const shop = build(ID.baseBlindCorner, line, SHOP);
    expect(placed(shop)).toEqual([[647.5, 4, 350, 762]]);
    expect(sized(shop, 'Panel (blind)')).toEqual([[762, 585]]);
    expect(sized(shop, 'Filler')).toEqual([[762, 50]]);
  });

  it("sizes a 90° corner's leaves: main W - d - G/2, return D - d - G/2 - T - G", () => {
    // Lazy susan 900 x 870 x 900, d = 560. Defaults: main 900 - 560 - 1.5 = 338.5 from x = 560;
    // return 900 - 560 - 1.5 - 19 - 3 = 316.5 at x = 560 - 3 - 316.5 = 240.5.
    const line = { x: 900, y: 870, z: 900, door: true };
    expect(placed(build(ID.baseLazySusan, line))).toEqual([
      [240.5, 2, 316.5, 766],
      [560, 2, 338.5, 766],
    ]);
    // G 5, R 4: main 900 - 560 - 2.5 = 337.5; return 900 - 560 - 2.5 - 19 - 5 = 313.5 at
    // x = 560 - 5 - 313.5 = 241.5.
    expect(placed(build(ID.baseLazySusan, line, SHOP))).toEqual([
      [241.5, 4, 313.5, 762],
      [560, 4, 337.5, 762],
    ]);
  });

  it("shares a 45° corner's diagonal less G / 2 at each end", () => {
    // Diagonal hypot(340, 340) = 480.83 from x = (900 - 480.83) / 2 = 209.58. G 5: the area
    // 475.83 from 212.08, a pair of (475.83 - 5) / 2 = 235.42, the second at 212.08 + 240.42 =
    // 452.5.
    const diagonal = { ...constructionOf(ID.baseLazySusan), foldAngle: 45 as const };
    const line = { x: 900, y: 870, z: 900, door: true };
    expect(
      build(ID.baseLazySusan, line, SHOP, diagonal).fronts.map((door) => [door.xMm, door.widthMm]),
    ).toEqual([
      [212.1, 235.4],
      [452.5, 235.4],
    ]);
  });

  it("checks a customer's size against the shop's gap, as the parts are made", () => {
    // A pair on 800: 397 each fits the defaults; with G 5 at most 395.
    const item = referenceItem(ID.baseTwoDoors, {
      description: 'Test',
      x: 800,
      y: 870,
      z: 560,
      dwidth: 397,
    });
    const construction = constructionOf(ID.baseTwoDoors);
    expect(constructionProblems(item, construction, 'mm')).toEqual([]);
    expect(
      constructionProblems(item, construction, 'mm', { ...DEFAULT_CHECK_SETTINGS, ...SHOP }),
    ).toEqual([{ field: 'dwidth', code: 'doorPairTooWide', params: { limit: '395 mm' } }]);
  });
});

describe('the shelf span takes the shop\'s (docs/production/parts.md, "Shelf span")', () => {
  it('supports a 764 mm shelf at its centre when the safe span is 600', () => {
    // Base 2 Doors 803 x 870 x 560: inside 803 - 36 = 767, adjustable shelves 767 - 3 = 764 long,
    // 560 - 18 (inside back) - 20 = 522 deep.
    const line = { x: 803, y: 870, z: 560, shelfquantity: 2 };
    const plain = build(ID.baseTwoDoors, line);
    expect(sized(plain, 'Adjustable shelf')).toEqual([[764, 522]]);
    expect([plain.centreSupportedShelves, plain.notes]).toEqual([0, []]);
    const short = build(ID.baseTwoDoors, line, { shelfSafeSpanMm: 600 });
    expect(short.centreSupportedShelves).toBe(2);
    expect(short.notes).toEqual([
      'Adjustable shelf 764 mm long: over the 600 mm safe span; a centre support (2 shelf pins in the back) per shelf.',
    ]);
  });
});
