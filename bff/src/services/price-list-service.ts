import {
  ValidationError,
  fieldError,
  flattenCatalogue,
  isPriceListSet,
  parseOrThrow,
  priceListChanges,
  priceListUpdateSchema,
  type CatalogueEntry,
  type FieldChange,
  type FieldError,
  type PriceList,
} from '@cutshop/domain';
import type { Repositories } from '../repositories';
import type { AdminIdentity } from './auth/access-tokens';
import { positiveParameter } from './catalogue-admin-service';
import { CATALOGUE_REVISION_CHECK_MS, type CatalogueService } from './catalogue-service';
import { StalePriceListError } from './errors';
import { RevisionChecked, jsonEtag } from './revision-checked';

/** How many history rows GET /api/price-list/history answers: by default, and at most. */
export const PRICE_LIST_HISTORY_LIMIT = { default: 50, max: 500 } as const;

/** The price list as this process serves it. */
export interface PriceListState {
  list: PriceList;
  /** `list` as JSON, serialised once for GET /api/price-list. */
  json: string;
  etag: string;
  /** The list's version: its revision. */
  revision: number;
}

/** One row of GET /api/price-list/history. */
export interface PriceListHistoryEntry {
  id: number;
  /** The version the save made. */
  version: number;
  /** The admin's e-mail. */
  by: string;
  at: string;
  changes: FieldChange[];
}

interface PriceListServiceDependencies {
  repositories: Repositories;
  /** The catalogue: the tiles a list prices must be among its colour and finish tiles. */
  catalogue: CatalogueService;
  /** Override of the revision check's interval (tests); the catalogue's by default. */
  revisionCheckMs?: number;
  now?: () => Date;
}

/** The ids of the catalogue's colour and finish tiles (retired ones included). */
function tileIds(entries: readonly CatalogueEntry[]): Set<string> {
  return new Set(
    flattenCatalogue(entries)
      .filter(({ node, parentId }) => parentId === null && node.catType !== 'Category')
      .map(({ node }) => String(node.id)),
  );
}

/**
 * The shop's price list (docs/production/prices.md): read from the database and served from
 * memory, its version checked like the catalogue's revision (RevisionChecked), so a save
 * through one process is served by every process within CATALOGUE_REVISION_CHECK_MS. A save
 * names the version it read (a stale one is refused) and is written with its history row in
 * one transaction.
 */
export class PriceListService {
  private readonly state: RevisionChecked<PriceListState>;
  private readonly now: () => Date;

  constructor(private readonly deps: PriceListServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
    this.state = new RevisionChecked(
      {
        revision: () => this.deps.repositories.priceList.version(),
        load: () => this.load(),
      },
      { checkEveryMs: deps.revisionCheckMs ?? CATALOGUE_REVISION_CHECK_MS },
    );
  }

  /** The list as served now, with its JSON and ETag. */
  current(): Promise<PriceListState> {
    return this.state.current();
  }

  /** Makes the next read go to the database. */
  forget(): void {
    this.state.forget();
  }

  /** The price list (GET /api/price-list): `{ version }` alone when the shop set none. */
  async list(): Promise<PriceList> {
    return (await this.current()).list;
  }

  /**
   * Saves the whole list, or empties it (PUT /api/price-list), if it is still at the version the
   * body names (StalePriceListError otherwise); every tile it prices must be a colour or finish
   * tile of the catalogue. Answers the list as stored, at its new version.
   */
  async update(body: unknown, admin: AdminIdentity): Promise<PriceList> {
    const input = parseOrThrow(priceListUpdateSchema, body);
    if (isPriceListSet(input)) {
      const known = tileIds((await this.deps.catalogue.current()).entries);
      const problems: FieldError[] = Object.keys(input.materials)
        .filter((id) => !known.has(id))
        .map((id) => fieldError(`materials.${id}`, 'unknownMaterial'));
      if (problems.length > 0) throw new ValidationError(problems);
    }
    const { version: _version, ...fields } = input;
    await this.deps.repositories.transaction(
      async (tx) => {
        const stored = await tx.priceList.load();
        if (stored.version !== input.version) throw new StalePriceListError(stored.version);
        const saved = await tx.priceList.save(
          input.version,
          isPriceListSet(input) ? fields : null,
          {
            by: admin.email,
            at: this.now(),
            changes: priceListChanges(stored, input),
          },
        );
        // Someone else's save committed between the read and the write.
        if (!saved) throw new StalePriceListError(await tx.priceList.version());
      },
      { what: 'price list change', idempotent: true },
    );
    return (await this.state.reload()).list;
  }

  /** The history, newest first; `?limit=` rows at most. */
  async history(query: { limit?: string }): Promise<PriceListHistoryEntry[]> {
    const limit = Math.min(
      positiveParameter(query.limit, 'limit') ?? PRICE_LIST_HISTORY_LIMIT.default,
      PRICE_LIST_HISTORY_LIMIT.max,
    );
    return this.deps.repositories.priceList.history(limit);
  }

  private async load(): Promise<PriceListState> {
    const list = await this.deps.repositories.priceList.load();
    const json = JSON.stringify(list);
    return { list, json, etag: jsonEtag(json), revision: list.version };
  }
}
