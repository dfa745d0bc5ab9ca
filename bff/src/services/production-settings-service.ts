import { parseOrThrow } from '@cutshop/domain';
import {
  productionSettingsChanges,
  productionSettingsUpdateSchema,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import type { Repositories } from '../repositories';
import type { ProductionSettingsHistoryRecord } from '../repositories/production-settings-repository';
import type { AdminIdentity } from './auth/access-tokens';
import { positiveParameter } from './catalogue-admin-service';
import { CATALOGUE_REVISION_CHECK_MS } from './catalogue-service';
import { StaleProductionSettingsError } from './errors';
import { RevisionChecked } from './revision-checked';

/** How many history rows GET /api/production-settings/history answers: by default, and at most. */
export const PRODUCTION_SETTINGS_HISTORY_LIMIT = { default: 50, max: 500 } as const;

/** The settings as this process serves them. */
interface ProductionSettingsState {
  settings: VersionedProductionSettings;
  /** The settings' version: their revision. */
  revision: number;
}

interface ProductionSettingsServiceDependencies {
  repositories: Repositories;
  /** Override of the revision check's interval (tests); the catalogue's by default. */
  revisionCheckMs?: number;
  now?: () => Date;
}

/**
 * The shop's production settings (docs/production/nesting.md, "The shop's settings"), kept like
 * the price list: read from the database and served from memory, their version checked like the
 * catalogue's revision (RevisionChecked), so a save through one process is used by every process
 * within CATALOGUE_REVISION_CHECK_MS. A save names the version it read (a stale one is refused)
 * and is written with its history row in one transaction; a save that changes nothing writes
 * nothing.
 */
export class ProductionSettingsService {
  private readonly state: RevisionChecked<ProductionSettingsState>;
  private readonly now: () => Date;

  constructor(private readonly deps: ProductionSettingsServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
    this.state = new RevisionChecked(
      {
        revision: () => this.deps.repositories.productionSettings.version(),
        load: async () => {
          const settings = await this.deps.repositories.productionSettings.load();
          return { settings, revision: settings.version };
        },
      },
      { checkEveryMs: deps.revisionCheckMs ?? CATALOGUE_REVISION_CHECK_MS },
    );
  }

  /** The settings as they apply now, with their version (GET /api/production-settings). */
  async current(): Promise<VersionedProductionSettings> {
    return (await this.state.current()).settings;
  }

  /** Makes the next read go to the database. */
  forget(): void {
    this.state.forget();
  }

  /**
   * Saves every setting (PUT /api/production-settings) if they are still at the version the
   * body names (StaleProductionSettingsError otherwise), each checked by the domain's schema
   * (ValidationError, nothing saved). Answers the settings as stored, at their new version, or
   * as they were when nothing changed.
   */
  async update(body: unknown, admin: AdminIdentity): Promise<VersionedProductionSettings> {
    const { version, ...settings } = parseOrThrow(productionSettingsUpdateSchema, body);
    const unchanged = await this.deps.repositories.transaction(
      async (tx) => {
        const stored = await tx.productionSettings.load();
        if (stored.version !== version) throw new StaleProductionSettingsError(stored.version);
        const changes = productionSettingsChanges(stored, settings);
        // As stored, not as this process last read them (another may have saved since).
        if (changes.length === 0) return stored;
        const written = await tx.productionSettings.save(version, settings, {
          by: admin.email,
          at: this.now(),
          changes,
        });
        // Someone else's save committed between the read and the write.
        if (!written) throw new StaleProductionSettingsError(await tx.productionSettings.version());
        return null;
      },
      { what: 'production settings change', idempotent: true },
    );
    return unchanged ?? (await this.state.reload()).settings;
  }

  /** The history, newest first; `?limit=` rows at most. */
  async history(query: { limit?: string }): Promise<ProductionSettingsHistoryRecord[]> {
    const limit = Math.min(
      positiveParameter(query.limit, 'limit') ?? PRODUCTION_SETTINGS_HISTORY_LIMIT.default,
      PRODUCTION_SETTINGS_HISTORY_LIMIT.max,
    );
    return this.deps.repositories.productionSettings.history(limit);
  }
}
