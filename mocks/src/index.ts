export {
  handlers,
  isScenarioName,
  MOCK_PATHS,
  receivedOrderRequests,
  resetMockState,
  scenarios,
  SLOW_ANSWER_MS,
  storedOrders,
  type ScenarioName,
} from './handlers';
export {
  catalogue,
  COLOUR_IDS,
  FINISH_IDS,
  MODEL_IDS,
  sampleCustomer,
  sampleOrderInput,
  storedOrderFrom,
} from './fixtures';
