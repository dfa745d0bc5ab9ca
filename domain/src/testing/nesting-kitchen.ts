import {
  buildCutList,
  explodeOrder,
  type NestingPiece,
  nestingPieces,
  partLines,
  type ProductionMaterial,
} from '../production';
import { KITCHEN_STAMP, kitchenStoredOrder } from './kitchen-order';
import { REFERENCE_TREE } from './reference-order';

/*
 * The kitchen as nesting pieces, per material: the fixture of the nesting tests and of the
 * benchmark (docs/production/nesting.md, "Benchmark"). The pieces are the real product's: the
 * 20-item kitchen order of `testing/kitchen-order.ts` exploded with the catalogue fixture
 * (`explodeOrder`), grouped by `buildCutList`, one piece per part line (its cut size, quantity
 * and grain, named by its part id), exactly as `cuttingPlan` hands them to `nest`.
 */

/** One material of the kitchen and the pieces cut from it. */
interface KitchenMaterialFixture {
  material: ProductionMaterial;
  pieces: NestingPiece[];
}

/** The kitchen in cut-list order: the carcass colour (Arctic White), then the finish (Oak Veneer). */
export const KITCHEN_FIXTURE: readonly KitchenMaterialFixture[] = buildCutList(
  explodeOrder(kitchenStoredOrder(), REFERENCE_TREE),
).materials.map((entry) => ({
  material: entry.material,
  pieces: nestingPieces(partLines(entry, KITCHEN_STAMP.uuid)),
}));
