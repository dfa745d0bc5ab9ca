import { productionSettingsUpdateSchema, wizardSettingsOf } from '@cutshop/domain/production';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { answers, limitedHistory, readBody } from './admin/answers';
import { MOCK_ADMIN } from './admin/fixtures';
import { signedIn } from './admin/order-access';
import {
  mockProductionSettings,
  mockProductionSettingsHistory,
  saveMockProductionSettings,
} from './production-settings-state';

/**
 * The shop's production settings in the mock API (docs/production/nesting.md, "The shop's
 * settings"), as the server answers them: every call needs the admin session; PUT checks the
 * body with the domain's `productionSettingsUpdateSchema` (400 with field errors), refuses a
 * stale version (409 `stale_production_settings`) and records the save in the history. What the
 * construction check reads of the parts settings (legs, front gap and reveal) and the plinths'
 * source are public, for the customers' wizard (GET /api/production-settings/legs, cached a
 * minute). The mock's intake checks and keeps an order with them (handlers.ts).
 */

const PATHS = {
  settings: '*/api/production-settings',
  history: '*/api/production-settings/history',
  legs: '*/api/production-settings/legs',
} as const;

const legs = http.get(PATHS.legs, () =>
  HttpResponse.json(wizardSettingsOf(mockProductionSettings()), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  }),
);

const getSettings = http.get(PATHS.settings, () => {
  if (!signedIn()) return answers.unauthorized();
  return HttpResponse.json(mockProductionSettings());
});

const putSettings = http.put(PATHS.settings, async ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  const read = await readBody(request, productionSettingsUpdateSchema);
  if ('refusal' in read) return read.refusal;
  const { version, ...settings } = read.data;
  const current = mockProductionSettings().version;
  if (version !== current) {
    return HttpResponse.json(
      {
        error: {
          code: 'stale_production_settings',
          message:
            `The production settings were changed by someone else since you read them` +
            ` (they are now version ${current}): reload them and try again`,
        },
      },
      { status: 409 },
    );
  }
  return HttpResponse.json(saveMockProductionSettings(settings, MOCK_ADMIN.email));
});

const history = http.get(PATHS.history, ({ request }) => {
  if (!signedIn()) return answers.unauthorized();
  return limitedHistory(request, mockProductionSettingsHistory);
});

/** The back office's production settings calls (the history first: its path is longer). */
export const productionSettingsHandlers: HttpHandler[] = [history, legs, getSettings, putSettings];
