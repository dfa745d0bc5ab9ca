import { wizardSettingsSchema, type WizardSettings } from '@cutshop/domain/production';
import { CATALOGUE_MAX_AGE_MS } from './get-categories';
import { revalidatingRead, type RevalidatingReadOptions } from './revalidating-read';

// The shop's wizard settings are read like the price list, checked with the server again at the
// catalogue's age (docs/architecture.md, "A customer order, walked through", step 3).
const wizardSettings = revalidatingRead(
  '/production-settings/legs',
  (json) => wizardSettingsSchema.parse(json),
  CATALOGUE_MAX_AGE_MS,
);

/**
 * GET /api/production-settings/legs: what intake's construction check reads of the shop's parts
 * settings, the leg height of its units on legs and whether a customer's height includes the
 * legs (the box), and its front gap and reveal (the front area); and where its plinths come
 * from, which the hardware list follows (a bought profile's toe kick length).
 */
export function getLegSettings(options: RevalidatingReadOptions = {}): Promise<WizardSettings> {
  return wizardSettings.get(options);
}

/** Forgets the settings read so far, so the next call asks the server (tests). */
export function forgetLegSettings(): void {
  wizardSettings.forget();
}
