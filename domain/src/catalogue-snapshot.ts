import type { CategoryNode } from './catalogue';
import { findModelContext } from './catalogue';
import type { Item } from './item-schema';
import type { StoredMaterial } from './schemas';

/** What of an order says which catalogue nodes it was built from. */
interface OrderCatalogueUse {
  material: readonly StoredMaterial[];
  cabinets: readonly Pick<Item, 'cabinet'>[];
}

/**
 * The part of the catalogue an order uses, kept with the order when it is placed
 * (docs/decisions/0008-orders-keep-their-catalogue.md): each item's model with its type and
 * category (bounds, flags, construction), and each ready-made colour or finish tile of its
 * materials (name, sheet). Same shape as GET /api/categories/ answers, pruned: a category keeps
 * only the types the order uses, a type only the models; nodes keep their order in the tree.
 * Every production function that takes a tree gives the same result on it as on the whole tree.
 * The nodes are copies. An id the tree does not have (a model or tile that left the catalogue) adds nothing.
 */
export function catalogueSnapshot(
  order: OrderCatalogueUse,
  tree: readonly CategoryNode[],
): CategoryNode[] {
  const tileIds = new Set<number>();
  for (const entry of order.material) {
    if (entry.catType !== 'Custom' && entry.id !== null) tileIds.add(entry.id);
  }
  const modelIds = new Set<number>();
  for (const item of order.cabinets) {
    if (findModelContext(tree, item.cabinet.id) !== undefined) modelIds.add(item.cabinet.id);
  }
  const snapshot: CategoryNode[] = [];
  for (const root of tree) {
    if (root.catType === 'Category') {
      const types = root.children
        .map((type) => ({
          ...type,
          children: type.children
            .filter((model) => modelIds.has(model.id))
            .map((model) => ({ ...model, children: [] })),
        }))
        .filter((type) => type.children.length > 0);
      if (types.length > 0) snapshot.push({ ...root, children: types });
    } else if (tileIds.has(root.id)) {
      snapshot.push({ ...root, children: [] });
    }
  }
  // A copy, so a later change to the tree never reaches the order's snapshot.
  return structuredClone(snapshot);
}
