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

/** The back office's routes (docs/product.md §2, Admin routes), all under one prefix. */
export const ADMIN_PATHS = {
  root: '/admin/',
  login: '/admin/login',
  remember: '/admin/remember',
  changePassword: '/admin/change-password',
  orders: '/admin/orders',
  /** One order's detail: the route pattern; adminOrderPath writes it for an order. */
  order: '/admin/orders/:uuid',
} as const;

/** Every admin route starts with this; a `next` target outside it is never followed. */
export const ADMIN_PREFIX = '/admin/';

/** The detail screen of one order (ADMIN_PATHS.order with its uuid). */
export function adminOrderPath(uuid: string): string {
  return ADMIN_PATHS.order.replace(':uuid', encodeURIComponent(uuid));
}
