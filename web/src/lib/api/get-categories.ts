import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { revalidatingRead, type RevalidatingReadOptions } from './revalidating-read';

/**
 * A catalogue read older than this is checked with the server again on the next call
 * (docs/rules-and-defaults.md, "Defaults at a glance"): the shop edits its catalogue live.
 */
export const CATALOGUE_MAX_AGE_MS = 30_000;

export type GetCategoriesOptions = RevalidatingReadOptions;

const catalogue = revalidatingRead(
  '/categories/',
  (json) => categoryTreeSchema.parse(json),
  CATALOGUE_MAX_AGE_MS,
);

/**
 * GET /api/categories/: the catalogue tree (colours, finishes, furniture categories, and how
 * each model is built), shared by every caller, the wizard's pickers and the admin's screens
 * alike. A read is reused for CATALOGUE_MAX_AGE_MS; after that the next call asks the server
 * again, naming the copy it holds (a 304 keeps the same tree, the same object). One request at a
 * time: callers meanwhile share it. A failure is forgotten, so the next call asks again.
 */
export function getCategories(options: GetCategoriesOptions = {}): Promise<CategoryNode[]> {
  return catalogue.get(options);
}

/** Forgets the catalogue read so far, so the next call asks the server (tests). */
export function forgetCategories(): void {
  catalogue.forget();
}
