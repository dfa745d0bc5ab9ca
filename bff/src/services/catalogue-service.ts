import { createHash } from 'node:crypto';
import {
  retiredIds,
  withoutRetired,
  type CatalogueEntry,
  type CategoryNode,
} from '@cutshop/domain';
import type { CatalogueRepository } from '../repositories/catalogue-repository';

/**
 * How often, at most, each process asks the database whether the catalogue changed
 * (docs/rules-and-defaults.md): a change made through another process is served within this
 * (and the time of one read) by every process.
 */
export const CATALOGUE_REVISION_CHECK_MS = 250;

/** The catalogue as this process serves it. */
export interface CatalogueState {
  /** What customers are offered: no retired node, nor anything under one. */
  tree: CategoryNode[];
  /** `tree` as JSON, serialised once for GET /api/categories/. */
  json: string;
  etag: string;
  /** The ids of the retired nodes and of every node under one: refused at intake. */
  retired: ReadonlySet<number>;
  /** The catalogue's revision when it was read. */
  revision: number;
  /** The whole catalogue, retired nodes included, with versions (the admin's view). */
  entries: CatalogueEntry[];
}

interface CatalogueServiceOptions {
  /** Override of CATALOGUE_REVISION_CHECK_MS (tests). */
  revisionCheckMs?: number;
  now?: () => number;
}

/**
 * The catalogue, read from the database and then served from memory: every page and every order
 * needs it. Each read looks at the catalogue's revision (one primary-key row, at most once per
 * CATALOGUE_REVISION_CHECK_MS per process, concurrent readers sharing one look) and reads the
 * catalogue again when it moved, so a change made through any process reaches every process.
 * `forget()` makes the next read go to the database.
 */
export class CatalogueService {
  private state: Promise<CatalogueState> | null = null;
  /** When the revision was last looked at (or the catalogue read). */
  private checkedAt = 0;
  /** The revision look in flight, shared by everyone who reads meanwhile. */
  private checking: Promise<CatalogueState> | null = null;
  private readonly checkEveryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: CatalogueRepository,
    options: CatalogueServiceOptions = {},
  ) {
    this.checkEveryMs = options.revisionCheckMs ?? CATALOGUE_REVISION_CHECK_MS;
    this.now = options.now ?? Date.now;
  }

  current(): Promise<CatalogueState> {
    if (this.state === null) return this.reload();
    if (this.checking !== null) return this.checking;
    if (this.now() - this.checkedAt < this.checkEveryMs) return this.state;
    const known = this.state;
    const checking = this.check(known).finally(() => {
      if (this.checking === checking) this.checking = null;
    });
    this.checking = checking;
    return checking;
  }

  async tree(): Promise<CategoryNode[]> {
    return (await this.current()).tree;
  }

  forget(): void {
    this.state = null;
    this.checking = null;
  }

  /** Reads the catalogue now (after a change this process made). */
  reload(): Promise<CatalogueState> {
    const loading = this.load();
    this.state = loading;
    this.checking = null;
    this.checkedAt = this.now();
    // A failed read is not remembered: the next request tries the database again.
    loading.catch(() => {
      if (this.state === loading) this.state = null;
    });
    return loading;
  }

  private async check(known: Promise<CatalogueState>): Promise<CatalogueState> {
    const state = await known;
    this.checkedAt = this.now();
    let revision: number;
    try {
      revision = await this.repository.revision();
    } catch {
      // The database is away: the catalogue in memory is the best answer; look again later.
      return state;
    }
    if (revision === state.revision || this.state !== known) return this.state ?? state;
    return this.reload();
  }

  private async load(): Promise<CatalogueState> {
    // The revision first: a change committed between the two reads is read again next time.
    const revision = await this.repository.revision();
    const entries = await this.repository.loadEntries();
    const tree = withoutRetired(entries);
    const json = JSON.stringify(tree);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    return { tree, json, etag, retired: retiredIds(entries), revision, entries };
  }
}
