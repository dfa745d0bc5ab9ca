import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { apiConditionalGet } from './client';

/**
 * A catalogue read older than this is checked with the server again on the next call
 * (docs/rules-and-defaults.md, "Defaults at a glance"): the shop edits its catalogue live.
 */
export const CATALOGUE_MAX_AGE_MS = 30_000;

interface CatalogueRead {
  tree: CategoryNode[];
  etag: string | null;
  /** When the server last confirmed it (Date.now()). */
  at: number;
}

let last: CatalogueRead | null = null;
let inFlight: Promise<CategoryNode[]> | null = null;

export interface GetCategoriesOptions {
  /** Ask the server now, however recent the last read (the summary, before Send). */
  fresh?: boolean;
}

async function read(held: CatalogueRead | null): Promise<CategoryNode[]> {
  try {
    const answer = await apiConditionalGet('/categories/', {
      etag: held?.etag ?? null,
      parse: (json) => categoryTreeSchema.parse(json),
    });
    const now = Date.now();
    if (!answer.modified && held) {
      last = { ...held, at: now };
      return held.tree;
    }
    if (!answer.modified) throw new Error('304 without a catalogue held');
    last = { tree: answer.value, etag: answer.etag, at: now };
    return answer.value;
  } catch (error) {
    // A failed check keeps the catalogue already shown (stale, but what the person chose from);
    // its age is left as it was, so the next call asks again. A first read fails for real.
    if (held) return held.tree;
    throw error;
  }
}

/**
 * GET /api/categories/: the catalogue tree (colours, finishes, furniture categories, and how
 * each model is built), shared by every caller, the wizard's pickers and the admin's screens
 * alike. A read is reused for CATALOGUE_MAX_AGE_MS; after that the next call asks the server
 * again, naming the copy it holds (a 304 keeps the same tree, the same object). One request at a
 * time: callers meanwhile share it. A failure is forgotten, so the next call asks again.
 * A plain promise, not a query: the wizard's first pages use it without the admin's query library
 * (docs/decisions/0007-admin-server-state.md).
 */
export function getCategories(options: GetCategoriesOptions = {}): Promise<CategoryNode[]> {
  if (inFlight) return inFlight;
  if (last && !options.fresh && Date.now() - last.at < CATALOGUE_MAX_AGE_MS) {
    return Promise.resolve(last.tree);
  }
  inFlight = read(last).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets the catalogue read so far, so the next call asks the server (tests). */
export function forgetCategories(): void {
  last = null;
  inFlight = null;
}
