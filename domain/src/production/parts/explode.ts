import type { CategoryNode } from '../../catalogue';
import { findModelContext } from '../../catalogue';
import type { Construction } from '../../construction';
import type { ExplodedOrder, ItemBuild, ItemProblem, ProductionOrderInput } from '../types';
import { buildItem } from './build-item';
import { withPlinthRuns } from './plinths';
import { drawerBoardMaterial, resolveMaterials } from './materials';
import type { PartsSettings } from './parts-settings';
import { DEFAULT_PARTS_SETTINGS, partsSettingsOf } from './parts-settings';

/**
 * An order exploded into what production makes (docs/production/parts.md): each item's model is
 * found in the tree by `item.cabinet.id`, its construction read, and the item built; an item
 * whose model left the catalogue is an `unknownModel` problem and is skipped. Items keep their
 * order; `index` is 1-based. `settings`: the shop's parts settings the order keeps (the
 * defaults when not given, as for an order placed before they were kept; any object holding
 * them, a whole production settings document too).
 */
export function explodeOrder(
  order: ProductionOrderInput,
  tree: readonly CategoryNode[],
  settings: PartsSettings = DEFAULT_PARTS_SETTINGS,
): ExplodedOrder {
  const partsSettings = partsSettingsOf(settings);
  const known: {
    item: ProductionOrderInput['cabinets'][number];
    index: number;
    construction: Construction;
  }[] = [];
  const problems: ItemProblem[] = [];
  order.cabinets.forEach((item, position) => {
    const index = position + 1;
    const context = findModelContext(tree, item.cabinet.id);
    if (context === undefined) {
      problems.push({
        index,
        code: 'unknownModel',
        message: `Item ${index} (${item.parentName}, model ${item.cabinet.name}, id ${item.cabinet.id}) is not in the catalogue any more: it cannot be built.`,
      });
      return;
    }
    known.push({ item, index, construction: context.model.model.construction });
  });
  const materials = resolveMaterials(
    order.material,
    tree,
    known.map((entry) => entry.construction),
    order.unit,
  );
  // The drawer box board is one more material, listed when some item has drawer box parts.
  const withDrawerBoard = [...materials, drawerBoardMaterial(partsSettings.drawerBoardMm)];
  const built: ItemBuild[] = known.map(({ item, index, construction }) =>
    buildItem(item, index, construction, withDrawerBoard, order.unit, partsSettings),
  );
  // The units on legs stand in runs, each with one plinth (docs/production/parts.md, "Plinths").
  const items = withPlinthRuns(
    built,
    partsSettings,
    (key) => withDrawerBoard.find((material) => material.key === key)?.sheetLengthMm,
  );
  const drawerBoxes = items.some((build) => build.parts.some((part) => part.material === 'drawer'));
  return {
    unit: order.unit,
    materials: drawerBoxes ? withDrawerBoard : materials,
    items,
    problems,
    partsSettings,
  };
}
