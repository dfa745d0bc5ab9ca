import { describe, expect, it } from 'vitest';
import { categoryTreeSchema, findNode, type CategoryNode } from './catalogue';
import { catalogueSnapshot } from './catalogue-snapshot';
import {
  buildCutList,
  explodeOrder,
  exportEntries,
  hardwareForOrder,
  productionFileOf,
} from './production';
import type { StoredOrder } from './schemas';
import { COLOUR_IDS, REFERENCE_TREE, kitchenStoredOrder, referenceStoredOrder } from './testing';

const ORDERS: readonly [string, StoredOrder][] = [
  ['the reference order in mm', referenceStoredOrder('mm')],
  ['the reference order in inches', referenceStoredOrder('in')],
  ['the kitchen order', kitchenStoredOrder()],
];

const ORDER_URL = 'https://shop.example.test/admin/orders/snapshot';

/** Every node id of a tree, depth first. */
function ids(tree: readonly CategoryNode[]): number[] {
  return tree.flatMap((node) => [node.id, ...ids(node.children)]);
}

// Each order is exploded, filed and exported (with its cutting plans) twice; the reference order
// in mm plans a carcass whose lower bound no packing reaches, so its planner spends its whole
// counted budget: seconds, not the default 5.
describe('catalogueSnapshot', { timeout: 30_000 }, () => {
  it.each(ORDERS)('gives %s the same outputs as the whole catalogue', (_name, order) => {
    const snapshot = catalogueSnapshot(order, REFERENCE_TREE);
    expect(explodeOrder(order, snapshot)).toEqual(explodeOrder(order, REFERENCE_TREE));
    expect(hardwareForOrder(order, snapshot)).toEqual(hardwareForOrder(order, REFERENCE_TREE));
    expect(buildCutList(explodeOrder(order, snapshot))).toEqual(
      buildCutList(explodeOrder(order, REFERENCE_TREE)),
    );
    expect(productionFileOf(order, snapshot)).toEqual(productionFileOf(order, REFERENCE_TREE));
    const options = { orderUrl: ORDER_URL };
    expect(exportEntries(order, snapshot, options)).toEqual(
      exportEntries(order, REFERENCE_TREE, options),
    );
  });

  it.each(ORDERS)('keeps only the nodes %s uses, in the shape of the catalogue', (_name, order) => {
    const snapshot = catalogueSnapshot(order, REFERENCE_TREE);
    expect(categoryTreeSchema.parse(snapshot)).toEqual(snapshot);
    const used = new Set([
      ...order.cabinets.map((item) => item.cabinet.id),
      ...order.material.flatMap((entry) => (entry.id === null ? [] : [entry.id])),
    ]);
    const models = ids(snapshot).filter((id) => findNode(snapshot, id)?.model != null);
    expect(new Set(models)).toEqual(new Set(order.cabinets.map((item) => item.cabinet.id)));
    for (const id of used) {
      const node = findNode(snapshot, id);
      expect(node, `node ${id}`).toEqual({ ...findNode(REFERENCE_TREE, id), children: [] });
    }
    expect(ids(snapshot).length).toBeLessThan(ids(REFERENCE_TREE).length);
  });

  it('leaves out what the catalogue no longer has, and custom materials', () => {
    const order = referenceStoredOrder('mm');
    const gone: StoredOrder = {
      ...order,
      cabinets: [{ ...order.cabinets[0]!, cabinet: { ...order.cabinets[0]!.cabinet, id: 99999 } }],
      material: [
        { ...order.material[0]!, id: 99998 },
        {
          materialType: 'finish',
          name: 'Client board',
          x: 2000,
          y: 1000,
          z: 18,
          grain: false,
          catType: 'Custom',
          id: null,
          unit: 'mm',
        },
      ],
    };
    expect(catalogueSnapshot(gone, REFERENCE_TREE)).toEqual([]);
    expect(explodeOrder(gone, [])).toEqual(explodeOrder(gone, REFERENCE_TREE));
  });

  it('copies the nodes: a later change to the tree does not reach the snapshot', () => {
    const tree = structuredClone(REFERENCE_TREE) as CategoryNode[];
    const order = referenceStoredOrder('mm');
    const snapshot = catalogueSnapshot(order, tree);
    const before = JSON.stringify(snapshot);
    const colour = findNode(tree, COLOUR_IDS.arcticWhite);
    if (colour) colour.name = 'Renamed';
    const model = findNode(tree, order.cabinets[0]!.cabinet.id)?.model;
    if (model) model.construction.fixedShelves = 5;
    tree.length = 0;
    expect(JSON.stringify(snapshot)).toBe(before);
  });
});
