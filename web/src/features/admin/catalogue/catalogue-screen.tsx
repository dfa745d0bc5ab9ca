import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CatalogueTree } from '@cutshop/design-system';
import type { CatalogueEntry, CatType } from '@cutshop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_PATHS, adminCatalogueNodePath, adminNewCataloguePath } from '../../../config/paths';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { catalogueQuery, invalidateCatalogue, updateCatalogueNode } from '../api/catalogue';
import { adminKeys } from '../api/query-keys';
import { loadStateOf } from '../api/load-state';
import { AdminError, AdminLoading } from '../layout/admin-status';
import {
  ancestorIds,
  filterNodes,
  groupsOf,
  moveOrders,
  newNodeKind,
  parentIds,
  placeNodes,
  treeNodes,
  updateOf,
  withChangedNodes,
  type NodeKind,
  type PlacedNode,
} from './catalogue-data';
import { CatalogueFrame } from './catalogue-frame';
import { NodeForm } from './node-form';

/** Below this width the tree and the form are two pages (the theme's `lg` breakpoint). */
const PHONE_QUERY = '(max-width: 61.99em)';

function subscribeToWidth(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** Whether the screen is narrow: the form then shows on its own page. */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

const CAT_TYPES: readonly CatType[] = ['Category', 'Color', 'Material'];

/** What the route asks for: a node's form, a new node's form, or the tree alone. */
type Selection =
  | { kind: 'none' }
  | { kind: 'node'; id: number }
  | { kind: 'new'; catType: CatType; parentId: number | null };

function useSelection(): Selection {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id === undefined) {
    const catType = search.get('catType');
    if (catType === null) return { kind: 'none' };
    const parent = Number(search.get('parent'));
    return {
      kind: 'new',
      catType: CAT_TYPES.find((type) => type === catType) ?? 'Category',
      parentId: Number.isInteger(parent) && parent > 0 ? parent : null,
    };
  }
  return { kind: 'node', id: Number(id) };
}

/**
 * /admin/catalogue, /admin/catalogue/:id and /admin/catalogue/new (docs/production/catalogue.md):
 * the whole tree in three lists (colours, finishes, furniture), searched by name in either
 * language or by id, retired nodes dimmed or hidden, reordered with the tree's move buttons or
 * Alt+arrows; beside it (on a phone: on its own page) the form of the node chosen or added.
 */
export default function CatalogueScreen() {
  const { t } = useTranslation('admin');
  const query = useQuery(catalogueQuery());
  const state = loadStateOf(query);

  return (
    <CatalogueFrame title={t('catalogue.title')} section="tree">
      {state === 'loading' && <AdminLoading />}
      {state === 'error' && <AdminError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <CatalogueEditor tree={query.data} reload={() => query.refetch()} />}
    </CatalogueFrame>
  );
}

function CatalogueEditor({
  tree,
  reload,
}: {
  tree: CatalogueEntry[];
  reload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const selection = useSelection();
  const phone = useIsPhone();
  const [search, setSearch] = useState('');
  const [hideRetired, setHideRetired] = useState(false);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const placed = useMemo(() => placeNodes(tree), [tree]);

  const selectedId = selection.kind === 'node' ? selection.id : null;
  const shown = useMemo(() => filterNodes(tree, search, hideRetired), [tree, search, hideRetired]);
  const groups = groupsOf(shown);
  const searching = search.trim() !== '';
  // A search shows its matches unfolded; the node chosen is always in view.
  const selectedAncestors = selectedId === null ? [] : ancestorIds(placed, selectedId);
  const expandedIds = searching
    ? parentIds(shown)
    : [...new Set([...expanded, ...selectedAncestors])];
  const kindLabel = (kind: NodeKind) => t(`catalogue.kinds.${kind}`);

  async function move(id: number, direction: 'up' | 'down') {
    const at = placed.get(id);
    if (at === undefined || moving) return;
    const shownSiblings = (
      at.parentId === null ? shown : (findShown(shown, at.parentId)?.children ?? [])
    ).filter((node) => node.catType === at.node.catType);
    const allSiblings =
      at.parentId === null ? tree : (placed.get(at.parentId)?.node.children ?? []);
    const orders = moveOrders(allSiblings, shownSiblings, id, direction);
    if (orders.length === 0) return;
    setMoving(true);
    try {
      const changed: CatalogueEntry[] = [];
      for (const { node, order } of orders) {
        const parentId = placed.get(node.id)?.parentId ?? null;
        changed.push(await updateCatalogueNode(node.id, updateOf(node, parentId, { order })));
      }
      client.setQueryData<CatalogueEntry[]>(adminKeys.catalogueTree, (current) =>
        current ? withChangedNodes(current, changed) : current,
      );
      notify(t('catalogue.tree.moved'), 'success');
    } catch (error) {
      if (!isSessionExpired(error)) notify(t('catalogue.tree.moveFailed'), 'error');
    } finally {
      setMoving(false);
      void invalidateCatalogue(client);
    }
  }

  const tree_ = (nodes: CatalogueEntry[], label: string) => (
    <CatalogueTree
      nodes={treeNodes(nodes, i18n.language, kindLabel)}
      texts={{
        label,
        moveUp: t('catalogue.tree.moveUp'),
        moveDown: t('catalogue.tree.moveDown'),
        retired: t('catalogue.tree.retired'),
        empty: searching
          ? t('catalogue.tree.noMatch', { query: search.trim() })
          : t('catalogue.tree.empty'),
      }}
      selectedId={selectedId}
      onSelect={(id) => void navigate(adminCatalogueNodePath(id))}
      onMove={(id, direction) => void move(id, direction)}
      expandedIds={expandedIds}
      onExpandedChange={setExpanded}
    />
  );

  const formOpen = selection.kind !== 'none';
  const showTree = !phone || !formOpen;
  const showForm = !phone || formOpen;

  return (
    <Grid gap="6" templateColumns={phone ? '1fr' : 'minmax(18rem, 2fr) 3fr'} alignItems="start">
      {showTree && (
        <Stack gap="4" minW="0">
          <Field.Root>
            <Field.Label>{t('catalogue.tree.search')}</Field.Label>
            <Input
              type="search"
              value={search}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field.Root>
          <Checkbox.Root
            checked={hideRetired}
            onCheckedChange={(details) => setHideRetired(details.checked === true)}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('catalogue.tree.hideRetired')}</Checkbox.Label>
          </Checkbox.Root>
          <TreeGroup
            title={t('catalogue.tree.colours')}
            add={t('catalogue.tree.addColour')}
            to={adminNewCataloguePath('Color')}
          >
            {tree_(groups.colours, t('catalogue.tree.colours'))}
          </TreeGroup>
          <TreeGroup
            title={t('catalogue.tree.finishes')}
            add={t('catalogue.tree.addFinish')}
            to={adminNewCataloguePath('Material')}
          >
            {tree_(groups.finishes, t('catalogue.tree.finishes'))}
          </TreeGroup>
          <TreeGroup
            title={t('catalogue.tree.furniture')}
            add={t('catalogue.tree.addCategory')}
            to={adminNewCataloguePath('Category')}
          >
            {tree_(groups.furniture, t('catalogue.tree.furniture'))}
          </TreeGroup>
        </Stack>
      )}
      {showForm && (
        <Box minW="0">
          {phone && (
            <Link asChild colorPalette="brand" mb="4">
              <RouterLink to={ADMIN_PATHS.catalogue}>{t('catalogue.tree.backToTree')}</RouterLink>
            </Link>
          )}
          <SelectedForm
            tree={tree}
            placed={placed}
            selection={selection}
            reload={reload}
            onSaved={(entry, created) => {
              if (created) void navigate(adminCatalogueNodePath(entry.id));
            }}
          />
        </Box>
      )}
    </Grid>
  );
}

function findShown(nodes: readonly CatalogueEntry[], id: number): CatalogueEntry | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findShown(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** One of the three lists, with its heading and its Add link. */
function TreeGroup({
  title,
  add,
  to,
  children,
}: {
  title: string;
  add: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={to}>{add}</RouterLink>
        </Button>
      </Flex>
      {children}
    </Stack>
  );
}

/** The form the route names, or what to do when none is chosen. */
function SelectedForm({
  tree,
  placed,
  selection,
  reload,
  onSaved,
}: {
  tree: CatalogueEntry[];
  placed: Map<number, PlacedNode>;
  selection: Selection;
  reload: () => Promise<unknown>;
  onSaved: (entry: CatalogueEntry, created: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  if (selection.kind === 'none') {
    return (
      <HStack borderWidth="1px" borderRadius="l2" p="6" color="fg.muted">
        <Text>{t('catalogue.tree.pick')}</Text>
      </HStack>
    );
  }
  if (selection.kind === 'node') {
    const at = placed.get(selection.id);
    if (at === undefined) {
      return <Text role="alert">{t('catalogue.form.notFound', { id: selection.id })}</Text>;
    }
    const parent = at.parentId === null ? undefined : placed.get(at.parentId)?.node;
    return (
      <NodeForm
        key={`node-${at.node.id}`}
        tree={tree}
        entry={at.node}
        parentId={at.parentId}
        parent={parent}
        catType={at.node.catType}
        kind={at.kind}
        newOrder={at.node.order}
        onSaved={onSaved}
        onReload={reload}
      />
    );
  }
  const parentPlace = selection.parentId === null ? undefined : placed.get(selection.parentId);
  const kind = newNodeKind(selection.catType, parentPlace);
  const siblings = parentPlace ? parentPlace.node.children : tree;
  const newOrder = siblings.reduce((max, node) => Math.max(max, node.order + 10), 0);
  return (
    <NodeForm
      key={`new-${selection.catType}-${selection.parentId ?? 'top'}`}
      tree={tree}
      entry={null}
      parentId={selection.parentId}
      parent={parentPlace?.node}
      catType={selection.catType}
      kind={kind}
      newOrder={newOrder}
      onSaved={onSaved}
      onReload={reload}
    />
  );
}
