import type { ProductionMaterial } from '../../types';
import type { NestingPiece } from '../types';

/*
 * A fixed 20-cabinet kitchen as nesting pieces, per material: the fixture of the nesting tests
 * and of the benchmark (docs/production/nesting.md, "Benchmark").
 *
 * How the list was derived (the parts formulas of docs/production/parts.md, by hand):
 * - Cabinets: 10 base units (height 820 with 100 mm legs, so a 720 mm box; depth 560), 7 wall
 *   units (720 high, one 360 mm lift-up; depth 320) and 3 tall units (2100 with legs, so 2000;
 *   depth 560): sink 800 (2 doors), drawers 600 (3), door 450, door + drawer 500, doors 900,
 *   drawers 400 (3), door 300, doors 800, drawers 600 (4), door 600; wall doors 800 (2), 600,
 *   450, 500, 900 (2), 400, lift-up 600; two pantries 600 (upper and lower door) and an oven
 *   tower 600 (upper door, 600 mm niche, a drawer, lower door).
 * - Carcass, 18 mm Arctic White, no grain (N): sides 2 x box height x D; bottom (W - 36) x D;
 *   base units two stretchers (W - 36) x 100, wall and tall units a top (W - 36) x D; back
 *   inside, 18 mm: base (box height - 18) x (W - 36), others (box height - 36) x (W - 36);
 *   shelves (W - 36) x (D - 18 - 20), adjustable ones 3 mm shorter (W - 39); toe kick
 *   (W - 36) x 100 on units with legs. A 1 mm band on the front long edge (sides, bottom, top,
 *   front stretcher, shelves, toe kick) takes 1 mm off the width: these are cut sizes.
 * - Fronts, 19 mm Oak Veneer with grain (L, the grain along the first dimension): the front area
 *   is the box height - 2 x 2 mm by W - 2 x 2 mm; a pair of doors splits the width with a 3 mm
 *   gap, N drawer fronts split the height with 3 mm gaps (first dimension: the front's width), a
 *   door under a drawer takes the rest below a 150 mm drawer front; pantry lower doors are 1200
 *   high; the oven tower keeps a 476 mm upper door, the niche and a 250 mm drawer. All four
 *   edges banded with 1 mm: cut size = finished - 2 mm each way.
 * Sizes are rounded to 0.1 mm. The explosion of docs/production/parts.md may replace this list.
 */

/** One material of the kitchen and the pieces cut from it. */
export interface KitchenMaterialFixture {
  material: ProductionMaterial;
  pieces: NestingPiece[];
}

const CARCASS: ProductionMaterial = {
  key: 'cabinet',
  code: 'COL-1',
  name: 'Arctic White',
  custom: false,
  sheetLengthMm: 2800,
  sheetWidthMm: 2070,
  thicknessMm: 18,
  grain: false,
};

const FRONTS: ProductionMaterial = {
  key: 'finish',
  code: 'FIN-26',
  name: 'Oak Veneer',
  custom: false,
  sheetLengthMm: 2500,
  sheetWidthMm: 1250,
  thicknessMm: 19,
  grain: true,
};

const CARCASS_PIECES: NestingPiece[] = [
  { id: 'B1-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B1-bottom', lengthMm: 764, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B1-stretcher-front', lengthMm: 764, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B1-stretcher-rear', lengthMm: 764, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B1-back', lengthMm: 702, widthMm: 764, quantity: 1, grain: 'N' },
  { id: 'B1-shelf-adj', lengthMm: 761, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B1-toe-kick', lengthMm: 764, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B2-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B2-bottom', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B2-stretcher-front', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B2-stretcher-rear', lengthMm: 564, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B2-back', lengthMm: 702, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'B2-toe-kick', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B3-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B3-bottom', lengthMm: 414, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B3-stretcher-front', lengthMm: 414, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B3-stretcher-rear', lengthMm: 414, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B3-back', lengthMm: 702, widthMm: 414, quantity: 1, grain: 'N' },
  { id: 'B3-shelf-adj', lengthMm: 411, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B3-toe-kick', lengthMm: 414, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B4-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B4-bottom', lengthMm: 464, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B4-stretcher-front', lengthMm: 464, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B4-stretcher-rear', lengthMm: 464, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B4-back', lengthMm: 702, widthMm: 464, quantity: 1, grain: 'N' },
  { id: 'B4-shelf-adj', lengthMm: 461, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B4-toe-kick', lengthMm: 464, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B5-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B5-bottom', lengthMm: 864, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B5-stretcher-front', lengthMm: 864, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B5-stretcher-rear', lengthMm: 864, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B5-back', lengthMm: 702, widthMm: 864, quantity: 1, grain: 'N' },
  { id: 'B5-shelf-adj', lengthMm: 861, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B5-toe-kick', lengthMm: 864, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B6-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B6-bottom', lengthMm: 364, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B6-stretcher-front', lengthMm: 364, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B6-stretcher-rear', lengthMm: 364, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B6-back', lengthMm: 702, widthMm: 364, quantity: 1, grain: 'N' },
  { id: 'B6-toe-kick', lengthMm: 364, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B7-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B7-bottom', lengthMm: 264, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B7-stretcher-front', lengthMm: 264, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B7-stretcher-rear', lengthMm: 264, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B7-back', lengthMm: 702, widthMm: 264, quantity: 1, grain: 'N' },
  { id: 'B7-shelf-adj', lengthMm: 261, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B7-toe-kick', lengthMm: 264, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B8-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B8-bottom', lengthMm: 764, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B8-stretcher-front', lengthMm: 764, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B8-stretcher-rear', lengthMm: 764, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B8-back', lengthMm: 702, widthMm: 764, quantity: 1, grain: 'N' },
  { id: 'B8-shelf-adj', lengthMm: 761, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B8-toe-kick', lengthMm: 764, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B9-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B9-bottom', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B9-stretcher-front', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B9-stretcher-rear', lengthMm: 564, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B9-back', lengthMm: 702, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'B9-toe-kick', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B10-side', lengthMm: 720, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'B10-bottom', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'B10-stretcher-front', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'B10-stretcher-rear', lengthMm: 564, widthMm: 100, quantity: 1, grain: 'N' },
  { id: 'B10-back', lengthMm: 702, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'B10-shelf-adj', lengthMm: 561, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'B10-toe-kick', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'W1-side', lengthMm: 720, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W1-bottom', lengthMm: 764, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W1-top', lengthMm: 764, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W1-back', lengthMm: 684, widthMm: 764, quantity: 1, grain: 'N' },
  { id: 'W1-shelf-adj', lengthMm: 761, widthMm: 281, quantity: 2, grain: 'N' },
  { id: 'W2-side', lengthMm: 720, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W2-bottom', lengthMm: 564, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W2-top', lengthMm: 564, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W2-back', lengthMm: 684, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'W2-shelf-adj', lengthMm: 561, widthMm: 281, quantity: 2, grain: 'N' },
  { id: 'W3-side', lengthMm: 720, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W3-bottom', lengthMm: 414, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W3-top', lengthMm: 414, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W3-back', lengthMm: 684, widthMm: 414, quantity: 1, grain: 'N' },
  { id: 'W3-shelf-adj', lengthMm: 411, widthMm: 281, quantity: 2, grain: 'N' },
  { id: 'W4-side', lengthMm: 720, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W4-bottom', lengthMm: 464, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W4-top', lengthMm: 464, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W4-back', lengthMm: 684, widthMm: 464, quantity: 1, grain: 'N' },
  { id: 'W4-shelf-adj', lengthMm: 461, widthMm: 281, quantity: 2, grain: 'N' },
  { id: 'W5-side', lengthMm: 720, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W5-bottom', lengthMm: 864, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W5-top', lengthMm: 864, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W5-back', lengthMm: 684, widthMm: 864, quantity: 1, grain: 'N' },
  { id: 'W5-shelf-adj', lengthMm: 861, widthMm: 281, quantity: 2, grain: 'N' },
  { id: 'W6-side', lengthMm: 720, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W6-bottom', lengthMm: 364, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W6-top', lengthMm: 364, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W6-back', lengthMm: 684, widthMm: 364, quantity: 1, grain: 'N' },
  { id: 'W6-shelf-adj', lengthMm: 361, widthMm: 281, quantity: 2, grain: 'N' },
  { id: 'W7-side', lengthMm: 360, widthMm: 319, quantity: 2, grain: 'N' },
  { id: 'W7-bottom', lengthMm: 564, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W7-top', lengthMm: 564, widthMm: 319, quantity: 1, grain: 'N' },
  { id: 'W7-back', lengthMm: 324, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'T1-side', lengthMm: 2000, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'T1-bottom', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'T1-top', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'T1-back', lengthMm: 1964, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'T1-shelf-fixed', lengthMm: 564, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'T1-shelf-adj', lengthMm: 561, widthMm: 521, quantity: 4, grain: 'N' },
  { id: 'T1-toe-kick', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'T2-side', lengthMm: 2000, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'T2-bottom', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'T2-top', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'T2-back', lengthMm: 1964, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'T2-shelf-fixed', lengthMm: 564, widthMm: 521, quantity: 2, grain: 'N' },
  { id: 'T2-shelf-adj', lengthMm: 561, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'T2-toe-kick', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
  { id: 'T3-side', lengthMm: 2000, widthMm: 559, quantity: 2, grain: 'N' },
  { id: 'T3-bottom', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'T3-top', lengthMm: 564, widthMm: 559, quantity: 1, grain: 'N' },
  { id: 'T3-back', lengthMm: 1964, widthMm: 564, quantity: 1, grain: 'N' },
  { id: 'T3-shelf-fixed', lengthMm: 564, widthMm: 521, quantity: 1, grain: 'N' },
  { id: 'T3-shelf-adj', lengthMm: 561, widthMm: 521, quantity: 4, grain: 'N' },
  { id: 'T3-toe-kick', lengthMm: 564, widthMm: 99, quantity: 1, grain: 'N' },
];

const FRONT_PIECES: NestingPiece[] = [
  { id: 'B1-door', lengthMm: 714, widthMm: 394.5, quantity: 2, grain: 'L' },
  { id: 'B2-drawer-front', lengthMm: 594, widthMm: 234.7, quantity: 3, grain: 'L' },
  { id: 'B3-door', lengthMm: 714, widthMm: 444, quantity: 1, grain: 'L' },
  { id: 'B4-drawer-front', lengthMm: 494, widthMm: 148, quantity: 1, grain: 'L' },
  { id: 'B4-door', lengthMm: 561, widthMm: 494, quantity: 1, grain: 'L' },
  { id: 'B5-door', lengthMm: 714, widthMm: 444.5, quantity: 2, grain: 'L' },
  { id: 'B6-drawer-front', lengthMm: 394, widthMm: 234.7, quantity: 3, grain: 'L' },
  { id: 'B7-door', lengthMm: 714, widthMm: 294, quantity: 1, grain: 'L' },
  { id: 'B8-door', lengthMm: 714, widthMm: 394.5, quantity: 2, grain: 'L' },
  { id: 'B9-drawer-front', lengthMm: 594, widthMm: 174.8, quantity: 4, grain: 'L' },
  { id: 'B10-door', lengthMm: 714, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'W1-door', lengthMm: 714, widthMm: 394.5, quantity: 2, grain: 'L' },
  { id: 'W2-door', lengthMm: 714, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'W3-door', lengthMm: 714, widthMm: 444, quantity: 1, grain: 'L' },
  { id: 'W4-door', lengthMm: 714, widthMm: 494, quantity: 1, grain: 'L' },
  { id: 'W5-door', lengthMm: 714, widthMm: 444.5, quantity: 2, grain: 'L' },
  { id: 'W6-door', lengthMm: 714, widthMm: 394, quantity: 1, grain: 'L' },
  { id: 'W7-door', lengthMm: 354, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'T1-door-lower', lengthMm: 1198, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'T1-door-upper', lengthMm: 791, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'T2-door-upper', lengthMm: 474, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'T2-drawer-front', lengthMm: 594, widthMm: 248, quantity: 1, grain: 'L' },
  { id: 'T2-door-lower', lengthMm: 659, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'T3-door-lower', lengthMm: 1198, widthMm: 594, quantity: 1, grain: 'L' },
  { id: 'T3-door-upper', lengthMm: 791, widthMm: 594, quantity: 1, grain: 'L' },
];

/** The kitchen: the carcass material first, then the fronts. */
export const KITCHEN_FIXTURE: readonly KitchenMaterialFixture[] = [
  { material: CARCASS, pieces: CARCASS_PIECES },
  { material: FRONTS, pieces: FRONT_PIECES },
];
