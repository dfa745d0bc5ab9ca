import { createHash } from 'node:crypto';
import {
  CATALOGUE_FILE_FORMAT,
  SWATCH_IMAGE_MAX_BYTES,
  SWATCH_IMAGE_PREFIX,
  SWATCH_IMAGE_TYPES,
  ValidationError,
  catalogueFileSchema,
  catalogueImportPlan,
  catalogueNodeInputSchema,
  catalogueNodeProblems,
  catalogueNodeUpdateSchema,
  cataloguePlaces,
  editableOf,
  fieldError,
  flattenCatalogue,
  isEmptyPlan,
  nodeChanges,
  parseOrThrow,
  swatchImageType,
  type CatalogueEntry,
  type CatalogueHistoryRow,
  type CatalogueImportPlan,
  type EditableNode,
  type FieldChange,
  type FieldError,
} from '@cutshop/domain';
import type { Repositories, RepositorySet } from '../repositories';
import type {
  CatalogueAction,
  CatalogueChange,
  CatalogueImportWrites,
  ImportedNode,
} from '../repositories/catalogue-repository';
import type { StoredImage } from '../repositories/catalogue-images-repository';
import type { AdminIdentity } from './auth/access-tokens';
import type { CatalogueService } from './catalogue-service';
import {
  CatalogueImageNotFoundError,
  CatalogueNodeNotFoundError,
  StaleCatalogueNodeError,
} from './errors';

/** How many history rows GET /api/catalogue/history answers: by default, and at most. */
export const CATALOGUE_HISTORY_LIMIT = { default: 50, max: 500 } as const;

/** One row of GET /api/catalogue/history. */
export type CatalogueHistoryEntry = CatalogueHistoryRow;

/** The file of GET /api/catalogue/export. */
export interface CatalogueExport {
  format: typeof CATALOGUE_FILE_FORMAT;
  formatVersion: 1;
  exportedAt: string;
  nodes: CatalogueEntry[];
}

/** The answer of POST /api/catalogue/import: what the import does, and whether it was done. */
export interface CatalogueImportResult {
  applied: boolean;
  plan: CatalogueImportPlan;
}

/** A stored swatch image with the name it is served under. */
export interface ServedImage extends StoredImage {
  /** The content hash: the image's ETag. */
  hash: string;
}

interface CatalogueAdminDependencies {
  repositories: Repositories;
  catalogue: CatalogueService;
  now?: () => Date;
}

/** `<32 hex>.<png|jpg|webp>`: the last segment of a swatch image's path. */
const IMAGE_FILE = /^([0-9a-f]{32})\.(png|jpg|webp)$/;

/** A node of the tree with its parent's id. */
function findRow(
  entries: readonly CatalogueEntry[],
  id: number,
): { node: CatalogueEntry; parentId: number | null } | undefined {
  return flattenCatalogue(entries).find((row) => row.node.id === id);
}

function refuse(problems: readonly FieldError[]): void {
  if (problems.length > 0) throw new ValidationError(problems);
}

/** A `?name=` of the query as a positive integer, or a 400 naming it. */
export function positiveParameter(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d{0,9}$/.test(value)) {
    throw new ValidationError([
      fieldError(name, 'invalidInput', `${name} must be a positive integer`),
    ]);
  }
  return Number(value);
}

/**
 * The shop's catalogue editor (docs/production/catalogue.md): every change is checked with the
 * domain's rules against the catalogue as it is in the database, written with its history and
 * the revision's bump in one transaction, and served at once by this process (by the others
 * within CATALOGUE_REVISION_CHECK_MS). Nothing is ever deleted.
 */
export class CatalogueAdminService {
  private readonly now: () => Date;

  constructor(private readonly deps: CatalogueAdminDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The whole catalogue, retired nodes included, with versions. */
  async entries(): Promise<CatalogueEntry[]> {
    return (await this.deps.catalogue.current()).entries;
  }

  /** Adds a node (POST /api/catalogue/); answers it as stored. */
  async create(body: unknown, admin: AdminIdentity): Promise<CatalogueEntry> {
    const input = parseOrThrow(catalogueNodeInputSchema, body);
    const fields = editableOf(input);
    const id = await this.change(async (tx, entries) => {
      refuse(catalogueNodeProblems(input, cataloguePlaces(entries)));
      return tx.catalogue.create(fields, this.record('create', admin, nodeChanges(null, fields)));
    });
    return this.storedNode(id, true);
  }

  /**
   * Replaces a node's editable fields (PUT /api/catalogue/{id}) if nobody changed it since the
   * version the body names; answers it as stored. A body that changes nothing writes nothing.
   */
  async update(id: number, body: unknown, admin: AdminIdentity): Promise<CatalogueEntry> {
    const input = parseOrThrow(catalogueNodeUpdateSchema, body);
    const fields = editableOf(input);
    const changed = await this.change(async (tx, entries) => {
      const row = findRow(entries, id);
      if (row === undefined) throw new CatalogueNodeNotFoundError(id);
      if (row.node.version !== input.version) throw new StaleCatalogueNodeError(id, row.node);
      refuse(catalogueNodeProblems(input, cataloguePlaces(entries), id));
      const changes = nodeChanges({ ...row.node, parentId: row.parentId }, fields);
      if (changes.length === 0) return false;
      const stored = await tx.catalogue.update(
        id,
        input.version,
        fields,
        this.record('update', admin, changes),
      );
      // Someone else's change committed between the read and the write.
      if (!stored) throw new StaleCatalogueNodeError(id);
      return true;
    });
    return this.storedNode(id, changed);
  }

  /** Retires or restores a node; a node already so is answered as it is, nothing written. */
  async setRetired(id: number, retired: boolean, admin: AdminIdentity): Promise<CatalogueEntry> {
    const changed = await this.change(async (tx, entries) => {
      const row = findRow(entries, id);
      if (row === undefined) throw new CatalogueNodeNotFoundError(id);
      if (row.node.retired === retired) return false;
      return tx.catalogue.setRetired(id, retired, {
        action: retired ? 'retire' : 'restore',
        by: admin.email,
        at: this.now(),
      });
    });
    return this.storedNode(id, changed);
  }

  /** The history, newest first, of one node (`?node=`) or of all; `?limit=` rows at most. */
  async history(query: { node?: string; limit?: string }): Promise<CatalogueHistoryEntry[]> {
    const nodeId = positiveParameter(query.node, 'node');
    const limit = Math.min(
      positiveParameter(query.limit, 'limit') ?? CATALOGUE_HISTORY_LIMIT.default,
      CATALOGUE_HISTORY_LIMIT.max,
    );
    const { entries } = await this.deps.catalogue.current();
    const names = new Map(flattenCatalogue(entries).map(({ node }) => [node.id, node.name]));
    if (nodeId !== undefined && !names.has(nodeId)) {
      // Perhaps added through another process a moment ago.
      const fresh = await this.deps.catalogue.reload();
      if (findRow(fresh.entries, nodeId) === undefined) {
        throw new CatalogueNodeNotFoundError(nodeId);
      }
      for (const { node } of flattenCatalogue(fresh.entries)) names.set(node.id, node.name);
    }
    const rows = await this.deps.repositories.catalogue.history({ nodeId, limit });
    return rows.map((row) => ({ ...row, nodeName: names.get(row.nodeId) ?? '' }));
  }

  /** The whole catalogue as one file (GET /api/catalogue/export). */
  async exportFile(): Promise<CatalogueExport> {
    return {
      format: CATALOGUE_FILE_FORMAT,
      formatVersion: 1,
      exportedAt: this.now().toISOString(),
      nodes: await this.entries(),
    };
  }

  /**
   * Imports a catalogue file (POST /api/catalogue/import): checked as a whole first (a 400 with
   * every node's field errors, nothing written), then applied all at once in one transaction,
   * or only described when `dryRun`.
   */
  async importFile(
    body: unknown,
    dryRun: boolean,
    admin: AdminIdentity,
  ): Promise<CatalogueImportResult> {
    const file = parseOrThrow(catalogueFileSchema, body);
    if (dryRun) {
      const { plan, errors } = catalogueImportPlan(await this.entries(), file.nodes);
      refuse(errors);
      return { applied: false, plan };
    }
    const result = await this.change(async (tx, entries) => {
      const { plan, errors } = catalogueImportPlan(entries, file.nodes);
      refuse(errors);
      if (isEmptyPlan(plan)) return { applied: false, plan };
      await tx.catalogue.applyImport(this.importWrites(entries, file.nodes, admin));
      return { applied: true, plan };
    });
    if (result.applied) await this.deps.catalogue.reload();
    return result;
  }

  /**
   * Keeps an uploaded swatch image (POST /api/catalogue/images): PNG, JPEG or WebP by its
   * bytes, at most SWATCH_IMAGE_MAX_BYTES; answers the path it is served at.
   */
  async saveImage(bytes: Buffer): Promise<{ swatch: string }> {
    if (bytes.length > SWATCH_IMAGE_MAX_BYTES) {
      throw new ValidationError([fieldError('image', 'imageTooLarge')]);
    }
    const extension = swatchImageType(bytes);
    if (extension === undefined) throw new ValidationError([fieldError('image', 'notAnImage')]);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    await this.deps.repositories.catalogueImages.save(
      hash,
      { contentType: SWATCH_IMAGE_TYPES[extension], bytes },
      this.now(),
    );
    return { swatch: `${SWATCH_IMAGE_PREFIX}${hash}.${extension}` };
  }

  /** A stored swatch image by the last segment of its path, `<hash>.<extension>`. */
  async image(file: string): Promise<ServedImage> {
    const match = IMAGE_FILE.exec(file);
    if (match === null) throw new CatalogueImageNotFoundError();
    const [, hash = '', extension = ''] = match;
    const stored = await this.deps.repositories.catalogueImages.find(hash);
    const type = SWATCH_IMAGE_TYPES[extension as keyof typeof SWATCH_IMAGE_TYPES];
    if (stored === undefined || stored.contentType !== type) {
      throw new CatalogueImageNotFoundError();
    }
    return { ...stored, hash };
  }

  /**
   * Runs one change in one transaction: the catalogue locked first, then read as it is in the
   * database (whatever this process has in memory), then checked and written by `work`.
   * Afterwards this process serves the new catalogue at once.
   */
  private async change<T>(
    work: (tx: RepositorySet, entries: CatalogueEntry[]) => Promise<T>,
  ): Promise<T> {
    const result = await this.deps.repositories.transaction(
      async (tx) => {
        await tx.catalogue.lockForChange();
        return work(tx, await tx.catalogue.loadEntries());
      },
      { what: 'catalogue change' },
    );
    return result;
  }

  private record(
    action: CatalogueAction,
    admin: AdminIdentity,
    changes: FieldChange[],
  ): Omit<CatalogueChange, 'nodeId'> {
    return { action, by: admin.email, at: this.now(), changes };
  }

  /** The node as stored, after the catalogue in memory is read again when it changed. */
  private async storedNode(id: number, changed: boolean): Promise<CatalogueEntry> {
    const state = changed
      ? await this.deps.catalogue.reload()
      : await this.deps.catalogue.current();
    let row = findRow(state.entries, id);
    // Unchanged here, but perhaps stored through another process a moment ago.
    if (row === undefined && !changed)
      row = findRow((await this.deps.catalogue.reload()).entries, id);
    if (row === undefined) throw new CatalogueNodeNotFoundError(id);
    return row.node;
  }

  /** What an import writes, node by node, from the file and the catalogue as it is. */
  private importWrites(
    current: readonly CatalogueEntry[],
    incoming: readonly CatalogueEntry[],
    admin: AdminIdentity,
  ): CatalogueImportWrites {
    const at = this.now();
    const before = new Map(flattenCatalogue(current).map((row) => [row.node.id, row]));
    const writes: CatalogueImportWrites = { inserts: [], updates: [], retire: [], history: [] };
    const record = (nodeId: number, changes: FieldChange[]) =>
      writes.history.push({ nodeId, action: 'import', by: admin.email, at, changes });
    const seen = new Set<number>();
    for (const { node, parentId } of flattenCatalogue(incoming)) {
      seen.add(node.id);
      // Checked already by the import plan.
      const fields: EditableNode = editableOf(
        catalogueNodeInputSchema.parse({ ...node, parentId }),
      );
      const imported: ImportedNode = { id: node.id, fields, retired: node.retired };
      const was = before.get(node.id);
      if (was === undefined) {
        writes.inserts.push(imported);
        const retiredChange: FieldChange[] = node.retired
          ? [{ field: 'retired', before: null, after: true }]
          : [];
        record(node.id, [...nodeChanges(null, fields), ...retiredChange]);
        continue;
      }
      const changes = nodeChanges({ ...was.node, parentId: was.parentId }, fields);
      if (was.node.retired !== node.retired) {
        changes.push({ field: 'retired', before: was.node.retired, after: node.retired });
      }
      if (changes.length === 0) continue;
      writes.updates.push(imported);
      record(node.id, changes);
    }
    for (const [id, { node }] of before) {
      if (seen.has(id) || node.retired) continue;
      writes.retire.push(id);
      record(id, [{ field: 'retired', before: false, after: true }]);
    }
    return writes;
  }
}
