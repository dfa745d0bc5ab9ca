import {
  EMPTY_PRICE_LIST,
  isPriceListSet,
  priceListChanges,
  type FieldChange,
  type PriceList,
  type SetPriceList,
} from '@cutshop/domain';
import { MOCK_ADMIN } from './admin/fixtures';

/**
 * The shop's price list as the mock API holds it (docs/production/prices.md): the list, its
 * history, and the list the fixture orders were placed under. By default the shop has set
 * MOCK_PRICE_LIST (a sensible list in euros), so `npm run dev:mock` shows prices; the
 * `price-list-empty` scenario and `resetAdminMockState({ priceList: 'empty' })` start with none.
 */

/**
 * The mock shop's prices, in euro cents: every colour by the sheet, the finishes by the sheet or
 * by the m² with a waste allowance, custom materials per m², every hardware type, 21 % tax on
 * top, a 50 € minimum order. Version 1: the shop's first save.
 */
export const MOCK_PRICE_LIST: SetPriceList = {
  version: 1,
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 5000,
  materials: {
    '1': { perSheet: 4500 },
    '2': { perSheet: 4800 },
    '3': { perSheet: 4800 },
    '4': { perSheet: 5200 },
    '5': { perSheet: 5200 },
    '6': { perSheet: 6900 },
    '7': { perSheet: 7200 },
    '8': { perSheet: 8900 },
    '9': { perSheet: 5600 },
    '10': { perSheet: 5600 },
    '21': { perM2: 1250, wastePercent: 15 },
    '22': { perM2: 1400, wastePercent: 15 },
    '23': { perM2: 2900, wastePercent: 12 },
    '24': { perSheet: 16_500 },
    '25': { perM2: 4500, wastePercent: 10 },
    '26': { perSheet: 8990 },
    '27': { perSheet: 10_900 },
    '28': { perM2: 3800, wastePercent: 10 },
  },
  customMaterialPerM2: 3500,
  backBoardPerM2: 900,
  drawerBoardPerM2: 1100,
  edgeBandPerMetre: 90,
  hardware: {
    clipWall: 120,
    screws212: 5,
    dowel: 3,
    pinShelves: 10,
    screws58: 4,
    leg: 180,
    hinge: 250,
    hingeBlindCorner: 450,
    hingeLazySusan180: 650,
    hingeLazySusan90: 600,
    hingeLazySusan45: 600,
    aventoHKXS: 6900,
    tandenBox: 5400,
    galleryC: 2200,
    golaSupport: 150,
    golaJ: 1400,
    golaC: 1600,
    toeKick: 650,
    plinthClip: 40,
  },
  assemblyPerItem: 1800,
  cuttingPerSheet: 300,
};

/** When the mock shop first saved MOCK_PRICE_LIST (its first history row). */
const MOCK_PRICE_LIST_SAVED_AT = '2026-01-05T09:00:00.000Z';

/** How the mock starts: with MOCK_PRICE_LIST, or with no price list at all. */
export type MockPriceListSeed = 'default' | 'empty';

/** One row of GET /api/price-list/history, as the server answers it. */
export interface PriceListHistoryRow {
  id: number;
  /** The version the save made. */
  version: number;
  /** The admin's e-mail. */
  by: string;
  at: string;
  changes: FieldChange[];
}

interface PriceListMockState {
  seed: MockPriceListSeed;
  list: PriceList;
  /** Oldest first (the handler answers newest first). */
  history: PriceListHistoryRow[];
  nextHistoryId: number;
  /** Whether anything changed the list since the last reset (a save, or a test's own list). */
  changed: boolean;
}

function freshState(seed: MockPriceListSeed): PriceListMockState {
  if (seed === 'empty') {
    return { seed, list: { ...EMPTY_PRICE_LIST }, history: [], nextHistoryId: 1, changed: false };
  }
  const list = structuredClone(MOCK_PRICE_LIST);
  return {
    seed,
    list,
    history: [
      {
        id: 1,
        version: list.version,
        by: MOCK_ADMIN.email,
        at: MOCK_PRICE_LIST_SAVED_AT,
        changes: priceListChanges(EMPTY_PRICE_LIST, list),
      },
    ],
    nextHistoryId: 2,
    changed: false,
  };
}

let state = freshState('default');

/** Back to the seeded list (MOCK_PRICE_LIST unless told) and its history. */
export function resetPriceListMockState(seed: MockPriceListSeed = 'default'): void {
  state = freshState(seed);
}

/** The price list as GET /api/price-list answers it now. */
export function mockPriceList(): PriceList {
  return structuredClone(state.list);
}

/** How the list started at the last reset, and whether it changed since. */
export function priceListSeed(): { seed: MockPriceListSeed; changed: boolean } {
  return { seed: state.seed, changed: state.changed };
}

/**
 * Puts `list` in place as it is, without a history row (a test's own prices: an order placed
 * next is priced with it). Orders placed before keep their prices.
 */
export function setMockPriceList(list: PriceList): void {
  state.list = structuredClone(list);
  state.changed = true;
}

/**
 * A save of PUT /api/price-list, already checked: the list (or the empty list) at the next
 * version, with its history row. Answers the list as stored.
 */
export function saveMockPriceList(input: PriceList, by: string, at: Date = new Date()): PriceList {
  const before = state.list;
  const version = before.version + 1;
  const saved: PriceList = isPriceListSet(input) ? { ...input, version } : { version };
  state.history.push({
    id: state.nextHistoryId,
    version,
    by,
    at: at.toISOString(),
    changes: priceListChanges(before, saved),
  });
  state.nextHistoryId += 1;
  state.list = saved;
  state.changed = true;
  return structuredClone(saved);
}

/** The history, newest first, `limit` rows at most. */
export function mockPriceListHistory(limit: number): PriceListHistoryRow[] {
  return structuredClone([...state.history].reverse().slice(0, limit));
}
