import { http, HttpResponse, type HttpHandler } from 'msw';
import { answers } from './answers';
import { ADMIN_MOCK_PATHS } from './paths';
import { emptyOffcutStock } from './offcut-state';
import { adminState, expireMockAccess, signOutMockAdmin } from './state';

/**
 * Every GET of the admin order endpoints (list, summary, one order, history, the order's
 * catalogue, the production outputs: hardware, cut list, cutting plan, labels, production
 * file, export, and the quote).
 */
const ADMIN_ORDER_GETS = [
  ADMIN_MOCK_PATHS.list,
  ADMIN_MOCK_PATHS.summary,
  ADMIN_MOCK_PATHS.order,
  ADMIN_MOCK_PATHS.history,
  ADMIN_MOCK_PATHS.catalogue,
  ADMIN_MOCK_PATHS.hardware,
  ADMIN_MOCK_PATHS.cutList,
  ADMIN_MOCK_PATHS.cuttingPlan,
  ADMIN_MOCK_PATHS.labels,
  ADMIN_MOCK_PATHS.productionFile,
  ADMIN_MOCK_PATHS.export,
  ADMIN_MOCK_PATHS.quote,
];

/**
 * The first admin order call of a session finds the access token run out: 401, as the server
 * answers it; after a refresh the calls reach the normal handlers. Kept in the mock state, not
 * as a one-time handler, so the scenario works again in every test and after every sign-in.
 */
const accessRunsOutOnce = http.get('*/api/orders/*', () => {
  const { session } = adminState();
  if (!session.signedIn || session.ranOut) return undefined;
  expireMockAccess();
  return answers.unauthorized();
});

/**
 * Back-office variants to put in front of the handlers (`server.use(...)`, `worker.use(...)`),
 * named apart from the customer flow's scenarios so both sets can be offered side by side.
 */
export const adminScenarios = {
  /** The order list answers 500 with the server's error body. */
  'admin-list-error': [http.get(ADMIN_MOCK_PATHS.list, () => answers.internalError())],
  /** Every admin order read fails before an answer arrives (no network, server down). */
  'admin-network-error': ADMIN_ORDER_GETS.map((path) => http.get(path, () => HttpResponse.error())),
  /** The access token runs out: one 401, then GET /api/users/refresh-tokens brings it back. */
  'admin-session-expired': [accessRunsOutOnce],
  /** The access token runs out and the refresh is refused: the admin must sign in again. */
  'admin-refresh-fails': [
    accessRunsOutOnce,
    http.get(ADMIN_MOCK_PATHS.refresh, () => {
      signOutMockAdmin();
      return answers.sessionExpired();
    }),
  ],
  /**
   * The hardware summary answers 500: the detail only logs it and leaves the section out
   * (docs/product.md §8); everything else answers as usual.
   */
  'admin-hardware-error': [http.get(ADMIN_MOCK_PATHS.hardware, () => answers.internalError())],
  /** No offcut in stock: the stock is emptied when first read, then answers as usual. */
  'admin-offcuts-empty': [
    http.get(ADMIN_MOCK_PATHS.offcuts, () => {
      emptyOffcutStock();
      return undefined;
    }),
  ],
  /** Sign-in is over its limit: 429 with Retry-After. */
  'admin-login-rate-limited': [http.post(ADMIN_MOCK_PATHS.login, () => answers.tooManyAttempts())],
} satisfies Record<string, HttpHandler[]>;

export type AdminScenarioName = keyof typeof adminScenarios;

export function isAdminScenarioName(name: string): name is AdminScenarioName {
  return Object.hasOwn(adminScenarios, name);
}
