import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { apiRequest } from './client';

/** GET /api/categories/: the catalogue tree (colours, finishes, furniture categories). */
export function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiRequest('/categories/', { parse: (json) => categoryTreeSchema.parse(json), signal });
}

let catalogue: Promise<CategoryNode[]> | null = null;

/**
 * The catalogue, fetched once per page load and shared by every screen that needs it; a failed
 * load is forgotten so the next call (the screen's "Try again") asks the server again.
 */
export function loadCategories(): Promise<CategoryNode[]> {
  catalogue ??= getCategories().catch((error: unknown) => {
    catalogue = null;
    throw error;
  });
  return catalogue;
}

/** Forgets the cached catalogue (tests start each case from the server's answer). */
export function forgetCategories(): void {
  catalogue = null;
}
