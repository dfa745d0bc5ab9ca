export {
  handlers,
  isScenarioName,
  receivedOrderRequests,
  resetMockState,
  scenarios,
  SLOW_ANSWER_MS,
  storedOrders,
  type PlacedOrder,
} from './handlers';
export {
  moveMockTrackedOrder,
  SAMPLE_TRACKING_TOKEN,
  TRACK_MOCK_PATH,
  trackedAnswer,
} from './tracking-handlers';
export {
  MOCK_PRICE_LIST,
  mockPriceList,
  mockPriceListHistory,
  resetPriceListMockState,
  setMockPriceList,
  type MockPriceListSeed,
  type PriceListHistoryRow,
} from './price-list-state';
export {
  mockProductionSettings,
  resetProductionSettingsMockState,
  saveMockProductionSettings,
} from './production-settings-state';
export {
  catalogue,
  COLOUR_IDS,
  FINISH_IDS,
  MODEL_IDS,
  sampleCustomer,
  sampleOrderInput,
} from './fixtures';
export {
  ADMIN_MOCK_PATHS,
  ADMIN_ORDER_COUNT,
  adminMockOrders,
  adminMockPrice,
  adminMockResetRequests,
  adminMockSession,
  adminScenarios,
  catalogueMockTree,
  customerCatalogue,
  expireMockAccess,
  fixtureUuid,
  isAdminScenarioName,
  MOCK_ADMIN,
  MOCK_RESET_TOKEN,
  MOCK_RETRY_AFTER_SECONDS,
  resetAdminMockState,
  signInMockAdmin,
  signOutMockAdmin,
  type AdminMockResetOptions,
} from './admin';
