/** Paths of the back office's calls; `*` lets them match on any origin (browser, jsdom, Node). */
export const ADMIN_MOCK_PATHS = {
  login: '*/api/users/login',
  refresh: '*/api/users/refresh-tokens',
  logout: '*/api/users/logout',
  remember: '*/api/users/remember',
  changePassword: '*/api/users/change-password',
  list: '*/api/orders/',
  summary: '*/api/orders/summary',
  order: '*/api/orders/:uuid',
  history: '*/api/orders/:uuid/history',
  catalogue: '*/api/orders/:uuid/catalogue',
  hardware: '*/api/orders/:uuid/hardware',
  cutList: '*/api/orders/:uuid/cutlist',
  cuttingPlan: '*/api/orders/:uuid/cutting-plan',
  labels: '*/api/orders/:uuid/labels.html',
  productionFile: '*/api/orders/:uuid/production.txt',
  export: '*/api/orders/:uuid/export',
} as const;
