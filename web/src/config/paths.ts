/** Every route of the app, written once (docs/product.md §2). */
export const PATHS = {
  root: '/',
  home: '/home',
  step1: '/step1',
  step2: '/step2',
  step3: '/step3',
  cabinetList: '/cabinet-list',
  finishList: '/finish-list',
  cabinetCustomForm: '/cabinet-custom-form',
  finishCustomForm: '/finish-custom-form',
  furnitureCategoryList: '/furniture-category-list',
  furnitureTypeList: '/furniture-type-list',
  furnitureModelList: '/furniture-model-list',
  furnitureForm: '/furniture-form',
  note: '/note',
  summary: '/summary',
  result: '/result',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * The customer's tracking page of one order (docs/product.md, "Following an order"): the route
 * pattern, and the prefix every such page starts with.
 */
export const TRACK_PATHS = { page: '/track/:token?', shell: '/track', prefix: '/track/' } as const;

/** The back office's routes (docs/product.md §2, Admin routes), all under one prefix. */
export const ADMIN_PATHS = {
  root: '/admin/',
  login: '/admin/login',
  remember: '/admin/remember',
  changePassword: '/admin/change-password',
  orders: '/admin/orders',
  /** One order's detail: the route pattern; adminOrderPath writes it for an order. */
  order: '/admin/orders/:uuid',
  /** The catalogue editor (docs/production/catalogue.md): its tree, a node, a new node. */
  catalogue: '/admin/catalogue',
  catalogueNew: '/admin/catalogue/new',
  catalogueNode: '/admin/catalogue/:id',
  catalogueHistory: '/admin/catalogue/history',
  catalogueTransfer: '/admin/catalogue/transfer',
  /** The shop's price list and its history (docs/production/prices.md). */
  prices: '/admin/prices',
} as const;

/** Every admin route starts with this; a `next` target outside it is never followed. */
export const ADMIN_PREFIX = '/admin/';

/** The detail screen of one order (ADMIN_PATHS.order with its uuid). */
export function adminOrderPath(uuid: string): string {
  return ADMIN_PATHS.order.replace(':uuid', encodeURIComponent(uuid));
}

/** The editor of one catalogue node (ADMIN_PATHS.catalogueNode with its id). */
export function adminCatalogueNodePath(id: number): string {
  return ADMIN_PATHS.catalogueNode.replace(':id', String(id));
}

/** The form of a new catalogue node: its kind, and its parent for a furniture type or model. */
export function adminNewCataloguePath(
  catType: 'Category' | 'Color' | 'Material',
  parentId: number | null = null,
): string {
  const query = new URLSearchParams({ catType });
  if (parentId !== null) query.set('parent', String(parentId));
  return `${ADMIN_PATHS.catalogueNew}?${query.toString()}`;
}

/** The catalogue's history, of one node when `nodeId` is given. */
export function adminCatalogueHistoryPath(nodeId?: number): string {
  return nodeId === undefined
    ? ADMIN_PATHS.catalogueHistory
    : `${ADMIN_PATHS.catalogueHistory}?node=${nodeId}`;
}
