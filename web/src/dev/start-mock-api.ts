import { isScenarioName, scenarios } from '@cutshop/mocks';
import { worker } from '@cutshop/mocks/browser';

/**
 * Starts the MSW worker for `npm run dev:mock`: every /api call of the customer flow is answered
 * from the shared fixtures. `?mock=orders-error` (or another scenario name of @cutshop/mocks)
 * adds a failure or a slow answer; the choice is kept for the tab until `?mock=` clears it.
 */
export async function startMockApi(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('mock');
  if (requested !== null) sessionStorage.setItem('cutshop:mock-scenario', requested);
  const scenario = sessionStorage.getItem('cutshop:mock-scenario') ?? '';
  if (isScenarioName(scenario)) worker.use(...scenarios[scenario]);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
  console.info(
    `[mock] API answered by MSW${isScenarioName(scenario) ? ` with scenario "${scenario}"` : ''}`,
  );
}
