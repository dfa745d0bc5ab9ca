import { z } from 'zod';
import {
  furnitureModelSchema,
  type CategoryNode,
  type CatType,
  type FurnitureModel,
} from './catalogue';
import { constructionSchema, tileSheetSchema, type TileSheet } from './construction';
import { codedIssue, fieldError, fieldErrorsFromZod, type FieldError } from './errors';
import { MESSAGES } from './messages';
import { requiredText } from './text-schemas';

/**
 * The shop's own catalogue (docs/production/catalogue.md): what an admin may set on a node, the
 * rules a node must keep in the tree, and the changes between two versions of a node, field by
 * field (the history and the import's preview). The BFF and the mock server both use these.
 */

/** The longest node name: the `categories.name` column. */
export const CATALOGUE_NAME_MAX = 120;

/** Where the server serves an uploaded swatch image: a content hash and the type's extension. */
export const SWATCH_IMAGE_PREFIX = '/api/catalogue/images/';

/** The image types a swatch may be, by extension; checked on the content, not the name. */
export const SWATCH_IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type SwatchImageExtension = keyof typeof SWATCH_IMAGE_TYPES;

/** The largest swatch image accepted, in bytes (2 MB). */
export const SWATCH_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const SWATCH_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const SWATCH_IMAGE = /^\/api\/catalogue\/images\/[0-9a-f]{32}\.(?:png|jpg|webp)$/;

/** A swatch: a CSS hex colour, or the path of an image the server stored. */
export function isSwatch(value: string): boolean {
  return SWATCH_COLOUR.test(value) || SWATCH_IMAGE.test(value);
}

/**
 * The type of an image by its first bytes (PNG, JPEG, WebP), or undefined for anything else:
 * the name or the type a browser claims is never trusted.
 */
export function swatchImageType(bytes: Uint8Array): SwatchImageExtension | undefined {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/** A node's name: required, at most CATALOGUE_NAME_MAX, the text rules of every name. */
const nodeNameSchema = () => requiredText(MESSAGES.Required, CATALOGUE_NAME_MAX);

/** A size in millimetres that must be more than 0. */
const positiveMm = z
  .number({ error: MESSAGES.notPositive })
  .finite()
  .positive(MESSAGES.notPositive);
/** A lower bound that may be 0 (zmin 0: depth not checked). */
const boundMm = z.number({ error: MESSAGES.notPositive }).finite().min(0, MESSAGES.notPositive);

const editableSheetSchema = z.object({
  lengthMm: positiveMm,
  widthMm: positiveMm,
  thicknessMm: positiveMm,
  grain: z.boolean(),
});

const editableBoundsSchema = z
  .object({
    xmin: boundMm,
    xmax: positiveMm,
    ymin: boundMm,
    ymax: positiveMm,
    // Depth 0 to 0: the depth is not checked (panels, fillers, loose doors).
    zmin: boundMm,
    zmax: boundMm,
  })
  .superRefine((bounds, context) => {
    for (const axis of ['x', 'y', 'z'] as const) {
      if (bounds[`${axis}min`] > bounds[`${axis}max`]) {
        context.addIssue({ code: 'custom', path: [`${axis}min`], ...codedIssue('minAboveMax') });
      }
    }
  });

const editableModelSchema = furnitureModelSchema.extend({
  bounds: editableBoundsSchema,
  construction: constructionSchema,
});

/**
 * What a shop sets on a node: the body of POST /api/catalogue/ (and, with `version`, of PUT).
 * The field names of GET /api/categories/. Fields the server keeps to itself (`custom`,
 * `filepath`, `children`) are ignored when sent.
 */
export const catalogueNodeInputSchema = z.object({
  parentId: z.number().int().positive().nullable().default(null),
  name: nodeNameSchema(),
  nameEs: z
    .preprocess((value) => (value === '' ? null : value), nodeNameSchema().nullable())
    .default(null),
  catType: z.enum(['Category', 'Color', 'Material']),
  order: z.number().int().min(0).max(1_000_000).default(0),
  swatch: z.string().refine(isSwatch, codedIssue('invalidSwatch')).nullable().default(null),
  sheet: editableSheetSchema.nullable().default(null),
  model: editableModelSchema.nullable().default(null),
});
export type CatalogueNodeInput = z.output<typeof catalogueNodeInputSchema>;

/** The body of PUT /api/catalogue/{id}: the editable fields and the `version` that was read. */
export const catalogueNodeUpdateSchema = catalogueNodeInputSchema.extend({
  version: z.number().int().positive(),
});
export type CatalogueNodeUpdate = z.output<typeof catalogueNodeUpdateSchema>;

/** A node as GET /api/catalogue/ answers it: as GET /api/categories/, with its version and state. */
export interface CatalogueEntry extends Omit<CategoryNode, 'children'> {
  /** Grows by one with every change of this node. */
  version: number;
  /** Retired nodes are kept (orders name them) but never offered to customers. */
  retired: boolean;
  children: CatalogueEntry[];
}

export const catalogueEntrySchema: z.ZodType<CatalogueEntry, unknown> = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameEs: z.string().nullable().default(null),
  catType: z.enum(['Category', 'Color', 'Material']),
  order: z.number().int(),
  swatch: z.string().nullable(),
  custom: z.boolean(),
  filepath: z.string().nullable(),
  model: furnitureModelSchema.nullable(),
  sheet: tileSheetSchema.nullable(),
  version: z.number().int().positive(),
  retired: z.boolean(),
  get children() {
    return z.array(catalogueEntrySchema);
  },
});

/** The file of GET /api/catalogue/export and POST /api/catalogue/import. */
export const CATALOGUE_FILE_FORMAT = 'cutshop-catalogue';

export const catalogueFileSchema = z.object({
  format: z.literal(CATALOGUE_FILE_FORMAT),
  formatVersion: z.literal(1),
  exportedAt: z.string().optional(),
  nodes: z.array(catalogueEntrySchema),
});
export type CatalogueFile = z.output<typeof catalogueFileSchema>;

/** Every node of a tree, parents before their children, with its parent's id. */
export function flattenCatalogue<Node extends { id: number; children: Node[] }>(
  tree: readonly Node[],
): { node: Node; parentId: number | null; depth: number }[] {
  const rows: { node: Node; parentId: number | null; depth: number }[] = [];
  const walk = (nodes: readonly Node[], parentId: number | null, depth: number) => {
    for (const node of nodes) {
      rows.push({ node, parentId, depth });
      walk(node.children, node.id, depth + 1);
    }
  };
  walk(tree, null, 0);
  return rows;
}

/** The place of a node in the tree: a tile, or a furniture category, type or model. */
export type CatalogueLevel = 'tile' | 'category' | 'type' | 'model';

/** What the rules need to know of the tree a node goes into. */
export interface CataloguePlace {
  id: number;
  parentId: number | null;
  catType: CatType;
  custom: boolean;
}

function levelOf(
  parentId: number | null,
  catType: CatType,
  places: ReadonlyMap<number, CataloguePlace>,
): CatalogueLevel | undefined {
  if (catType !== 'Category') return parentId === null ? 'tile' : undefined;
  let depth = 0;
  for (let at = parentId; at !== null; depth += 1) {
    const parent = places.get(at);
    if (parent === undefined || parent.catType !== 'Category' || depth > 3) return undefined;
    at = parent.parentId;
  }
  return (['category', 'type', 'model'] as const)[depth];
}

/**
 * The rules a node must keep where it is put (beyond its fields' own): its parent exists and
 * is of the right kind (tiles are roots; furniture goes category -> type -> model), a move
 * never puts a node under itself, a model carries its bounds, flags and construction, a
 * ready-made tile its sheet, and nothing carries what its level has no use for.
 * `places` is the tree as it is (every node, retired ones too); `id` is the node being
 * changed, undefined for a new one; `custom` whether it is a CUSTOM tile. Returns the field
 * errors, none when the node may be stored.
 */
export function catalogueNodeProblems(
  input: CatalogueNodeInput,
  places: ReadonlyMap<number, CataloguePlace>,
  id?: number,
): FieldError[] {
  const errors: FieldError[] = [];
  const current = id === undefined ? undefined : places.get(id);
  if (input.parentId !== null) {
    if (!places.has(input.parentId)) return [fieldError('parentId', 'unknownParent')];
    for (let at: number | null = input.parentId; at !== null;) {
      if (at === id) return [fieldError('parentId', 'catalogueCycle')];
      at = places.get(at)?.parentId ?? null;
    }
  }
  const level = levelOf(input.parentId, input.catType, places);
  if (level === undefined) return [fieldError('parentId', 'wrongParent')];
  if (current !== undefined) {
    const before = levelOf(current.parentId, current.catType, places);
    if (before !== level) return [fieldError('parentId', 'wrongParent')];
  }
  const custom = current?.custom ?? false;
  if (level === 'model' && input.model === null) errors.push(fieldError('model', 'modelRequired'));
  if (level !== 'model' && input.model !== null) errors.push(fieldError('model', 'notAllowedHere'));
  if (level === 'tile' && !custom && input.sheet === null) {
    errors.push(fieldError('sheet', 'sheetRequired'));
  }
  if ((level !== 'tile' || custom) && input.sheet !== null) {
    errors.push(fieldError('sheet', 'notAllowedHere'));
  }
  return errors;
}

/** The places of every node of a tree, for catalogueNodeProblems. */
export function cataloguePlaces(
  tree: readonly (CatalogueEntry | CategoryNode)[],
): Map<number, CataloguePlace> {
  const places = new Map<number, CataloguePlace>();
  for (const { node, parentId } of flattenCatalogue<CatalogueEntry | CategoryNode>(tree)) {
    places.set(node.id, { id: node.id, parentId, catType: node.catType, custom: node.custom });
  }
  return places;
}

/** What of a node the shop edits, as one flat record: the fields the history compares. */
export interface EditableNode {
  parentId: number | null;
  name: string;
  nameEs: string | null;
  catType: CatType;
  order: number;
  swatch: string | null;
  sheet: TileSheet | null;
  model: FurnitureModel | null;
}

/** One field that changed: its dotted path and its value before and after (null: none). */
export interface FieldChange {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

type Scalar = string | number | boolean | null;

function flattenFields(value: unknown, prefix: string, into: Map<string, Scalar>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flattenFields(inner, prefix === '' ? key : `${prefix}.${key}`, into);
    }
  } else if (value !== undefined) {
    into.set(prefix, value as Scalar);
  }
}

/** The order fields are listed in: as the forms show them. */
const FIELD_ORDER = [
  'parentId',
  'name',
  'nameEs',
  'catType',
  'order',
  'swatch',
  'sheet',
  'model.bounds',
  'model.properties',
  'model.construction',
];

function fieldRank(field: string): number {
  const index = FIELD_ORDER.findIndex((group) => field === group || field.startsWith(`${group}.`));
  return index === -1 ? FIELD_ORDER.length : index;
}

/**
 * The fields that differ between two versions of a node, field by field (`sheet.lengthMm`,
 * `model.construction.fixedShelves`, `model.properties.doorWidth`); `before` null for a new
 * node. A flag that is absent counts as off.
 */
export function nodeChanges(before: EditableNode | null, after: EditableNode): FieldChange[] {
  const was = new Map<string, Scalar>();
  const now = new Map<string, Scalar>();
  if (before !== null) flattenFields(editableOf(before), '', was);
  flattenFields(editableOf(after), '', now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  const isFlag = (field: string) => field.startsWith('model.properties.');
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = was.get(field) ?? (isFlag(field) ? false : null);
    const b = now.get(field) ?? (isFlag(field) ? false : null);
    if (a !== b && !(before === null && b === null)) changes.push({ field, before: a, after: b });
  }
  return changes.sort((x, y) => fieldRank(x.field) - fieldRank(y.field));
}

/** The editable fields of a node, whatever else it carries. */
export function editableOf(node: EditableNode): EditableNode {
  return {
    parentId: node.parentId,
    name: node.name,
    nameEs: node.nameEs,
    catType: node.catType,
    order: node.order,
    swatch: node.swatch,
    sheet: node.sheet,
    model: node.model,
  };
}

const fieldValue = z.union([z.string(), z.number(), z.boolean()]).nullable();
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: fieldValue,
  after: fieldValue,
});

/** What a change did to a node, as the history records it. */
export const CATALOGUE_ACTIONS = ['create', 'update', 'retire', 'restore', 'import'] as const;
export type CatalogueAction = (typeof CATALOGUE_ACTIONS)[number];

/** One row of GET /api/catalogue/history: who changed which node, when, how, and its fields. */
export const catalogueHistoryRowSchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  /** The node's name now (nodes are never deleted). */
  nodeName: z.string(),
  action: z.enum(CATALOGUE_ACTIONS),
  /** The admin's e-mail. */
  by: z.string(),
  at: z.string(),
  changes: z.array(fieldChangeSchema),
});
export type CatalogueHistoryRow = z.output<typeof catalogueHistoryRowSchema>;

const namedNode = z.object({ id: z.number().int(), name: z.string() });

/** What an import would do, node by node (POST /api/catalogue/import, and its dry run). */
export const catalogueImportPlanSchema = z.object({
  added: z.array(namedNode.extend({ parentId: z.number().int().nullable() })),
  changed: z.array(namedNode.extend({ changes: z.array(fieldChangeSchema) })),
  retired: z.array(namedNode),
  restored: z.array(namedNode),
});
export type CatalogueImportPlan = z.output<typeof catalogueImportPlanSchema>;

/**
 * The plan of an import: every node of `incoming` checked with the node rules against the tree
 * it would make, then compared with `current`. A node of the file whose id the catalogue has
 * is changed (when a field differs), one it has not is added with that id, a node of the
 * catalogue the file leaves out is retired, and a node's `retired` flag is followed. Returns
 * the plan, or the field errors (paths `nodes.<place>.<field>`, the place counted in file order,
 * depth first, from 0) when any node
 * breaks a rule: then nothing is to be applied.
 */
export function catalogueImportPlan(
  current: readonly CatalogueEntry[],
  incoming: readonly CatalogueEntry[],
): { plan: CatalogueImportPlan; errors: FieldError[] } {
  const plan: CatalogueImportPlan = { added: [], changed: [], retired: [], restored: [] };
  const errors: FieldError[] = [];
  const currentRows = new Map(flattenCatalogue(current).map((row) => [row.node.id, row]));
  const incomingRows = flattenCatalogue(incoming);
  const seen = new Set<number>();
  const places = new Map<number, CataloguePlace>();
  incomingRows.forEach(({ node, parentId }, index) => {
    if (seen.has(node.id)) errors.push(fieldError(`nodes.${index}.id`, 'duplicateId'));
    seen.add(node.id);
    const before = currentRows.get(node.id);
    // The CUSTOM tiles are the shop's fixed ones: an import cannot make or unmake one.
    const custom = before?.node.custom ?? false;
    places.set(node.id, { id: node.id, parentId, catType: node.catType, custom });
  });
  incomingRows.forEach(({ node, parentId }, index) => {
    const parsed = catalogueNodeInputSchema.safeParse({ ...node, parentId });
    if (!parsed.success) {
      for (const error of fieldErrorsFromZod(parsed.error)) {
        errors.push({ ...error, path: `nodes.${index}${error.path ? `.${error.path}` : ''}` });
      }
      return;
    }
    // The node's place before is its place in the file: an import may move a node to another
    // level, its children being checked where the file puts them.
    for (const problem of catalogueNodeProblems(parsed.data, places, node.id)) {
      errors.push({ ...problem, path: `nodes.${index}.${problem.path}` });
    }
    const before = currentRows.get(node.id);
    if (before === undefined) {
      plan.added.push({ id: node.id, name: parsed.data.name, parentId });
    } else {
      const changes = nodeChanges({ ...before.node, parentId: before.parentId }, parsed.data);
      if (changes.length > 0) plan.changed.push({ id: node.id, name: parsed.data.name, changes });
      if (before.node.retired && !node.retired)
        plan.restored.push({ id: node.id, name: node.name });
    }
    if (node.retired && !(before?.node.retired ?? false)) {
      plan.retired.push({ id: node.id, name: node.name });
    }
  });
  for (const [id, { node }] of currentRows) {
    if (!seen.has(id) && !node.retired) plan.retired.push({ id, name: node.name });
  }
  return { plan, errors };
}

/** Whether a plan changes anything at all. */
export function isEmptyPlan(plan: CatalogueImportPlan): boolean {
  return plan.added.length + plan.changed.length + plan.retired.length + plan.restored.length === 0;
}

/** The tree without retired nodes (and what sits under them): what customers are offered. */
export function withoutRetired(tree: readonly CatalogueEntry[]): CategoryNode[] {
  return tree
    .filter((node) => !node.retired)
    .map(({ version: _version, retired: _retired, children, ...node }) => ({
      ...node,
      children: withoutRetired(children),
    }));
}

/** The ids of the retired nodes and of every node under one. */
export function retiredIds(tree: readonly CatalogueEntry[]): Set<number> {
  const ids = new Set<number>();
  const walk = (nodes: readonly CatalogueEntry[], underRetired: boolean) => {
    for (const node of nodes) {
      const retired = underRetired || node.retired;
      if (retired) ids.add(node.id);
      walk(node.children, retired);
    }
  };
  walk(tree, false);
  return ids;
}
