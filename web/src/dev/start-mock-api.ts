import { adminScenarios, isAdminScenarioName, isScenarioName, scenarios } from '@cutshop/mocks';
import { worker } from '@cutshop/mocks/browser';

/** The handlers a `?mock=` scenario name adds: a customer-flow or an admin scenario. */
function scenarioHandlers(name: string) {
  if (isScenarioName(name)) return scenarios[name];
  if (isAdminScenarioName(name)) return adminScenarios[name];
  return null;
}

/**
 * Starts the MSW worker for `npm run dev:mock`: every /api call of the customer flow and of the
 * admin area is answered from the shared fixtures. `?mock=orders-error` (or another scenario
 * name of @cutshop/mocks, admin ones included) adds a failure or a slow answer; the choice is
 * kept for the tab until `?mock=` clears it.
 */
export async function startMockApi(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('mock');
  if (requested !== null) sessionStorage.setItem('cutshop:mock-scenario', requested);
  const scenario = sessionStorage.getItem('cutshop:mock-scenario') ?? '';
  const handlers = scenarioHandlers(scenario);
  if (handlers) worker.use(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
  console.info(`[mock] API answered by MSW${handlers ? ` with scenario "${scenario}"` : ''}`);
}
