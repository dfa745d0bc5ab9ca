import {
  constructionProblems,
  findModelContext,
  type CategoryNode,
  type ConstructionProblem,
  type OrderDraft,
} from '@cutshop/domain';
import { checkedSettings } from '../items/form/leg-settings-store';

/** An item of the draft the construction check finds a problem in, with what it finds. */
export interface ConstructionMark {
  /** The item's position in the draft (0 for the first). */
  index: number;
  problems: ConstructionProblem[];
}

/**
 * The draft's items the construction check refuses (docs/production/parts.md, "The construction
 * check"): the item form runs it before Accept (items/form/item-form-validate.ts) and intake
 * before it stores an order, but a draft kept in the browser may hold items from before, or a
 * model the shop has since changed. An item whose model the catalogue no longer offers is marked
 * as retired instead (retired-choices.ts).
 */
export function constructionMarks(
  draft: OrderDraft,
  tree: readonly CategoryNode[],
): ConstructionMark[] {
  const { unit } = draft;
  if (!unit) return [];
  const settings = checkedSettings();
  return draft.cabinets.flatMap((item, index) => {
    const context = findModelContext(tree, item.cabinet.id);
    if (!context) return [];
    const problems = constructionProblems(item, context.model.model.construction, unit, settings);
    return problems.length > 0 ? [{ index, problems }] : [];
  });
}

/** The id of an item's construction mark on the summary, for Send to focus. */
export function constructionNoticeId(index: number): string {
  return `construction-item-${index}`;
}
