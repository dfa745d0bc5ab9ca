import type { Router } from '@koa/router';
import type { CatalogueService } from '../services/catalogue-service';
import { sendJsonFromMemory } from './json-from-memory';

/** GET /api/categories/: the catalogue tree, from memory, with an ETag for revalidation. */
export function registerCategoryRoutes(router: Router, catalogue: CatalogueService): void {
  // With and without the trailing slash (docs/product.md §7 writes it with).
  router.get(['/categories/', '/categories'], async (ctx) => {
    sendJsonFromMemory(ctx, await catalogue.current());
  });
}
