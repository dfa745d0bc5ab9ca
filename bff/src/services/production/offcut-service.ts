import {
  OFFCUT_ID_PATTERN,
  ValidationError,
  fieldError,
  offcutCorrectionSchema,
  offcutNumberOf,
  parseOrThrow,
  replanRequestSchema,
  type OffcutStock,
  offcutStockOf,
  type StockOffcutAnswer,
} from '@cutshop/domain';
import { explodeOrder, nestingSettingsOf, type FixedPlan } from '@cutshop/domain/production';
import type { Repositories } from '../../repositories';
import type { OffcutRecord } from '../../repositories/offcuts-repository';
import {
  OffcutNotFoundError,
  OrderCatalogueMissingError,
  OrderNotFoundError,
  ReplanRefusedError,
  StaleOffcutError,
  StaleOrderError,
} from '../errors';
import {
  OFFCUT_LABELS_FILE_NAME,
  OFFCUT_LABEL_LANGUAGES,
  offcutLabelsHtml,
  type OffcutLabelLanguage,
} from './offcut-labels';
import {
  StockChangedError,
  fixPlanIn,
  planWithStock,
  stockSnapshot,
  withStockRetries,
} from './offcut-stock';

/** The status whose fixed plan may be made again. */
const REPLANNED_ON = 'To Cut';

interface OffcutServiceDependencies {
  repositories: Repositories;
  now?: () => Date;
}

/** One offcut as the admin API answers it. */
function answerOf(offcut: OffcutRecord): StockOffcutAnswer {
  return {
    id: offcut.id,
    lengthMm: offcut.lengthMm,
    widthMm: offcut.widthMm,
    sourceOrderId: offcut.sourceOrderId,
    sourceOrderUuid: offcut.sourceOrderUuid,
    createdAt: offcut.createdAt,
    version: offcut.version,
  };
}

function inStock(offcut: OffcutRecord): boolean {
  return offcut.takenBy === null && offcut.removedAt === null;
}

/** The `version` query parameter of a removal: a whole number, 0 or more. */
function versionParameter(value: string | undefined): number {
  if (value === undefined || !/^\d{1,15}$/.test(value)) {
    throw new ValidationError([
      fieldError('version', 'invalidInput', 'version must be the version of the offcut you read'),
    ]);
  }
  return Number(value);
}

/**
 * The shop's offcut stock for admins (docs/decisions/0012-offcut-stock.md): the list per
 * material, corrections and removals (each naming the version it read, each one conditional
 * UPDATE), the labels page, and an order's replan at To Cut.
 */
export class OffcutService {
  private readonly now: () => Date;

  constructor(private readonly deps: OffcutServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** GET /api/offcuts: the offcuts in stock per material (by stock key), largest first. */
  async list(): Promise<OffcutStock> {
    const offcuts = await this.deps.repositories.offcuts.inStock();
    return offcutStockOf(
      offcuts.map((offcut) => ({
        stockKey: offcut.stockKey,
        code: offcut.code,
        name: offcut.name,
        thicknessMm: offcut.thicknessMm,
        offcut: answerOf(offcut),
      })),
    );
  }

  /**
   * PUT /api/offcuts/:id: the measured sides of an offcut in stock, read at `version`
   * (StaleOffcutError when it changed or left the stock). A side may only shrink or stay: wood
   * does not grow (ValidationError naming the side, nothing written).
   */
  async correct(id: string, body: unknown): Promise<StockOffcutAnswer> {
    const correction = parseOrThrow(offcutCorrectionSchema, body);
    const current = await this.existing(id);
    if (current.version !== correction.version || !inStock(current)) {
      throw new StaleOffcutError(id, { version: current.version, inStock: inStock(current) });
    }
    const grown = (['lengthMm', 'widthMm'] as const).filter(
      (side) => correction[side] > current[side],
    );
    if (grown.length > 0) {
      throw new ValidationError(
        grown.map((side) =>
          fieldError(
            side,
            'outOfParameters',
            `At most ${current[side]} mm: a correction cannot make an offcut larger`,
          ),
        ),
      );
    }
    const sides = { lengthMm: correction.lengthMm, widthMm: correction.widthMm };
    const written = await this.deps.repositories.offcuts.correct(
      current.number,
      correction.version,
      sides,
    );
    if (!written) throw await this.staleError(id, current.number);
    return answerOf({ ...current, ...sides, version: correction.version + 1 });
  }

  /** DELETE /api/offcuts/:id?version=N: removes an offcut in stock read at `version`. */
  async remove(id: string, version: string | undefined): Promise<void> {
    const expected = versionParameter(version);
    const current = await this.existing(id);
    const removed = await this.deps.repositories.offcuts.remove(
      current.number,
      expected,
      this.now(),
    );
    if (!removed) throw await this.staleError(id, current.number);
  }

  /**
   * GET /api/offcuts/labels.html: the labels of the offcuts `ids` names (comma-separated, e.g.
   * `OC-1,OC-2`, in that order; a removed or taken one prints too, to label it again), or of
   * every offcut in stock when it names none; in `lang` (`en` by default, or `es`).
   */
  async labelsPage(
    ids: string | undefined,
    lang: string | undefined,
  ): Promise<{ fileName: string; content: string }> {
    const language = languageOf(lang);
    const named = (ids ?? '').split(',').filter((id) => id !== '');
    const bad = named.filter((id) => !OFFCUT_ID_PATTERN.test(id));
    if (bad.length > 0) {
      throw new ValidationError([
        fieldError('ids', 'invalidFormat', `Not offcut ids (OC-<number>): ${bad.join(', ')}`),
      ]);
    }
    const offcuts =
      named.length === 0
        ? await this.deps.repositories.offcuts.inStock()
        : await Promise.all(named.map((id) => this.existing(id)));
    return { fileName: OFFCUT_LABELS_FILE_NAME, content: offcutLabelsHtml(offcuts, language) };
  }

  /**
   * POST /api/orders/:uuid/cutting-plan/replan: for an order at To Cut whose version is the one
   * the body names, gives back to the stock the offcuts its fixed plan took, withdraws the
   * offcuts it left that are still in stock, and fixes a new plan with the stock as it is then
   * (its own offcuts given back included), all in one transaction; made again when the stock
   * changed meanwhile, like a fix at To Cut. Refused (409) when the order is not at To Cut or
   * another fixed plan uses an offcut this one left. Answers the new fixed plan.
   */
  async replan(uuid: string, body: unknown): Promise<FixedPlan> {
    const { version } = parseOrThrow(replanRequestSchema, body);
    const { repositories } = this.deps;
    const catalogue = await repositories.orderCatalogues.find(uuid);
    return withStockRetries(async (withStock) => {
      const [order, settings, previous, taken, left, stocked] = await Promise.all([
        repositories.orders.findByUuid(uuid),
        repositories.orderProductionSettings.find(uuid),
        repositories.orderCuttingPlans.find(uuid),
        repositories.offcuts.takenBy(uuid),
        repositories.offcuts.leftBy(uuid),
        repositories.offcuts.inStock(),
      ]);
      if (order === undefined) throw new OrderNotFoundError(uuid);
      if (order.version !== version) throw new StaleOrderError(uuid, order);
      if (order.status !== REPLANNED_ON) {
        throw new ReplanRefusedError(uuid, `it is ${order.status}, not ${REPLANNED_ON}`);
      }
      if (catalogue === undefined) throw new OrderCatalogueMissingError(uuid);
      const inUse = left.filter((offcut) => offcut.takenBy !== null);
      if (inUse.length > 0) {
        throw new ReplanRefusedError(
          uuid,
          `other orders' fixed plans use offcuts it leaves (${inUse.map((o) => o.id).join(', ')})`,
          { offcuts: inUse.map((offcut) => offcut.id) },
        );
      }
      const withdrawn = left.filter(inStock);
      const withdrawnIds = new Set(withdrawn.map((offcut) => offcut.id));
      // Given back first, so at one version more than read (giveBack counts one change).
      const returned = taken.map((offcut) => ({ ...offcut, version: offcut.version + 1 }));
      const stock = stockSnapshot(
        [...stocked.filter((offcut) => !withdrawnIds.has(offcut.id)), ...returned].sort(
          (a, b) => b.lengthMm * b.widthMm - a.lengthMm * a.widthMm || a.number - b.number,
        ),
      );
      const nesting = settings === undefined ? {} : nestingSettingsOf(settings);
      const exploded = explodeOrder(order, catalogue, settings);
      const plan = planWithStock(order, exploded, nesting, withStock ? stock : null);
      const at = this.now();
      return repositories.transaction(
        async (tx) => {
          const current = await tx.orders.findByUuid(uuid);
          if (current?.version !== version || current.status !== REPLANNED_ON) {
            throw new StaleOrderError(uuid, current);
          }
          for (const offcut of taken) {
            if (!(await tx.offcuts.giveBack(offcut.number, offcut.version, uuid))) {
              throw new StockChangedError(offcut.id);
            }
          }
          for (const offcut of withdrawn) {
            if (!(await tx.offcuts.remove(offcut.number, offcut.version, at))) {
              throw new StockChangedError(offcut.id);
            }
          }
          const fixed = await fixPlanIn(tx, uuid, plan, stock, {
            fixedAt: at.toISOString(),
            minOffcutSideMm: nesting.minOffcutSideMm,
            replacing: previous?.fixedAt,
          });
          // Another replan of the order committed since `previous` was read.
          if (fixed === null) throw new StaleOrderError(uuid);
          return fixed;
        },
        { what: 'order replan', idempotent: true },
      );
    });
  }

  /** The offcut `id` names, in stock or not; OffcutNotFoundError when there is none. */
  private async existing(id: string): Promise<OffcutRecord> {
    const number = offcutNumberOf(id);
    const offcut = number === null ? undefined : await this.deps.repositories.offcuts.find(number);
    if (offcut === undefined) throw new OffcutNotFoundError(id);
    return offcut;
  }

  /** The error of a conditional change that matched nothing: how the offcut is now. */
  private async staleError(id: string, number: number): Promise<StaleOffcutError> {
    const now = await this.deps.repositories.offcuts.find(number);
    return new StaleOffcutError(
      id,
      now === undefined ? undefined : { version: now.version, inStock: inStock(now) },
    );
  }
}

/** The `lang` query parameter: `en` when absent; anything but `en` or `es` is a 400. */
function languageOf(lang: string | undefined): OffcutLabelLanguage {
  if (lang === undefined) return 'en';
  const language = OFFCUT_LABEL_LANGUAGES.find((candidate) => candidate === lang);
  if (language === undefined) {
    throw new ValidationError([
      fieldError(
        'lang',
        'invalidInput',
        `lang must be one of: ${OFFCUT_LABEL_LANGUAGES.join(', ')}`,
      ),
    ]);
  }
  return language;
}
