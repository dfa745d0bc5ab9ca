import {
  emptyItemFormValues,
  validateItem,
  type FurnitureModel,
  type ItemFormValues,
  type Unit,
} from '@cutshop/domain';

/** What a new item's form carries to the model chosen with "Change model". */
type CarriedEntries = Pick<ItemFormValues, 'x' | 'y' | 'z' | 'quantity' | 'description'>;

let latest: CarriedEntries | null = null;
let carried: CarriedEntries | null = null;

/**
 * The open new-item form reports what is typed (the last entries, kept in memory only); once
 * it does, the entries it was started with are spent.
 */
export function noteEntries(values: ItemFormValues): void {
  const { x, y, z, quantity, description } = values;
  latest = { x, y, z, quantity, description };
  carried = null;
}

/** "Change model" pressed: the entries typed so far go with the person to the next model. */
export function carryEntries(): void {
  carried = latest;
}

/**
 * A new item's starting values: empty, or, after "Change model", what was typed and still fits
 * the model now chosen: the description and quantity always, each size only when it lies within
 * the new model's bounds (the domain's item rules decide, as on Accept).
 */
export function newItemValues(model: FurnitureModel, typeName: string, unit: Unit): ItemFormValues {
  const entries = carried;
  const values = emptyItemFormValues();
  if (entries === null) return values;
  Object.assign(values, entries);
  if (model.bounds.zmax <= 0) values.z = '';
  const errors = validateItem(values, model, typeName, unit);
  for (const size of ['x', 'y', 'z'] as const) {
    if (errors[size] !== undefined) values[size] = '';
  }
  return values;
}
