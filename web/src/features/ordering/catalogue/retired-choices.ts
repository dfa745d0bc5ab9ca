import {
  colourTiles,
  findModelContext,
  finishTiles,
  type CategoryNode,
  type MaterialChoice,
  type MessageKey,
  type OrderDraft,
} from '@cutshop/domain';

/** Where a draft names something the catalogue no longer offers. */
export type RetiredChoice =
  | { kind: 'item'; index: number; code: Extract<MessageKey, 'retiredModel'> }
  | { kind: 'colour'; code: Extract<MessageKey, 'retiredColour'> }
  | { kind: 'finish'; code: Extract<MessageKey, 'retiredMaterial'> };

function offered(tiles: readonly CategoryNode[], material: MaterialChoice | null): boolean {
  if (!material || material.custom || material.id === null) return true;
  return tiles.some((tile) => tile.id === material.id && !tile.custom);
}

/**
 * The draft's choices that are not in the catalogue customers are offered (GET /api/categories/
 * leaves out what the shop retired): an item's model, the cabinet colour, the finish tile. The
 * draft is kept in the browser, so it can outlive a node; the person changes or removes it
 * before Send (docs/production/catalogue.md). Materials first, then items in order, as the
 * server lists its field errors.
 */
export function retiredChoices(draft: OrderDraft, tree: readonly CategoryNode[]): RetiredChoice[] {
  const found: RetiredChoice[] = [];
  if (!offered(colourTiles(tree), draft.color))
    found.push({ kind: 'colour', code: 'retiredColour' });
  if (!offered(finishTiles(tree), draft.material))
    found.push({ kind: 'finish', code: 'retiredMaterial' });
  draft.cabinets.forEach((item, index) => {
    if (!findModelContext(tree, item.cabinet.id))
      found.push({ kind: 'item', index, code: 'retiredModel' });
  });
  return found;
}

/**
 * The same places read from the server's field errors (a 400 when the shop retired a node between
 * the last read and Send): `material.0.color`, `material.0.id`, `cabinets.<n>.cabinet.id`.
 */
export function retiredChoicesFromFields(
  fields: readonly { path: string; code?: string }[],
): RetiredChoice[] {
  return fields.flatMap((field): RetiredChoice[] => {
    if (field.code === 'retiredColour') return [{ kind: 'colour', code: 'retiredColour' }];
    if (field.code === 'retiredMaterial') return [{ kind: 'finish', code: 'retiredMaterial' }];
    const item = /^cabinets\.(\d+)\./.exec(field.path);
    if (field.code === 'retiredModel' && item)
      return [{ kind: 'item', index: Number(item[1]), code: 'retiredModel' }];
    return [];
  });
}
