import { categoryTreeSchema, type CategoryNode } from '@cutshop/domain';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/categories/: the catalogue tree (colours, finishes, furniture categories). It is
 * not cached here: the catalogue store keeps the one copy the screens share.
 */
export function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiRequest('/categories/', { parse: (json) => categoryTreeSchema.parse(json), signal });
}
