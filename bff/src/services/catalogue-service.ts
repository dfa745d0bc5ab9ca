import { createHash } from 'node:crypto';
import type { CategoryNode } from '@cutshop/domain';
import type { CatalogueRepository } from '../repositories/catalogue-repository';

interface CatalogueSnapshot {
  tree: CategoryNode[];
  /** The tree as JSON, serialised once for GET /api/categories/. */
  json: string;
  etag: string;
}

/**
 * The catalogue, read from the database once and then served from memory: it changes rarely and
 * every page and every order needs it. `forget()` makes the next read go to the database.
 */
export class CatalogueService {
  private snapshot: Promise<CatalogueSnapshot> | null = null;

  constructor(private readonly repository: CatalogueRepository) {}

  current(): Promise<CatalogueSnapshot> {
    if (this.snapshot === null) {
      const loading = this.load();
      this.snapshot = loading;
      // A failed read is not remembered: the next request tries the database again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  async tree(): Promise<CategoryNode[]> {
    return (await this.current()).tree;
  }

  forget(): void {
    this.snapshot = null;
  }

  private async load(): Promise<CatalogueSnapshot> {
    const tree = await this.repository.loadTree();
    const json = JSON.stringify(tree);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { tree, json, etag };
  }
}
