import { offcutNumberOf, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import {
  NESTING_RULES,
  cuttingPlan,
  offcutsLeftBy,
  usedStockOffcuts,
  type CuttingPlan,
  type ExplodedOrder,
  type FixedPlan,
  type NestingSettings,
  type StockOffcut,
} from '@cutshop/domain/production';
import { TRANSACTION_RETRY } from '../../db/retried-transaction';
import type { RepositorySet } from '../../repositories';
import type { OffcutRecord } from '../../repositories/offcuts-repository';
import { OffcutStockBusyError } from '../errors';

/*
 * Planning with the shop's offcut stock and fixing a plan at To Cut
 * (docs/decisions/0012-offcut-stock.md). A plan is made outside any transaction, from the stock
 * as it was read; fixing it takes each stock offcut it uses with a conditional UPDATE that names
 * the version it was read at. When one is gone (another process fixed a plan that took it, an
 * admin corrected or removed it), the fix's transaction rolls back and the whole fix runs again
 * with the stock read afresh, after a short random pause, FIX_ATTEMPTS times at most; then once
 * more without stock (new sheets only), which takes no offcut and so cannot lose to another fix.
 */

/** How many fixes with stock are made when the stock keeps changing under them. */
export const FIX_ATTEMPTS = 5;

/** The statuses whose plan is a preview made with the stock as it is now. */
const PREVIEW_STATUSES: readonly OrderStatus[] = ['Pending', 'Approved'];

/** Whether an order in `status` is planned with the current stock (its plan is not fixed yet). */
export function previewsWithStock(status: OrderStatus): boolean {
  return PREVIEW_STATUSES.includes(status);
}

/** The stock as one plan reads it: each stock key's offcuts, and each offcut's version. */
export interface StockSnapshot {
  /** For cuttingPlan's `stock` option. */
  lookup(stockKey: string): readonly StockOffcut[];
  /** The version each offcut (by id) was read at: a fix takes it only if it still is. */
  versions: ReadonlyMap<string, number>;
  /** Names this stock (ids and versions): a preview made with it is the same plan. */
  identity: string;
}

/** A snapshot of `records` (offcuts in stock, largest first). */
export function stockSnapshot(records: readonly OffcutRecord[]): StockSnapshot {
  const byKey = new Map<string, StockOffcut[]>();
  const versions = new Map<string, number>();
  for (const record of records) {
    const list = byKey.get(record.stockKey) ?? [];
    list.push({
      id: record.id,
      lengthMm: record.lengthMm,
      widthMm: record.widthMm,
      sourceOrderId: record.sourceOrderId,
    });
    byKey.set(record.stockKey, list);
    versions.set(record.id, record.version);
  }
  return {
    lookup: (stockKey) => byKey.get(stockKey) ?? [],
    versions,
    identity: records.map((record) => `${record.id}.${record.version}`).join(','),
  };
}

/** The order's plan with its saw settings, laying parts on `stock`'s offcuts when given. */
export function planWithStock(
  order: StoredOrder,
  exploded: ExplodedOrder,
  nesting: Partial<NestingSettings>,
  stock: StockSnapshot | null,
): CuttingPlan {
  return stock === null
    ? cuttingPlan(exploded, order.uuid, nesting)
    : cuttingPlan(exploded, order.uuid, nesting, { stock: stock.lookup });
}

/** An offcut a fix counts on changed since it was read: the fix is made again. */
export class StockChangedError extends Error {
  constructor(id: string) {
    super(`Offcut ${id} changed while a plan counting on it was being fixed`);
    this.name = 'StockChangedError';
  }
}

/**
 * Runs `fix` (one whole fix: read the stock, plan, then a transaction that takes the offcuts)
 * again while the stock changed under it: FIX_ATTEMPTS times with stock (`withStock` true), each
 * after a random pause of up to twice the last (TRANSACTION_RETRY's delays), so fixes that lost
 * together do not meet again; then once without (a plan on new sheets only). When even that
 * one fails (an offcut it gives back or withdraws changed), OffcutStockBusyError.
 */
export async function withStockRetries<T>(fix: (withStock: boolean) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const withStock = attempt <= FIX_ATTEMPTS;
    try {
      return await fix(withStock);
    } catch (error) {
      if (!(error instanceof StockChangedError)) throw error;
      if (!withStock) throw new OffcutStockBusyError();
      const longest = Math.min(
        TRANSACTION_RETRY.firstDelayMs * 2 ** (attempt - 1),
        TRANSACTION_RETRY.longestDelayMs,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.random() * longest));
    }
  }
}

/**
 * In the caller's transaction `tx`: takes every stock offcut `plan` uses for `orderUuid` (each
 * still in stock at the version `stock` read; otherwise throws so withStockRetries makes the fix
 * again), stores the plan as fixed at `fixedAt` (for a replan, replacing the one fixed at
 * `replacing`, if it still is the order's plan), and adds the plan's reusable
 * offcuts, both sides at least `minOffcutSideMm` (the order's own setting, NESTING_RULES' by
 * default), to the stock. Answers the fixed plan, or null when `replacing` was no longer it.
 */
export async function fixPlanIn(
  tx: RepositorySet,
  orderUuid: string,
  plan: CuttingPlan,
  stock: StockSnapshot,
  fixing: { fixedAt: string; minOffcutSideMm?: number; replacing?: string },
): Promise<FixedPlan | null> {
  // In the order of their numbers, as every fix takes them: two fixes wanting the same offcuts
  // wait for each other instead of deadlocking.
  const used = usedStockOffcuts(plan)
    .map((id) => ({ id, number: offcutNumberOf(id), version: stock.versions.get(id) }))
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  for (const { id, number, version } of used) {
    if (number === null || version === undefined) throw new StockChangedError(id);
    if (!(await tx.offcuts.take(number, version, orderUuid))) throw new StockChangedError(id);
  }
  const fixed: FixedPlan = { ...plan, fixedAt: fixing.fixedAt };
  if (fixing.replacing === undefined) {
    await tx.orderCuttingPlans.insert(orderUuid, fixed);
  } else if (!(await tx.orderCuttingPlans.replace(orderUuid, fixing.replacing, fixed))) {
    return null;
  }
  const left = offcutsLeftBy(plan, fixing.minOffcutSideMm ?? NESTING_RULES.minOffcutSideMm);
  await tx.offcuts.insert(
    left.map((offcut) => ({
      stockKey: offcut.stockKey,
      code: offcut.code,
      name: offcut.name,
      thicknessMm: offcut.thicknessMm,
      lengthMm: offcut.lengthMm,
      widthMm: offcut.widthMm,
      sourceOrderUuid: orderUuid,
      sourceSheetIndex: offcut.sheetIndex,
    })),
    new Date(fixing.fixedAt),
  );
  return fixed;
}
