import {
  fromMillimetres,
  itemSchema,
  OPTION_FIELDS,
  readItemForm,
  round2,
  type Item,
  type ItemFormValues,
  type ModelContext,
  type Unit,
  TEXT_LIMITS,
} from '@cutshop/domain';

/** The middle of a model's bounds, in the order's unit (two decimals). */
function middle(min: number, max: number, unit: Unit): number {
  return fromMillimetres((min + max) / 2, unit);
}

/**
 * The item a drawing shows while the form is being filled in: the sizes entered where they are
 * valid, the model's middle size for any other, and the options that hold a valid value (the
 * others left out). Null only when even that is not a schema-valid item.
 */
export function previewItem(
  values: ItemFormValues,
  { category, type, model }: ModelContext,
  unit: Unit,
): Item | null {
  const { bounds, properties } = model.model;
  const reading = readItemForm(values, model.model, type.name, unit);
  const options = Object.fromEntries(
    OPTION_FIELDS.map((field) => {
      const value = reading.options[field] ?? null;
      return [field, typeof value === 'number' ? round2(value) : value];
    }),
  );
  if (options.wheight === null) options.bheight = null;
  const parsed = itemSchema.safeParse({
    name: category.name,
    parentName: type.name,
    cabinet: { id: model.id, name: model.name, filepath: model.filepath, custom: model.custom },
    x: reading.x ?? middle(bounds.xmin, bounds.xmax, unit),
    y: reading.y ?? middle(bounds.ymin, bounds.ymax, unit),
    z: reading.z ?? middle(bounds.zmin, bounds.zmax, unit),
    orientation: null,
    material: null,
    hardware: false,
    custom: model.custom,
    properties,
    quantity: reading.quantity ?? 1,
    description: (reading.description || model.name).slice(0, TEXT_LIMITS.description),
    validations: bounds,
    ...options,
  });
  return parsed.success ? parsed.data : null;
}

/** The item a model's tile shows: the middle of its bounds, no option answered. */
export function middleSizeItem(context: ModelContext, unit: Unit): Item | null {
  return previewItem({ x: '', y: '', z: '', quantity: '1', description: '' }, context, unit);
}
