import {
  checkItem,
  findModelContext,
  withUnusedOptionsCleared,
  type CategoryNode,
  type FieldError,
  type Item,
  type ModelContext,
  type Unit,
} from '@cutshop/domain';

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

/**
 * Checks every item against its catalogue model (bounds, required options, shelf rules: the
 * domain's item rules) and returns the items as they are stored, or the errors of all items.
 */
export function checkItems(
  items: readonly Item[],
  tree: readonly CategoryNode[],
  unit: Unit,
): { items: Item[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const checked: Item[] = [];
  items.forEach((item, index) => {
    const context = findModelContext(tree, item.cabinet.id);
    if (context === undefined) {
      errors.push({ path: `cabinets.${index}.cabinet.id`, message: 'unknown model' });
      return;
    }
    errors.push(...checkItem(item, context.model.model, context.type.name, unit, index));
    checked.push(withCatalogueFacts(item, context));
  });
  return { items: checked, errors };
}
