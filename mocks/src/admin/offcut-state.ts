import {
  offcutIdOf,
  offcutNumberOf,
  offcutStockOf,
  shortOrderId,
  type OffcutStock,
  type StockOffcutAnswer,
  type StoredOrder,
} from '@cutshop/domain';
import {
  NESTING_RULES,
  cuttingPlan,
  offcutsLeftBy,
  stockKeyOf,
  usedStockOffcuts,
  type CuttingPlan,
  type ExplodedOrder,
  type FixedPlan,
  type StockOffcut,
} from '@cutshop/domain/production';

/*
 * The shop's offcut stock as the mock API holds it (docs/production/nesting.md, "Offcuts from
 * stock"), kept like the server keeps it: each offcut with its number (`OC-<n>`), its material,
 * its sides, the order whose fixed plan left it, when, and its version (0 as it enters the stock,
 * one more with each change: taken, given back, corrected, removed); taken by a fixed plan or
 * removed, it leaves the stock. An order's plan is fixed when it moves to To Cut (taking the stock
 * offcuts it uses and adding those it leaves) and made again on a replan, which first gives back
 * what it took. `resetOffcutMockState` starts it again from the seed.
 */

/** One offcut row, in stock or not. */
export interface MockOffcut {
  number: number;
  stockKey: string;
  code: string;
  name: string;
  thicknessMm: number;
  lengthMm: number;
  widthMm: number;
  sourceOrderUuid: string;
  createdAt: string;
  version: number;
  /** The order whose fixed plan took it; null while free. */
  takenBy: string | null;
  /** When it was removed from the stock; null while not. */
  removedAt: string | null;
}

interface State {
  offcuts: MockOffcut[];
  fixed: Map<string, FixedPlan>;
}

/** The material every offcut of the seed is of: the fixture orders' carcass (Arctic White). */
const SEED_MATERIAL = { code: 'COL-1', name: 'Arctic White', thicknessMm: 18 } as const;

/**
 * The seed: reusable offcuts the fixture orders' plans leave (each of them the sample order: its
 * Arctic White sheet leaves 1026 x 1482, 559 x 290, 559 x 178 and 492 x 146 mm, at least 100 mm a
 * side), as [fixture order, length, width]; each entered the stock when its order moved to To
 * Cut. Orders 3 and 8 are at To Deliver.
 */
export const OFFCUT_SEED: readonly { order: number; lengthMm: number; widthMm: number }[] = [
  { order: 3, lengthMm: 1026, widthMm: 1482 },
  { order: 8, lengthMm: 1026, widthMm: 1482 },
  { order: 3, lengthMm: 559, widthMm: 290 },
  { order: 8, lengthMm: 492, widthMm: 146 },
];

let state: State = { offcuts: [], fixed: new Map() };

/**
 * Back to the seed: OFFCUT_SEED's offcuts, each created when its order moved to To Cut
 * (`toCutAt`, from the fixture's history), or an empty stock.
 */
export function resetOffcutMockState(
  orderUuid: (index: number) => string,
  toCutAt: (uuid: string) => string,
  seed: 'default' | 'empty' = 'default',
): void {
  const offcuts = (seed === 'empty' ? [] : OFFCUT_SEED).map((entry, index) => {
    const sourceOrderUuid = orderUuid(entry.order);
    return {
      number: index + 1,
      stockKey: stockKeyOf(SEED_MATERIAL) ?? SEED_MATERIAL.code,
      ...SEED_MATERIAL,
      lengthMm: entry.lengthMm,
      widthMm: entry.widthMm,
      sourceOrderUuid,
      createdAt: toCutAt(sourceOrderUuid),
      version: 0,
      takenBy: null,
      removedAt: null,
    };
  });
  state = { offcuts, fixed: new Map() };
}

/** Empties the stock (the `admin-offcuts-empty` scenario). */
export function emptyOffcutStock(): void {
  state.offcuts = [];
}

/** Neither taken by a fixed plan nor removed. */
export const isInStock = (offcut: MockOffcut) =>
  offcut.takenBy === null && offcut.removedAt === null;
const inStock = isInStock;

/** Largest area first, then the oldest (lowest number), as the server lists them. */
function largestFirst(a: MockOffcut, b: MockOffcut): number {
  return b.lengthMm * b.widthMm - a.lengthMm * a.widthMm || a.number - b.number;
}

/** One offcut as the answers give it. */
function answerOf(offcut: MockOffcut): StockOffcutAnswer {
  return {
    id: offcutIdOf(offcut.number),
    lengthMm: offcut.lengthMm,
    widthMm: offcut.widthMm,
    sourceOrderId: shortOrderId(offcut.sourceOrderUuid),
    sourceOrderUuid: offcut.sourceOrderUuid,
    createdAt: offcut.createdAt,
    version: offcut.version,
  };
}

/** GET /api/offcuts: the offcuts in stock per material (by stock key), largest first. */
export function mockOffcutStock(): OffcutStock {
  return offcutStockOf(
    state.offcuts
      .filter(inStock)
      .sort(largestFirst)
      .map((offcut) => ({
        stockKey: offcut.stockKey,
        code: offcut.code,
        name: offcut.name,
        thicknessMm: offcut.thicknessMm,
        offcut: answerOf(offcut),
      })),
  );
}

/** The offcut an id names, in stock or not; undefined when there is none. */
export function mockOffcutOf(id: string): MockOffcut | undefined {
  const number = offcutNumberOf(id);
  return number === null ? undefined : state.offcuts.find((offcut) => offcut.number === number);
}

/** An offcut (that exists) as its label prints it: the answer's fields, its code and name. */
export function labelledOffcut(id: string): StockOffcutAnswer & { code: string; name: string } {
  const offcut = mockOffcutOf(id);
  if (offcut === undefined) throw new Error(`no offcut ${id}`);
  return { ...answerOf(offcut), code: offcut.code, name: offcut.name };
}

/** What a correction or removal finds: the offcut, none (404), or changed or gone (409). */
export type OffcutChange =
  { ok: true; offcut: MockOffcut } | { ok: false; reason: 'not_found' | 'stale' };

function changeable(id: string, version: number): OffcutChange {
  const offcut = mockOffcutOf(id);
  if (offcut === undefined) return { ok: false, reason: 'not_found' };
  if (!inStock(offcut) || offcut.version !== version) return { ok: false, reason: 'stale' };
  return { ok: true, offcut };
}

/** Sets the sides of an offcut still in stock at `version` (already checked not to grow). */
export function correctMockOffcut(
  id: string,
  sides: { lengthMm: number; widthMm: number; version: number },
): OffcutChange & { answer?: StockOffcutAnswer } {
  const found = changeable(id, sides.version);
  if (!found.ok) return found;
  found.offcut.lengthMm = sides.lengthMm;
  found.offcut.widthMm = sides.widthMm;
  found.offcut.version += 1;
  return { ...found, answer: answerOf(found.offcut) };
}

/** Removes an offcut still in stock at `version`. */
export function removeMockOffcut(id: string, version: number, at: Date = new Date()): OffcutChange {
  const found = changeable(id, version);
  if (found.ok) {
    found.offcut.removedAt = at.toISOString();
    found.offcut.version += 1;
  }
  return found;
}

/** cuttingPlan's `stock` option over the offcuts in stock now, largest first. */
function stockLookup(stockKey: string): readonly StockOffcut[] {
  return state.offcuts
    .filter((offcut) => inStock(offcut) && offcut.stockKey === stockKey)
    .sort(largestFirst)
    .map((offcut) => ({
      id: offcutIdOf(offcut.number),
      lengthMm: offcut.lengthMm,
      widthMm: offcut.widthMm,
      sourceOrderId: shortOrderId(offcut.sourceOrderUuid),
    }));
}

/** A preview (Pending, Approved): the plan with the offcuts in stock now, nothing taken. */
export function previewPlan(exploded: ExplodedOrder, uuid: string): CuttingPlan {
  return cuttingPlan(exploded, uuid, undefined, { stock: stockLookup });
}

/**
 * Fixes `order`'s plan at `fixedAt`: made with the stock now, it takes the stock offcuts it uses
 * and adds the reusable offcuts it leaves (both sides at least the shop's minimum).
 */
export function fixMockPlan(
  order: StoredOrder,
  exploded: ExplodedOrder,
  fixedAt: string,
): FixedPlan {
  const fixed: FixedPlan = { ...previewPlan(exploded, order.uuid), fixedAt };
  for (const id of usedStockOffcuts(fixed)) {
    const offcut = mockOffcutOf(id);
    if (offcut) {
      offcut.takenBy = order.uuid;
      offcut.version += 1;
    }
  }
  let number = state.offcuts.reduce((most, offcut) => Math.max(most, offcut.number), 0);
  for (const left of offcutsLeftBy(fixed, NESTING_RULES.minOffcutSideMm)) {
    number += 1;
    state.offcuts.push({
      number,
      stockKey: left.stockKey,
      code: left.code,
      name: left.name,
      thicknessMm: left.thicknessMm,
      lengthMm: left.lengthMm,
      widthMm: left.widthMm,
      sourceOrderUuid: order.uuid,
      createdAt: fixedAt,
      version: 0,
      takenBy: null,
      removedAt: null,
    });
  }
  state.fixed.set(order.uuid, fixed);
  return fixed;
}

/**
 * The fixed plan of an order at To Cut or later. A fixture order that reached To Cut before the
 * mock started is fixed when first asked for, at its To Cut time and without stock: the seed
 * stands for what those plans left.
 */
export function fixedMockPlan(
  order: StoredOrder,
  exploded: ExplodedOrder,
  toCutAt: string,
): FixedPlan {
  const kept = state.fixed.get(order.uuid);
  if (kept) return kept;
  const fixed: FixedPlan = { ...cuttingPlan(exploded, order.uuid), fixedAt: toCutAt };
  state.fixed.set(order.uuid, fixed);
  return fixed;
}

/** Whether another order's fixed plan took an offcut `uuid`'s plan left (a replan would lose it). */
export function leftOffcutTakenByOthers(uuid: string): string | null {
  const taken = state.offcuts.find(
    (offcut) =>
      offcut.sourceOrderUuid === uuid && offcut.takenBy !== null && offcut.takenBy !== uuid,
  );
  return taken === undefined ? null : offcutIdOf(taken.number);
}

/**
 * Before a replan fixes the new plan, the old one gives back what it took and withdraws the
 * offcuts it left that are still in stock ("a rejected or edited plan returns what it took"); the
 * order has no fixed plan until the new one is fixed.
 */
export function releaseMockPlan(uuid: string, at: Date = new Date()): void {
  for (const offcut of state.offcuts) {
    if (offcut.takenBy === uuid) {
      offcut.takenBy = null;
      offcut.version += 1;
    } else if (offcut.sourceOrderUuid === uuid && inStock(offcut)) {
      offcut.removedAt = at.toISOString();
      offcut.version += 1;
    }
  }
  state.fixed.delete(uuid);
}
