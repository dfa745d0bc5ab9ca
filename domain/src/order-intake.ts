import type { CategoryNode, ModelContext } from './catalogue';
import { findModelContext } from './catalogue';
import { ValidationError, fieldError, type FieldError } from './errors';
import { withUnusedOptionsCleared } from './item-build';
import { constructionFieldErrors } from './item-construction';
import type { CheckSettings } from './production/parts/parts-settings';
import { checkItem } from './item-rules';
import type { Item } from './item-schema';
import { materialsFromWire } from './order-materials';
import { DEFAULT_ORDER_LANGUAGE, type OrderInput, type StoredOrder } from './schemas';
import type { Unit } from './units';

/** What the one who stores the order decides: the order's uuid and the time it is taken. */
export interface OrderStamp {
  uuid: string;
  now: Date;
  /**
   * What the construction check reads of the shop's parts settings the order is placed with: the
   * legs (the box) and the front gap and reveal (the front area) (docs/production/parts.md, "The
   * construction check"); the defaults when not given.
   */
  checkSettings?: CheckSettings;
}

/** The item with what the catalogue says about its model, whatever the client sent. */
function withCatalogueFacts(item: Item, { category, type, model }: ModelContext): Item {
  return withUnusedOptionsCleared(
    {
      ...item,
      name: category.name,
      parentName: type.name,
      cabinet: { id: model.id, name: model.name, filepath: model.filepath, custom: model.custom },
      custom: model.custom,
      properties: model.model.properties,
      validations: model.model.bounds,
    },
    model.model.properties,
  );
}

/** The fields the construction check reads: while one of them is wrong, it is not run. */
const CONSTRUCTION_READS = new Set([
  'x',
  'y',
  'dwidth',
  'dheight',
  'udheight',
  'ldheight',
  'dwheight',
  'fdrwheight',
  'jheight',
  'cheight',
]);

/**
 * Checks every item against its catalogue model (bounds, required options, shelf rules: the
 * domain's item rules; then, on the item as stored, the construction check of the model's
 * construction) and returns the items as they are stored, or the errors of all items.
 */
function itemsWithCatalogueFacts(
  items: readonly Item[],
  tree: readonly CategoryNode[],
  unit: Unit,
  retired: ReadonlySet<number>,
  checkSettings: CheckSettings | undefined,
): { items: Item[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const checked: Item[] = [];
  items.forEach((item, index) => {
    const context = findModelContext(tree, item.cabinet.id);
    if (context === undefined) {
      const code = retired.has(item.cabinet.id) ? 'retiredModel' : 'unknownModel';
      errors.push(fieldError(`cabinets.${index}.cabinet.id`, code));
      return;
    }
    const itemErrors = checkItem(item, context.model.model, context.type.name, unit, index);
    const stored = withCatalogueFacts(item, context);
    const readable = itemErrors.every(
      (error) => !CONSTRUCTION_READS.has(error.path.slice(`cabinets.${index}.`.length)),
    );
    errors.push(...itemErrors);
    if (readable) {
      const construction = context.model.model.construction;
      errors.push(...constructionFieldErrors(stored, construction, unit, index, checkSettings));
    }
    checked.push(stored);
  });
  return { items: checked, errors };
}

/**
 * Takes a customer's order (already read with orderInputSchema) against the catalogue: the one
 * intake rule of the server and of the mock server. Ready-made colour and finish must be
 * catalogue tiles, each item must fit its catalogue model, and each stored item carries the
 * catalogue's names, option flags and bounds instead of the client's. Returns the order as it
 * is stored (Pending, version 1). `tree` is what customers are offered; `retired` the ids of the
 * nodes the shop retired, refused with their own message. Throws one ValidationError listing every field error, the
 * materials' first, then the items' in order.
 */
export function acceptOrder(
  input: OrderInput,
  tree: readonly CategoryNode[],
  { uuid, now, checkSettings }: OrderStamp,
  retired: ReadonlySet<number> = new Set(),
): StoredOrder {
  const materials = materialsFromWire(input.material[0], tree, input.unit, retired);
  const items = itemsWithCatalogueFacts(input.cabinets, tree, input.unit, retired, checkSettings);
  const errors = [...materials.errors, ...items.errors];
  if (errors.length > 0) throw new ValidationError(errors);

  const stamp = now.toISOString();
  return {
    uuid,
    status: 'Pending',
    name: input.name,
    createdAt: stamp,
    updatedAt: stamp,
    version: 1,
    customer: input.customer,
    notes: input.notes,
    message: '',
    unit: input.unit,
    cabinets: items.items,
    material: materials.materials,
    language: input.language ?? DEFAULT_ORDER_LANGUAGE,
  };
}
