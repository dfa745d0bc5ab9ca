import type { CategoryNode, Construction, Item, StoredMaterial, Unit } from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  buildItem,
  describeDrawing,
  frontView,
  resolveMaterials,
  type Drawing,
  type DrawingFacts,
  type CheckSettings,
} from '@cutshop/domain/production';

/** How a drawing's labels read in the page's language: the depth letter, the decimal separator. */
export interface DrawingLabelOptions {
  depthPrefix: string;
  decimalSeparator: string;
}

/** A drawing with the facts of its text alternative. */
export interface ItemDrawing {
  drawing: Drawing;
  facts: DrawingFacts;
}

/**
 * The front view of one item, built the way production builds it (`buildItem`, the same function
 * the shop's outputs use) from its model's construction and the order's materials (none chosen
 * yet: the construction's board stands in). `unit` is the order's; the labels are in
 * `labelUnit` (the summary's display unit), with the language's depth letter and decimal
 * separator (`labels`, from `useDrawingOptions`). `shop`: the shop's settings the wizard read
 * (a unit on legs stands on them, below its height or within it; the fronts take its gap and
 * reveal), or the ones a tracked order keeps; the defaults for what is not given.
 */
export function itemDrawing(
  item: Item,
  construction: Construction,
  material: readonly StoredMaterial[],
  tree: readonly CategoryNode[],
  unit: Unit,
  labels: DrawingLabelOptions,
  labelUnit: Unit = unit,
  shop?: Partial<CheckSettings>,
): ItemDrawing {
  const materials = resolveMaterials(material, tree, [construction], unit);
  const settings = { ...DEFAULT_PARTS_SETTINGS, ...shop };
  const build = buildItem(item, 1, construction, materials, unit, settings);
  return {
    drawing: frontView(build, labelUnit, labels),
    facts: describeDrawing(build, labelUnit, labels.decimalSeparator),
  };
}
