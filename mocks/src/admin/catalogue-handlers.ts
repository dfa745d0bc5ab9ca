import {
  CATALOGUE_FILE_FORMAT,
  catalogueFileSchema,
  catalogueImportPlan,
  catalogueNodeInputSchema,
  catalogueNodeProblems,
  catalogueNodeUpdateSchema,
  editableOf,
  fieldError,
  flattenCatalogue,
  nodeChanges,
  SWATCH_IMAGE_MAX_BYTES,
  SWATCH_IMAGE_PREFIX,
  SWATCH_IMAGE_TYPES,
  swatchImageType,
  ValidationError,
  type CatalogueEntry,
  type CatalogueNodeInput,
  type FieldError,
} from '@cutshop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answers, readBody } from './answers';
import {
  catalogueMockTree,
  catalogueState,
  currentPlaces,
  findNode,
  imageNamed,
  nextNodeId,
  recordCatalogueChange,
  replaceTree,
  siblingsOf,
  sortSiblings,
  storeImage,
  type CatalogueAction,
} from './catalogue-state';
import { signedIn } from './order-access';

/**
 * The shop's catalogue editor endpoints of the mock API (docs/production/catalogue.md): the
 * whole tree with versions, create, replace (409 on a stale version), retire and restore, the
 * history, export and import with the domain's plan, and swatch images checked by content. The
 * same schemas and node rules as the server; every call needs the mock session.
 */

const PATHS = {
  list: '*/api/catalogue/',
  node: '*/api/catalogue/:id',
  retire: '*/api/catalogue/:id/retire',
  restore: '*/api/catalogue/:id/restore',
  history: '*/api/catalogue/history',
  export: '*/api/catalogue/export',
  import: '*/api/catalogue/import',
  images: '*/api/catalogue/images',
  image: '*/api/catalogue/images/:name',
} as const;

function problem(code: string, message: string, status: number) {
  return HttpResponse.json({ error: { code, message } }, { status });
}

const invalid = (fields: FieldError[]) => answers.invalid(new ValidationError(fields));

const notFound = (id: string) =>
  problem('catalogue_node_not_found', `There is no catalogue node ${id}`, 404);

/** The node the `id` parameter names, or the server's 404. */
function nodeOf(params: Record<string, string | readonly string[] | undefined>) {
  const raw = typeof params.id === 'string' ? params.id : '';
  const id = /^[1-9][0-9]*$/.test(raw) ? Number(raw) : NaN;
  return findNode(id) ?? notFound(raw);
}

/** The fields of a node set from an input (those the server keeps to itself left alone). */
function withInput(node: CatalogueEntry, input: CatalogueNodeInput): CatalogueEntry {
  return {
    ...node,
    name: input.name,
    nameEs: input.nameEs,
    catType: input.catType,
    order: input.order,
    swatch: input.swatch,
    sheet: input.sheet,
    model: input.model,
  };
}

const list = http.get(PATHS.list, () => {
  if (!signedIn()) return answers.unauthorized();
  return HttpResponse.json(catalogueMockTree());
});

const create = http.post(PATHS.list, async ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const read = await readBody(request, catalogueNodeInputSchema);
  if ('refusal' in read) return read.refusal;
  const input = read.data;
  const problems = catalogueNodeProblems(input, currentPlaces());
  if (problems.length > 0) return invalid(problems);
  const node = withInput(
    {
      id: nextNodeId(),
      custom: false,
      filepath: null,
      version: 1,
      retired: false,
      children: [],
    } as unknown as CatalogueEntry,
    input,
  );
  const siblings = siblingsOf(input.parentId);
  siblings.push(node);
  sortSiblings(siblings);
  recordCatalogueChange(node, 'create', nodeChanges(null, input));
  return HttpResponse.json(node, { status: 201 });
});

const replace = http.put(PATHS.node, async ({ request, params }) => {
  if (!signedIn()) return answers.unauthorized();
  const found = nodeOf(params);
  if (found instanceof Response) return found;
  const read = await readBody(request, catalogueNodeUpdateSchema);
  if ('refusal' in read) return read.refusal;
  const { version, ...input } = read.data;
  const { node, parentId } = found;
  if (version !== node.version) {
    return problem(
      'stale_catalogue_node',
      `Catalogue node ${node.id} was changed by someone else since you read it` +
        ` (it is now version ${node.version}): reload it and try again`,
      409,
    );
  }
  const problems = catalogueNodeProblems(input, currentPlaces(), node.id);
  if (problems.length > 0) return invalid(problems);
  const changes = nodeChanges(editableOf({ ...node, parentId }), input);
  if (changes.length === 0) return HttpResponse.json(node);
  const from = siblingsOf(parentId);
  from.splice(from.indexOf(node), 1);
  const changed: CatalogueEntry = { ...withInput(node, input), version: node.version + 1 };
  const to = siblingsOf(input.parentId);
  to.push(changed);
  sortSiblings(to);
  recordCatalogueChange(changed, 'update', changes);
  return HttpResponse.json(changed);
});

/** Retire or restore: the node's state set, its version moved on, the history told. */
function setRetired(retired: boolean, action: CatalogueAction) {
  return ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    if (!signedIn()) return answers.unauthorized();
    const found = nodeOf(params);
    if (found instanceof Response) return found;
    const { node } = found;
    if (node.retired === retired) return HttpResponse.json(node);
    node.retired = retired;
    node.version += 1;
    recordCatalogueChange(node, action, []);
    return HttpResponse.json(node);
  };
}

const retire = http.post(PATHS.retire, setRetired(true, 'retire'));
const restore = http.post(PATHS.restore, setRetired(false, 'restore'));

const history = http.get(PATHS.history, ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const search = new URL(request.url).searchParams;
  const node = search.get('node');
  const limit = Number(search.get('limit') ?? '100');
  const rows = [...catalogueState().history]
    .reverse()
    .filter((row) => node === null || String(row.nodeId) === node);
  return HttpResponse.json(rows.slice(0, Number.isFinite(limit) && limit > 0 ? limit : 100));
});

const exportFile = http.get(PATHS.export, () => {
  if (!signedIn()) return answers.unauthorized();
  const file = {
    format: CATALOGUE_FILE_FORMAT,
    formatVersion: 1,
    exportedAt: new Date().toISOString(),
    nodes: catalogueMockTree(),
  };
  return HttpResponse.json(file, {
    headers: { 'Content-Disposition': 'attachment; filename="catalogue.json"' },
  });
});

/**
 * The tree an import makes: the file's nodes, each keeping its version when nothing of it
 * changed (one more otherwise, 1 for a new one), and every node the file leaves out kept,
 * retired, under its parent when the file still has it (at the top otherwise).
 */
function importedTree(current: CatalogueEntry[], incoming: CatalogueEntry[]): CatalogueEntry[] {
  const before = new Map(flattenCatalogue(current).map((row) => [row.node.id, row]));
  const build = (nodes: CatalogueEntry[], parentId: number | null): CatalogueEntry[] =>
    nodes.map((node) => {
      const was = before.get(node.id);
      const same =
        was !== undefined &&
        was.node.retired === node.retired &&
        nodeChanges(
          editableOf({ ...was.node, parentId: was.parentId }),
          editableOf({ ...node, parentId }),
        ).length === 0;
      return {
        ...node,
        custom: was?.node.custom ?? false,
        version: was === undefined ? 1 : same ? was.node.version : was.node.version + 1,
        children: build(node.children, node.id),
      };
    });
  const tree = build(incoming, null);
  const kept = new Set(flattenCatalogue(tree).map((row) => row.node.id));
  const byId = new Map(flattenCatalogue(tree).map((row) => [row.node.id, row.node]));
  const leftOut = (node: CatalogueEntry): CatalogueEntry => ({
    ...node,
    retired: true,
    version: node.retired ? node.version : node.version + 1,
    children: node.children.filter((child) => !kept.has(child.id)).map(leftOut),
  });
  for (const { node, parentId } of flattenCatalogue(current)) {
    if (kept.has(node.id) || (parentId !== null && !kept.has(parentId))) continue;
    const parent = parentId === null ? undefined : byId.get(parentId);
    (parent ? parent.children : tree).push(leftOut(node));
  }
  return tree;
}

const importFile = http.post(PATHS.import, async ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const read = await readBody(request, catalogueFileSchema);
  if ('refusal' in read) return read.refusal;
  const dryRun = new URL(request.url).searchParams.get('dryRun') === '1';
  const current = catalogueMockTree();
  const { plan, errors } = catalogueImportPlan(current, read.data.nodes);
  if (errors.length > 0) return invalid(errors);
  if (dryRun) return HttpResponse.json({ applied: false, plan });
  replaceTree(importedTree(current, read.data.nodes));
  const at = new Date();
  for (const node of plan.added) recordCatalogueChange(node, 'import', [], at);
  for (const node of plan.changed) recordCatalogueChange(node, 'import', node.changes, at);
  for (const node of [...plan.retired, ...plan.restored]) {
    recordCatalogueChange(node, 'import', [], at);
  }
  return HttpResponse.json({ applied: true, plan });
});

async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

const uploadImage = http.post(PATHS.images, async ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > SWATCH_IMAGE_MAX_BYTES)
    return invalid([fieldError('swatch', 'imageTooLarge')]);
  const extension = swatchImageType(bytes);
  if (extension === undefined) return invalid([fieldError('swatch', 'notAnImage')]);
  const name = `${await contentHash(bytes)}.${extension}`;
  storeImage(name, { type: SWATCH_IMAGE_TYPES[extension], bytes });
  return HttpResponse.json({ swatch: `${SWATCH_IMAGE_PREFIX}${name}` }, { status: 201 });
});

const image = http.get(PATHS.image, ({ params }) => {
  const name = typeof params.name === 'string' ? params.name : '';
  const stored = imageNamed(name);
  if (stored === undefined) return problem('not_found', `There is no image ${name}`, 404);
  return new HttpResponse(stored.bytes.slice().buffer, {
    headers: {
      'Content-Type': stored.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});

/**
 * The catalogue endpoints; the fixed paths (history, export, import, images) before `:id`,
 * which would take them for an id.
 */
export const catalogueHandlers: HttpHandler[] = [
  list,
  create,
  history,
  exportFile,
  importFile,
  uploadImage,
  image,
  replace,
  retire,
  restore,
];
