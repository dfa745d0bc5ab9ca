import type { Knex } from 'knex';
import { offcutIdOf, shortOrderId } from '@cutshop/domain';
import type { CuttingPlan } from '@cutshop/domain/production';
import { isoFromDb, parseJsonColumn, toDbTimestamp, toJsonColumn } from '../db/columns';

/*
 * The shop's offcut stock and the plans fixed at To Cut (docs/decisions/0012-offcut-stock.md;
 * tables of migration 20261127100000). An offcut is in stock while no fixed plan took it and
 * nobody removed it; every change of it is one conditional UPDATE naming what it expects (in
 * stock, and for an admin's change its version), so two server processes never both take or
 * change the same offcut: the second one's UPDATE matches no row.
 */

/** One offcut row as the services read it. */
export interface OffcutRecord {
  /** The row's number: the label prints `OC-<number>`. */
  number: number;
  /** `OC-<number>`. */
  id: string;
  stockKey: string;
  code: string;
  name: string;
  thicknessMm: number;
  lengthMm: number;
  widthMm: number;
  sourceOrderUuid: string;
  /** The short id of the source order, as labels and plans print it. */
  sourceOrderId: string;
  sourceSheetIndex: number;
  /** ISO 8601 with milliseconds. */
  createdAt: string;
  /** The order whose fixed plan lays parts on it; null while in stock. */
  takenBy: string | null;
  /** When it was removed from stock; null while in stock. */
  removedAt: string | null;
  version: number;
}

/** An offcut a fixed plan leaves, as it enters the stock. */
export type NewOffcut = Pick<
  OffcutRecord,
  | 'stockKey'
  | 'code'
  | 'name'
  | 'thicknessMm'
  | 'lengthMm'
  | 'widthMm'
  | 'sourceOrderUuid'
  | 'sourceSheetIndex'
>;

export interface OffcutsRepository {
  /** Every offcut in stock, largest area first (then oldest first). */
  inStock(): Promise<OffcutRecord[]>;
  /** One offcut by its number, in stock or not; undefined when there is none. */
  find(number: number): Promise<OffcutRecord | undefined>;
  /** The offcuts `orderUuid`'s fixed plan took. */
  takenBy(orderUuid: string): Promise<OffcutRecord[]>;
  /** The offcuts `orderUuid`'s fixed plan left, whatever became of them. */
  leftBy(orderUuid: string): Promise<OffcutRecord[]>;
  /** Adds offcuts to the stock, created at `at`. */
  insert(offcuts: readonly NewOffcut[], at: Date): Promise<void>;
  /**
   * Takes offcut `number` for `orderUuid`'s plan if it is still in stock at `version`; false,
   * and nothing written, otherwise.
   */
  take(number: number, version: number, orderUuid: string): Promise<boolean>;
  /**
   * Puts offcut `number` back in stock if `orderUuid`'s plan took it and it is at `version`
   * (its version grows by one); false, and nothing written, otherwise.
   */
  giveBack(number: number, version: number, orderUuid: string): Promise<boolean>;
  /** Sets the sides of an offcut still in stock at `version`; false when it is not. */
  correct(
    number: number,
    version: number,
    sides: { lengthMm: number; widthMm: number },
  ): Promise<boolean>;
  /** Removes an offcut still in stock at `version`, at `at`; false when it is not. */
  remove(number: number, version: number, at: Date): Promise<boolean>;
}

/** The plans fixed when their orders moved to To Cut. */
export interface OrderCuttingPlansRepository {
  /** The order's fixed plan (with its `fixedAt`); undefined when it has none. */
  find(orderUuid: string): Promise<CuttingPlan | undefined>;
  /** Stores the order's first fixed plan. */
  insert(orderUuid: string, plan: CuttingPlan & { fixedAt: string }): Promise<void>;
  /**
   * Replaces the order's fixed plan if it is still the one fixed at `previousFixedAt`; false,
   * and nothing written, otherwise (someone made it again meanwhile).
   */
  replace(
    orderUuid: string,
    previousFixedAt: string,
    plan: CuttingPlan & { fixedAt: string },
  ): Promise<boolean>;
}

interface OffcutRow {
  id: unknown;
  stock_key: string;
  material_code: string;
  material_name: string;
  thickness_mm: unknown;
  length_mm: unknown;
  width_mm: unknown;
  source_order_uuid: string;
  source_sheet_index: unknown;
  created_at: unknown;
  taken_by: string | null;
  removed_at: unknown;
  version: unknown;
}

const OFFCUTS = 'offcuts';
const PLANS = 'order_cutting_plans';

function offcutFromRow(row: OffcutRow): OffcutRecord {
  const number = Number(row.id);
  return {
    number,
    id: offcutIdOf(number),
    stockKey: row.stock_key,
    code: row.material_code,
    name: row.material_name,
    thicknessMm: Number(row.thickness_mm),
    lengthMm: Number(row.length_mm),
    widthMm: Number(row.width_mm),
    sourceOrderUuid: row.source_order_uuid,
    sourceOrderId: shortOrderId(row.source_order_uuid),
    sourceSheetIndex: Number(row.source_sheet_index),
    createdAt: isoFromDb(row.created_at),
    takenBy: row.taken_by,
    removedAt: row.removed_at === null ? null : isoFromDb(row.removed_at),
    version: Number(row.version),
  };
}

/** Largest area first, then the oldest (lowest number). */
function largestFirst(a: OffcutRecord, b: OffcutRecord): number {
  return b.lengthMm * b.widthMm - a.lengthMm * a.widthMm || a.number - b.number;
}

export function createOffcutsRepository(db: Knex): OffcutsRepository {
  /** The offcut `number` while it is in stock at `version`. */
  const inStockAt = (number: number, version: number) =>
    db(OFFCUTS).where({ id: number, version }).whereNull('taken_by').whereNull('removed_at');

  return {
    async inStock() {
      const rows = await db<OffcutRow>(OFFCUTS)
        .select('*')
        .whereNull('taken_by')
        .whereNull('removed_at');
      return rows.map(offcutFromRow).sort(largestFirst);
    },
    async find(number) {
      const row = await db<OffcutRow>(OFFCUTS).select('*').where({ id: number }).first();
      return row === undefined ? undefined : offcutFromRow(row);
    },
    async takenBy(orderUuid) {
      const rows = await db<OffcutRow>(OFFCUTS).select('*').where({ taken_by: orderUuid });
      return rows.map(offcutFromRow).sort(largestFirst);
    },
    async leftBy(orderUuid) {
      const rows = await db<OffcutRow>(OFFCUTS)
        .select('*')
        .where({ source_order_uuid: orderUuid })
        .orderBy('id');
      return rows.map(offcutFromRow);
    },
    async insert(offcuts, at) {
      if (offcuts.length === 0) return;
      await db(OFFCUTS).insert(
        offcuts.map((offcut) => ({
          stock_key: offcut.stockKey,
          material_code: offcut.code,
          material_name: offcut.name,
          thickness_mm: offcut.thicknessMm,
          length_mm: offcut.lengthMm,
          width_mm: offcut.widthMm,
          source_order_uuid: offcut.sourceOrderUuid,
          source_sheet_index: offcut.sourceSheetIndex,
          created_at: toDbTimestamp(at),
          version: 0,
        })),
      );
    },
    async take(number, version, orderUuid) {
      const changed = await inStockAt(number, version).update({
        taken_by: orderUuid,
        version: version + 1,
      });
      return changed === 1;
    },
    async giveBack(number, version, orderUuid) {
      const changed = await db(OFFCUTS)
        .where({ id: number, version, taken_by: orderUuid })
        .update({ taken_by: null, version: version + 1 });
      return changed === 1;
    },
    async correct(number, version, { lengthMm, widthMm }) {
      const changed = await inStockAt(number, version).update({
        length_mm: lengthMm,
        width_mm: widthMm,
        version: version + 1,
      });
      return changed === 1;
    },
    async remove(number, version, at) {
      const changed = await inStockAt(number, version).update({
        removed_at: toDbTimestamp(at),
        version: version + 1,
      });
      return changed === 1;
    },
  };
}

interface PlanRow {
  order_uuid: string;
  plan: unknown;
  fixed_at: unknown;
}

export function createOrderCuttingPlansRepository(db: Knex): OrderCuttingPlansRepository {
  return {
    async find(orderUuid) {
      const row = await db<PlanRow>(PLANS)
        .select('plan', 'fixed_at')
        .where({ order_uuid: orderUuid })
        .first();
      if (row === undefined) return undefined;
      // Written by this repository from a plan the domain made: read back as it was written.
      return parseJsonColumn(row.plan) as CuttingPlan;
    },
    async insert(orderUuid, plan) {
      await db(PLANS).insert({
        order_uuid: orderUuid,
        plan: toJsonColumn(plan),
        fixed_at: toDbTimestamp(new Date(plan.fixedAt)),
      });
    },
    async replace(orderUuid, previousFixedAt, plan) {
      const changed = await db(PLANS)
        .where({ order_uuid: orderUuid, fixed_at: toDbTimestamp(new Date(previousFixedAt)) })
        .update({ plan: toJsonColumn(plan), fixed_at: toDbTimestamp(new Date(plan.fixedAt)) });
      return changed === 1;
    },
  };
}
