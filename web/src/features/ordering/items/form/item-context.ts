import {
  catalogueNode,
  findModelContext,
  itemBeingEdited,
  type CategoryNode,
  PLAIN_BASE_CONSTRUCTION,
  type Construction,
  type Item,
  type ModelContext,
  type OrderDraft,
} from '@cutshop/domain';
import type { FurnitureSelection } from '../../state/wizard-store';

/** What the item form works on: the model (with type and category) and the item being edited. */
export interface ItemFormContext {
  model: ModelContext;
  /** The item being replaced; undefined for a new item. */
  editing: Item | undefined;
}

/** A node rebuilt from an item: only its id, name and what `extra` sets. */
const node = (id: number, name: string, extra: Partial<CategoryNode> = {}) =>
  catalogueNode(id, name, 'Category', extra);

/**
 * The item form reads a model's bounds and flags only. A model rebuilt from an item has no
 * construction of its own, so it carries a plain one-door base box on legs (18 mm board, 18 mm
 * back inside); production never reads it, it reads the catalogue (docs/production/catalogue.md).
 */
const REBUILT_MODEL_CONSTRUCTION: Construction = PLAIN_BASE_CONSTRUCTION;

/**
 * The model an item was built from, rebuilt from the item itself: for editing an item whose
 * model has left the catalogue since (its bounds and flags travel with the item).
 */
function contextFromItem(item: Item): ModelContext {
  const model = {
    ...node(item.cabinet.id, item.cabinet.name, {
      filepath: item.cabinet.filepath,
      custom: item.cabinet.custom,
    }),
    model: {
      bounds: item.validations,
      properties: item.properties,
      construction: REBUILT_MODEL_CONSTRUCTION,
    },
  };
  return { category: node(-1, item.name), type: node(-2, item.parentName), model };
}

/** The item form's context, or null when neither an edit nor a chosen model is there. */
export function resolveItemFormContext(
  catalogue: readonly CategoryNode[],
  draft: OrderDraft,
  selection: FurnitureSelection,
): ItemFormContext | null {
  const editing = itemBeingEdited(draft);
  if (editing) {
    const model = findModelContext(catalogue, editing.cabinet.id) ?? contextFromItem(editing);
    return { model, editing };
  }
  if (selection.modelId === null) return null;
  const model = findModelContext(catalogue, selection.modelId);
  return model ? { model, editing: undefined } : null;
}

/** What the item is, for 'Define size and options for this …' (docs/product.md §2). */
export type ItemKind = 'filler' | 'panel' | 'door' | 'cabinet';

export function itemKind(typeName: string): ItemKind {
  const name = typeName.trim();
  if (/^filler\b/i.test(name)) return 'filler';
  if (/^panel\b/i.test(name)) return 'panel';
  if (/^door\b/i.test(name)) return 'door';
  return 'cabinet';
}
