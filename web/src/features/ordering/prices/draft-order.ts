import {
  buildOrderInput,
  materialsFromWire,
  type CategoryNode,
  type Item,
  type OrderDraft,
  type StoredMaterial,
  type StoredOrder,
} from '@cutshop/domain';

/**
 * The draft's materials as an order stores them (`materialsFromWire`, the intake's own
 * function), or none while the draft is incomplete (no customer, colour, finish or item yet).
 */
export function draftMaterials(draft: OrderDraft, tree: readonly CategoryNode[]): StoredMaterial[] {
  try {
    const input = buildOrderInput(draft);
    const [wire] = input.material;
    return materialsFromWire(wire, tree, input.unit).materials;
  } catch {
    return [];
  }
}

/**
 * The uuid an estimate is planned with. The server plans a placed order's sheets with the
 * order's own uuid (docs/production/prices.md, "The price of an order"), which the browser does
 * not know before Send: the estimate's sheet count can differ from the shop's by the planner's
 * choices, one reason the summary calls it an estimate.
 */
const ESTIMATE_UUID = '00000000-0000-4000-8000-000000000000';
const ESTIMATE_TIME = '2000-01-01T00:00:00.000Z';

/**
 * The draft as the order it would be stored as, for the price function (`priceOrder` reads the
 * unit, the materials and the items), with `items` instead of the draft's own when given (one
 * item priced on its own). Null while the draft cannot be an order (no unit, no customer, no
 * materials).
 */
export function draftStoredOrder(
  draft: OrderDraft,
  materials: StoredMaterial[],
  items: Item[] = draft.cabinets,
): StoredOrder | null {
  const { customer, unit } = draft;
  if (!customer || !unit || materials.length === 0 || items.length === 0) return null;
  return {
    uuid: ESTIMATE_UUID,
    status: 'Pending',
    name: draft.name.trim() || customer.orderName,
    createdAt: ESTIMATE_TIME,
    updatedAt: ESTIMATE_TIME,
    version: 0,
    customer,
    notes: draft.additionalNotes,
    message: '',
    unit,
    cabinets: items,
    material: materials,
  };
}
