/*
 * Properties of the price over generated orders (docs/production/prices.md): the sums, the
 * rounding of each line, doubling the quantities, and a list that prices one component alone.
 * Runs are kept small: a per-sheet price or the cutting charge plans the order's sheets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_TYPES,
  isPriceListSet,
  type AccessoryType,
  type MaterialPrice,
  type SetPriceList,
  type StoredOrder,
} from '..';
import {
  buildCutList,
  cuttingPlan,
  explodeOrder,
  LENGTH_ACCESSORIES,
  summariseHardware,
} from '../production';
import { catalogueFixture, storedOrderArbitrary } from '../testing';
import { priceOrder, type OrderPrice } from './price-order';

const TREE = catalogueFixture;
const RUNS = { numRuns: 12 };
/**
 * Each property plans the sheets of a dozen generated orders: 2 to 4 s alone, more on a machine
 * running other suites beside it (the parts properties' allowance).
 */
const PROPERTY_TIMEOUT_MS = 30_000;

/** Every ready-made tile of the fixture. */
const TILE_IDS = catalogueFixture
  .filter((node) => (node.catType === 'Color' || node.catType === 'Material') && !node.custom)
  .map((node) => String(node.id));

const amount = fc.integer({ min: 0, max: 250_000 });
const positiveAmount = fc.integer({ min: 1, max: 250_000 });
const materialPrice: fc.Arbitrary<MaterialPrice> = fc.oneof(
  amount.map((perSheet) => ({ perSheet })),
  fc
    .record({ perM2: amount, wastePercent: fc.integer({ min: 0, max: 10_000 }) })
    .map(({ perM2, wastePercent }) => ({ perM2, wastePercent: wastePercent / 100 })),
);

/** A set price list with every price 0, then `changes`. */
function zeroList(changes: Partial<SetPriceList> = {}): SetPriceList {
  return {
    version: 1,
    currency: 'EUR',
    taxRate: 0,
    pricesIncludeTax: false,
    minimumOrder: 0,
    materials: {},
    customMaterialPerM2: 0,
    backBoardPerM2: 0,
    drawerBoardPerM2: 0,
    edgeBandPerMetre: 0,
    hardware: {},
    assemblyPerItem: 0,
    cuttingPerSheet: 0,
    ...changes,
  };
}

const priceListArbitrary: fc.Arbitrary<SetPriceList> = fc.record({
  version: fc.nat(1000),
  currency: fc.constantFrom('EUR', 'USD', 'GBP'),
  taxRate: fc.integer({ min: 0, max: 10_000 }).map((tenThousandths) => tenThousandths / 10_000),
  pricesIncludeTax: fc.boolean(),
  minimumOrder: fc.oneof(fc.constant(0), amount),
  materials: fc.dictionary(fc.constantFrom(...TILE_IDS), materialPrice),
  customMaterialPerM2: fc.option(amount, { nil: null }),
  backBoardPerM2: amount,
  drawerBoardPerM2: amount,
  edgeBandPerMetre: amount,
  hardware: fc.dictionary(fc.constantFrom(...ACCESSORY_TYPES), amount),
  assemblyPerItem: amount,
  cuttingPerSheet: amount,
});

/** round-half-up(quantity x unitPrice), written apart from the code under test. */
function expectedAmount(quantity: number, unitPrice: number): number {
  const product = BigInt(Math.round(quantity * 1000)) * BigInt(unitPrice);
  return Number((product * 2n + 1000n) / 2000n);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

describe('priceOrder over generated orders', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('sums its lines, rounds each line half up and adds the tax', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), priceListArbitrary, (order, list) => {
        const price = priceOrder(order, TREE, list);
        expect(price.subtotal).toBe(sum(price.lines.map((line) => line.amount)));
        for (const line of price.lines) {
          expect(line.amount).toBe(expectedAmount(line.quantity, line.unitPrice));
          expect(Number.isInteger(line.amount)).toBe(true);
          expect(Math.round(line.quantity * 1000) / 1000).toBe(line.quantity);
          expect(line.quantity).toBeGreaterThan(0);
          if (line.unitPrice === 0) expect(line.kind).toBe('customMaterial');
        }
        // The rate in ten-thousandths; n / d half up is (2n + d) / 2d in integers.
        const rate = BigInt(Math.round(list.taxRate * 10_000));
        const subtotal = BigInt(price.subtotal);
        if (list.pricesIncludeTax) {
          const net = (2n * subtotal * 10_000n + 10_000n + rate) / (2n * (10_000n + rate));
          expect(price.total).toBe(price.subtotal);
          expect(price.tax).toBe(Number(subtotal - net));
        } else {
          expect(price.tax).toBe(Number((2n * subtotal * rate + 10_000n) / 20_000n));
          expect(price.total).toBe(price.subtotal + price.tax);
        }
        expect(price.subtotal).toBeGreaterThanOrEqual(list.minimumOrder);
        expect(price.onRequest).toBe(
          price.lines.some((line) => line.kind === 'customMaterial' && line.unitPrice === 0),
        );
        expect(price).toMatchObject({ currency: list.currency, priceListVersion: list.version });
      }),
      RUNS,
    );
  });

  it('never lowers a line when every item is ordered twice', () => {
    const doubled = (order: StoredOrder): StoredOrder => ({
      ...order,
      cabinets: order.cabinets.map((item) => ({ ...item, quantity: item.quantity * 2 })),
    });
    const key = (line: OrderPrice['lines'][number]) => `${line.kind} ${line.ref}`;
    fc.assert(
      fc.property(storedOrderArbitrary(), priceListArbitrary, (order, generated) => {
        // The minimum-order line is the one line that shrinks as the rest grows.
        const list = { ...generated, minimumOrder: 0 };
        const once = priceOrder(order, TREE, list);
        const twice = new Map(
          priceOrder(doubled(order), TREE, list).lines.map((line) => [key(line), line]),
        );
        for (const line of once.lines) {
          const again = twice.get(key(line));
          expect(again, key(line)).toBeDefined();
          expect(again!.quantity).toBeGreaterThanOrEqual(line.quantity);
          expect(again!.amount).toBeGreaterThanOrEqual(line.amount);
        }
      }),
      { numRuns: 8 },
    );
  });

  it('gives no lines with an empty price list', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), fc.nat(100), (order, version) => {
        const list = { version };
        expect(isPriceListSet(list)).toBe(false);
        expect(priceOrder(order, TREE, list)).toEqual({
          currency: null,
          lines: [],
          subtotal: 0,
          tax: 0,
          total: 0,
          onRequest: false,
          priceListVersion: version,
          taxRate: 0,
          pricesIncludeTax: false,
        });
      }),
      RUNS,
    );
  });
});

/** One component priced alone: the list, and how many units of it the order takes. */
type Component =
  | { kind: 'perSheet' | 'perM2'; wastePercent: number }
  | { kind: 'customMaterial' | 'edgeBand' | 'assembly' | 'cutting' }
  | { kind: 'hardware'; type: AccessoryType };

const componentArbitrary: fc.Arbitrary<Component> = fc.oneof(
  fc.constantFrom('perSheet' as const).map((kind) => ({ kind, wastePercent: 0 })),
  fc
    .integer({ min: 0, max: 10_000 })
    .map((hundredths) => ({ kind: 'perM2' as const, wastePercent: hundredths / 100 })),
  fc
    .constantFrom(
      'customMaterial' as const,
      'edgeBand' as const,
      'assembly' as const,
      'cutting' as const,
    )
    .map((kind) => ({ kind })),
  fc.constantFrom(...ACCESSORY_TYPES).map((type) => ({ kind: 'hardware' as const, type })),
);

/**
 * The price list pricing `component` alone at `price`, and the count of it the order takes: one
 * count per line (a custom cabinet colour and a custom finish are a line each).
 */
function alone(
  order: StoredOrder,
  component: Component,
  price: number,
): { list: SetPriceList; counts: number[] } {
  const exploded = explodeOrder(order, TREE);
  const cutList = buildCutList(exploded);
  const sheets = () => cuttingPlan(exploded, order.uuid);
  const tile =
    cutList.materials.find((entry) => entry.material.key === 'cabinet' && !entry.material.custom) ??
    cutList.materials.find((entry) => entry.material.key === 'finish' && !entry.material.custom);
  const tileId =
    tile === undefined
      ? undefined
      : String(order.material.find((entry) => entry.materialType === tile.material.key)?.id);
  switch (component.kind) {
    case 'perSheet': {
      if (tile === undefined || tileId === undefined) return { list: zeroList(), counts: [] };
      const plan = sheets().materials.find((entry) => entry.material.code === tile.material.code);
      return {
        list: zeroList({ materials: { [tileId]: { perSheet: price } } }),
        counts: [plan?.totals.sheets ?? 0],
      };
    }
    case 'perM2': {
      if (tile === undefined || tileId === undefined) return { list: zeroList(), counts: [] };
      // area x (1 + waste / 100) to 3 decimals, half up: in thousandths of m² and hundredths of a per cent.
      const area = Math.round(tile.totals.areaM2 * 1000);
      const factor = 10_000 + Math.round(component.wastePercent * 100);
      const count = Number((BigInt(area) * BigInt(factor) * 2n + 10_000n) / 20_000n) / 1000;
      return {
        list: zeroList({
          materials: { [tileId]: { perM2: price, wastePercent: component.wastePercent } },
        }),
        counts: [count],
      };
    }
    case 'customMaterial':
      return {
        list: zeroList({ customMaterialPerM2: price }),
        counts: cutList.materials
          .filter((entry) => entry.material.custom)
          .map((entry) => entry.totals.areaM2),
      };
    case 'edgeBand':
      return { list: zeroList({ edgeBandPerMetre: price }), counts: [cutList.totals.edgeBandM] };
    case 'assembly':
      return {
        list: zeroList({ assemblyPerItem: price }),
        counts: [
          sum(
            exploded.items
              .filter((build) => build.assembly.screws || build.assembly.dowels)
              .map((build) => build.quantity),
          ),
        ],
      };
    case 'cutting':
      return { list: zeroList({ cuttingPerSheet: price }), counts: [sheets().totals.sheets] };
    case 'hardware': {
      const total = summariseHardware(exploded).accessories[component.type].total;
      const isLength = (LENGTH_ACCESSORIES as readonly string[]).includes(component.type);
      // Lengths: tenths of the order's unit to thousandths of a metre (mm / 10, in x 2.54), half up.
      const tenths = Math.round(total * 10);
      const count = !isLength
        ? total
        : order.unit === 'mm'
          ? Math.round(tenths / 10) / 1000
          : Math.round((tenths * 254) / 100) / 1000;
      return { list: zeroList({ hardware: { [component.type]: price } }), counts: [count] };
    }
  }
}

describe('a price list with one component priced', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it("gives exactly that component's count times its price", () => {
    fc.assert(
      fc.property(
        storedOrderArbitrary(),
        componentArbitrary,
        positiveAmount,
        (order, component, unitPrice) => {
          const { list, counts } = alone(order, component, unitPrice);
          const price = priceOrder(order, TREE, list);
          const priced = counts.filter((count) => count > 0);
          expect(price.lines.map((line) => [line.quantity, line.unitPrice, line.amount])).toEqual(
            priced.map((count) => [count, unitPrice, expectedAmount(count, unitPrice)]),
          );
          expect(price.total).toBe(sum(priced.map((count) => expectedAmount(count, unitPrice))));
        },
      ),
      { numRuns: 30 },
    );
  });
});
