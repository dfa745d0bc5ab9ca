import type { ModelContext, PropertyFlags } from './catalogue';
import { ValidationError, fieldError, parseOrThrow } from './errors';
import type { ItemFormValues } from './item-form-values';
import { OPTION_FIELDS, askedOptionFields } from './item-options';
import { readItemForm } from './item-rules';
import type { Item } from './item-schema';
import { itemSchema } from './item-schema';
import type { Unit } from './units';
import { round2 } from './units';

/** Where an item is being built: the chosen category, type and model, and the order's unit. */
interface ItemBuildContext extends ModelContext {
  unit: Unit;
}

/**
 * Turns a valid item form into the Item sent with the order: name is the furniture category,
 * parentName the type, cabinet the model; numbers to two decimals; booleans true/false, and
 * null for every option the model does not ask for or that was left empty; bheight null when
 * wheight is null. Throws a ValidationError when the form breaks a rule.
 */
export function itemFromFormValues(values: ItemFormValues, context: ItemBuildContext): Item {
  const { category, type, model, unit } = context;
  const reading = readItemForm(values, model.model, type.name, unit);
  const fields = Object.entries(reading.errors).map(([path, code]) => fieldError(path, code));
  if (fields.length > 0) throw new ValidationError(fields);

  const options = Object.fromEntries(
    OPTION_FIELDS.map((field) => {
      const value = reading.options[field] ?? null;
      return [field, typeof value === 'number' ? round2(value) : value];
    }),
  );
  if (options.wheight === null) options.bheight = null;

  return parseOrThrow(itemSchema, {
    name: category.name,
    parentName: type.name,
    cabinet: { id: model.id, name: model.name, filepath: model.filepath, custom: model.custom },
    x: round2(reading.x ?? 0),
    y: round2(reading.y ?? 0),
    z: round2(reading.z ?? 0),
    hardware: false,
    custom: model.custom,
    properties: model.model.properties,
    quantity: reading.quantity,
    description: reading.description,
    validations: model.model.bounds,
    ...options,
  });
}

/**
 * The item with every option its model does not switch on set to null, and every adjustable
 * shelf height beyond its number of shelves, so that nothing the form did not ask for reaches
 * production (a server may store this instead of the raw item).
 */
export function withUnusedOptionsCleared(item: Item, properties: PropertyFlags): Item {
  const enabled = askedOptionFields(properties, item.shelfquantity);
  const cleared: Item = { ...item };
  for (const field of OPTION_FIELDS) {
    if (!enabled.includes(field)) cleared[field] = null;
  }
  if (cleared.wheight === null) cleared.bheight = null;
  return cleared;
}
