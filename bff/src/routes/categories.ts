import type { Router } from '@koa/router';
import type { CatalogueService } from '../services/catalogue-service';

/** GET /api/categories/: the catalogue tree, from memory, with an ETag for revalidation. */
export function registerCategoryRoutes(router: Router, catalogue: CatalogueService): void {
  // With and without the trailing slash (docs/product.md §7 writes it with).
  router.get(['/categories/', '/categories'], async (ctx) => {
    const { json, etag } = await catalogue.current();
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'json';
    ctx.body = json;
  });
}
