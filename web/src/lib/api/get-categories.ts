import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { apiRequest } from './client';

let catalogue: Promise<CategoryNode[]> | null = null;

/**
 * GET /api/categories/: the catalogue tree (colours, finishes, furniture categories, and how
 * each model is built). Read once per page load and shared by every caller, the wizard's pickers
 * and the admin's drawings alike; a failure is forgotten, so the next call asks the server again.
 * A plain promise, not a query: the wizard's first pages use it without the admin's query library
 * (docs/decisions/0007-admin-server-state.md).
 */
export function getCategories(): Promise<CategoryNode[]> {
  catalogue ??= apiRequest('/categories/', {
    parse: (json) => categoryTreeSchema.parse(json),
  }).catch((error: unknown) => {
    catalogue = null;
    throw error;
  });
  return catalogue;
}

/** Forgets the catalogue read so far, so the next call asks the server (tests). */
export function forgetCategories(): void {
  catalogue = null;
}
