import type { OrderDraft } from '@cutshop/domain';

/** The names of the draft's custom materials, for their price lines (null: ready-made). */
export function customNames(draft: OrderDraft): { cabinet: string | null; finish: string | null } {
  return {
    cabinet: draft.color?.custom ? draft.color.name : null,
    finish: draft.material?.custom ? draft.material.name : null,
  };
}
