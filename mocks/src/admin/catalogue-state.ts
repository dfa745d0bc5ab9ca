import {
  cataloguePlaces,
  flattenCatalogue,
  withoutRetired,
  type CatalogueEntry,
  type CataloguePlace,
  type CategoryNode,
  type FieldChange,
} from '@cutshop/domain';
import { catalogue } from '../fixtures/catalogue';
import { MOCK_ADMIN } from './fixtures';

import type { CatalogueAction, CatalogueHistoryRow } from '@cutshop/domain';

export type { CatalogueAction, CatalogueHistoryRow };

/** An uploaded swatch image, kept as its bytes and served at its content-hash URL. */
interface StoredImage {
  type: string;
  bytes: Uint8Array;
}

/**
 * The shop's catalogue as the mock back office holds it (docs/production/catalogue.md): the
 * whole tree with each node's version and state, its history, and the uploaded swatch images.
 * Seeded from the catalogue fixture, every node at version 1.
 */
interface CatalogueMockState {
  tree: CatalogueEntry[];
  history: CatalogueHistoryRow[];
  images: Map<string, StoredImage>;
  nextHistoryId: number;
}

function entryOf(node: CategoryNode): CatalogueEntry {
  return { ...node, version: 1, retired: false, children: node.children.map(entryOf) };
}

function freshCatalogueState(): CatalogueMockState {
  return {
    tree: structuredClone(catalogue).map(entryOf),
    history: [],
    images: new Map(),
    nextHistoryId: 1,
  };
}

let state = freshCatalogueState();

/** The catalogue the handlers read and change; not for screens or tests. */
export function catalogueState(): CatalogueMockState {
  return state;
}

/** Back to the seeded catalogue, no history and no images (with the other admin mock state). */
export function resetCatalogueMockState(): void {
  state = freshCatalogueState();
}

/** The whole tree as GET /api/catalogue/ answers it, retired nodes included. */
export function catalogueMockTree(): CatalogueEntry[] {
  return structuredClone(state.tree);
}

/** What customers are offered (GET /api/categories/): the tree without retired nodes. */
export function customerCatalogue(): CategoryNode[] {
  return withoutRetired(state.tree);
}

/** Every node of the tree with its parent's id. */
export function catalogueRows(): { node: CatalogueEntry; parentId: number | null }[] {
  return flattenCatalogue(state.tree);
}

/** The node with `id` and its parent's id, or undefined. */
export function findNode(
  id: number,
): { node: CatalogueEntry; parentId: number | null } | undefined {
  return catalogueRows().find((row) => row.node.id === id);
}

/** The places of every node, for the domain's node rules. */
export function currentPlaces(): Map<number, CataloguePlace> {
  return cataloguePlaces(state.tree);
}

/** The siblings list a node with `parentId` lives in. */
export function siblingsOf(parentId: number | null): CatalogueEntry[] {
  if (parentId === null) return state.tree;
  const parent = findNode(parentId);
  if (parent === undefined) throw new Error(`No catalogue node ${parentId}`);
  return parent.node.children;
}

/** Puts `list` in the order of its `order` values (ties: by id), as the server reads it. */
export function sortSiblings(list: CatalogueEntry[]): void {
  list.sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The next free node id. */
export function nextNodeId(): number {
  return catalogueRows().reduce((max, { node }) => Math.max(max, node.id), 0) + 1;
}

/** Records one change in the history, newest last (the handler answers newest first). */
export function recordCatalogueChange(
  node: { id: number; name: string },
  action: CatalogueAction,
  changes: FieldChange[],
  at: Date = new Date(),
): void {
  state.history.push({
    id: state.nextHistoryId,
    nodeId: node.id,
    nodeName: node.name,
    action,
    by: MOCK_ADMIN.email,
    at: at.toISOString(),
    changes,
  });
  state.nextHistoryId += 1;
}

/** Keeps an uploaded image under its name (`<hash>.<ext>`). */
export function storeImage(name: string, image: StoredImage): void {
  state.images.set(name, image);
}

/** An uploaded image by its name, or undefined. */
export function imageNamed(name: string): StoredImage | undefined {
  return state.images.get(name);
}

/** Replaces the whole tree (an import that was applied). */
export function replaceTree(tree: CatalogueEntry[]): void {
  state.tree = tree;
}
