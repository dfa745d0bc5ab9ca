import {
  retiredIds,
  withoutRetired,
  type CatalogueEntry,
  type CategoryNode,
} from '@cutshop/domain';
import type { CatalogueRepository } from '../repositories/catalogue-repository';
import { RevisionChecked, jsonEtag } from './revision-checked';

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
 * CATALOGUE_REVISION_CHECK_MS per process, concurrent readers sharing one look: RevisionChecked)
 * and reads the catalogue again when it moved, so a change made through any process reaches
 * every process. `forget()` makes the next read go to the database.
 */
export class CatalogueService {
  private readonly state: RevisionChecked<CatalogueState>;

  constructor(
    private readonly repository: CatalogueRepository,
    options: CatalogueServiceOptions = {},
  ) {
    this.state = new RevisionChecked(
      { revision: () => this.repository.revision(), load: () => this.load() },
      { checkEveryMs: options.revisionCheckMs ?? CATALOGUE_REVISION_CHECK_MS, now: options.now },
    );
  }

  current(): Promise<CatalogueState> {
    return this.state.current();
  }

  async tree(): Promise<CategoryNode[]> {
    return (await this.current()).tree;
  }

  forget(): void {
    this.state.forget();
  }

  /** Reads the catalogue now (after a change this process made). */
  reload(): Promise<CatalogueState> {
    return this.state.reload();
  }

  private async load(): Promise<CatalogueState> {
    // The revision first: a change committed between the two reads is read again next time.
    const revision = await this.repository.revision();
    const entries = await this.repository.loadEntries();
    const tree = withoutRetired(entries);
    const json = JSON.stringify(tree);
    return { tree, json, etag: jsonEtag(json), retired: retiredIds(entries), revision, entries };
  }
}
