import type { HttpHandler } from 'msw';
import { adminPriceListHandlers } from '../price-list-handlers';
import { productionSettingsHandlers } from '../production-settings-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { offcutHandlers } from './offcut-handlers';
import { orderHandlers } from './order-handlers';
import { productionHandlers } from './production-handlers';
import { sessionHandlers } from './session-handlers';

/**
 * Every /api call of the back office (sign-in, session, orders, production outputs and the
 * quote, the catalogue editor, the price list, the production settings, the offcut stock),
 * answering like the BFF does.
 */
export const adminHandlers: HttpHandler[] = [
  ...sessionHandlers,
  ...orderHandlers,
  ...productionHandlers,
  ...catalogueHandlers,
  ...adminPriceListHandlers,
  ...productionSettingsHandlers,
  ...offcutHandlers,
];

export { MOCK_RETRY_AFTER_SECONDS } from './answers';
export { ADMIN_ORDER_COUNT, adminOrderFixtures, fixtureUuid, MOCK_ADMIN } from './fixtures';
export { catalogueMockTree, customerCatalogue } from './catalogue-state';
export { ADMIN_MOCK_PATHS } from './paths';
export { MOCK_EXPORT_MTIME } from './production-handlers';
export { OFFCUT_SEED } from './offcut-state';
export { adminScenarios, isAdminScenarioName, type AdminScenarioName } from './scenarios';
export {
  adminMockOrders,
  adminMockPrice,
  adminMockResetRequests,
  adminMockSession,
  expireMockAccess,
  MOCK_RESET_TOKEN,
  resetAdminMockState,
  signInMockAdmin,
  signOutMockAdmin,
  type AdminMockResetOptions,
} from './state';
