import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/categories/: the catalogue tree, which says how each model is built; the detail
 * explodes the order with it to draw each item. Public: no admin session needed.
 */
export function getCatalogue(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiRequest('/categories/', { parse: (json) => categoryTreeSchema.parse(json), signal });
}
