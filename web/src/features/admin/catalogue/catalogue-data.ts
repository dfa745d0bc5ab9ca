import type { CatalogueTreeNode } from '@cutshop/design-system';
import {
  editableOf,
  flattenCatalogue,
  nodeName,
  type CatalogueEntry,
  type CatalogueNodeUpdate,
  type CatType,
} from '@cutshop/domain';

/**
 * The catalogue editor's view of the tree (docs/production/catalogue.md): where each node sits,
 * the three lists the screen shows (colour tiles, finish tiles, furniture), the search and the
 * "Hide retired" filter, and the PUT bodies of a move.
 */

/** What a node is, by its place: a colour or finish tile, or a furniture category, type, model. */
export type NodeKind = 'colour' | 'finish' | 'category' | 'type' | 'model';

/** A node of the tree with its parent and its kind. */
export interface PlacedNode {
  node: CatalogueEntry;
  parentId: number | null;
  kind: NodeKind;
}

/** Every node by id, with its parent and kind. */
export function placeNodes(tree: readonly CatalogueEntry[]): Map<number, PlacedNode> {
  const placed = new Map<number, PlacedNode>();
  for (const { node, parentId, depth } of flattenCatalogue(tree)) {
    placed.set(node.id, { node, parentId, kind: kindOf(node.catType, depth) });
  }
  return placed;
}

/** The kind of a node of `catType` at `depth` (0: top level). */
export function kindOf(catType: CatType, depth: number): NodeKind {
  if (catType === 'Color') return 'colour';
  if (catType === 'Material') return 'finish';
  return depth === 0 ? 'category' : depth === 1 ? 'type' : 'model';
}

/** The kind of a new node with `catType` under `parent` (none: top level). */
export function newNodeKind(catType: CatType, parent: PlacedNode | undefined): NodeKind {
  if (catType !== 'Category') return catType === 'Color' ? 'colour' : 'finish';
  if (parent === undefined) return 'category';
  return parent.kind === 'category' ? 'type' : 'model';
}

/** The screen's three lists: colour tiles, finish tiles, furniture categories. */
export interface CatalogueGroups {
  colours: CatalogueEntry[];
  finishes: CatalogueEntry[];
  furniture: CatalogueEntry[];
}

export function groupsOf(tree: readonly CatalogueEntry[]): CatalogueGroups {
  return {
    colours: tree.filter((node) => node.catType === 'Color'),
    finishes: tree.filter((node) => node.catType === 'Material'),
    furniture: tree.filter((node) => node.catType === 'Category'),
  };
}

/** Whether a node answers a search: its name in either language, its id, or its file code. */
function matches(node: CatalogueEntry, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (text === '') return true;
  return [node.name, node.nameEs ?? '', String(node.id), node.filepath ?? ''].some((value) =>
    value.toLowerCase().includes(text),
  );
}

/**
 * The nodes shown: without the retired ones (and what is under them) when `hideRetired`, and,
 * for a search, the nodes that match with their ancestors (a match keeps all under it).
 */
export function filterNodes(
  nodes: readonly CatalogueEntry[],
  query: string,
  hideRetired: boolean,
): CatalogueEntry[] {
  const shown: CatalogueEntry[] = [];
  for (const node of nodes) {
    if (hideRetired && node.retired) continue;
    if (matches(node, query)) {
      shown.push({ ...node, children: filterNodes(node.children, '', hideRetired) });
      continue;
    }
    const children = filterNodes(node.children, query, hideRetired);
    if (children.length > 0) shown.push({ ...node, children });
  }
  return shown;
}

/** The ids of every node that has children (to show a search's matches unfolded). */
export function parentIds(nodes: readonly CatalogueEntry[]): number[] {
  return flattenCatalogue(nodes)
    .filter(({ node }) => node.children.length > 0)
    .map(({ node }) => node.id);
}

/** The ids of a node's ancestors, top first. */
export function ancestorIds(placed: ReadonlyMap<number, PlacedNode>, id: number): number[] {
  const ids: number[] = [];
  for (let at = placed.get(id)?.parentId ?? null; at !== null;) {
    ids.unshift(at);
    at = placed.get(at)?.parentId ?? null;
  }
  return ids;
}

/** The rows of the design system's tree, named in `language`. */
export function treeNodes(
  nodes: readonly CatalogueEntry[],
  language: string,
  kindLabel: (kind: NodeKind) => string,
  depth = 0,
): CatalogueTreeNode[] {
  return nodes.map((node) => {
    const kind = kindOf(node.catType, depth);
    return {
      id: node.id,
      label: nodeName(node, language),
      detail: kind === 'colour' || kind === 'finish' ? `#${node.id}` : kindLabel(kind),
      swatch: kind === 'colour' || kind === 'finish' ? node.swatch : undefined,
      retired: node.retired,
      children: treeNodes(node.children, language, kindLabel, depth + 1),
    };
  });
}

/** The body of PUT /api/catalogue/:id that keeps a node as it is but for `changes`. */
export function updateOf(
  node: CatalogueEntry,
  parentId: number | null,
  changes: Partial<CatalogueNodeUpdate> = {},
): CatalogueNodeUpdate {
  return { ...editableOf({ ...node, parentId }), version: node.version, ...changes };
}

/**
 * The new `order` values of a move of `id` one place among `shown` (its siblings as listed,
 * in order) in `direction`, over `all` its siblings: the two nodes swap their values; when they
 * have the same value, the siblings are numbered again in steps of 10 in the new order. Only
 * the nodes whose value changes are returned; none when the node is at that end.
 */
export function moveOrders(
  all: readonly CatalogueEntry[],
  shown: readonly CatalogueEntry[],
  id: number,
  direction: 'up' | 'down',
): { node: CatalogueEntry; order: number }[] {
  const at = shown.findIndex((node) => node.id === id);
  const other = shown[direction === 'up' ? at - 1 : at + 1];
  const node = shown[at];
  if (node === undefined || other === undefined) return [];
  if (node.order !== other.order) {
    return [
      { node, order: other.order },
      { node: other, order: node.order },
    ];
  }
  const list = [...all];
  const from = list.findIndex((entry) => entry.id === node.id);
  const to = list.findIndex((entry) => entry.id === other.id);
  list.splice(from, 1);
  list.splice(to, 0, node);
  return list
    .map((entry, index) => ({ node: entry, order: index * 10 }))
    .filter(({ node: entry, order }) => entry.order !== order);
}

/** The tree with `changed` nodes put in place of their old copies, siblings sorted again. */
export function withChangedNodes(
  tree: readonly CatalogueEntry[],
  changed: readonly CatalogueEntry[],
): CatalogueEntry[] {
  const byId = new Map(changed.map((node) => [node.id, node]));
  const walk = (nodes: readonly CatalogueEntry[]): CatalogueEntry[] =>
    nodes
      .map((node) => {
        const next = byId.get(node.id) ?? node;
        return { ...next, children: walk(node.children) };
      })
      .sort((a, b) => a.order - b.order || a.id - b.id);
  return walk(tree);
}
