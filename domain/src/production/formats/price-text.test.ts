import { describe, expect, it } from 'vitest';
import { KITCHEN_STAMP, REFERENCE_TREE, kitchenStoredOrder } from '../../testing';
import { catalogueSnapshot } from '../../catalogue-snapshot';
import { withAdjustment, type StoredOrderPrice } from '../../pricing/order-price';
import { priceOrder } from '../../pricing/price-order';
import type { SetPriceList } from '../../pricing/price-list';
import { exportEntries } from '../export';
import { productionFileOf } from '../production-file';
import { priceJson } from './price-text';
import { TEXT_LAYOUT } from './text-layout';

const LIST: SetPriceList = {
  version: 3,
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 0,
  materials: { '1': { perSheet: 4500 }, '26': { perSheet: 8990 } },
  customMaterialPerM2: 1800,
  backBoardPerM2: 0,
  drawerBoardPerM2: 0,
  edgeBandPerMetre: 25,
  hardware: { hinge: 150, golaJ: 1200, toeKick: 375, plinthClip: 40 },
  assemblyPerItem: 1500,
  cuttingPerSheet: 250,
};

const order = kitchenStoredOrder();
const tree = catalogueSnapshot(order, REFERENCE_TREE);
const price: StoredOrderPrice = { ...priceOrder(order, tree, LIST), adjustment: null };
const ORDER_URL = `https://shop.example.com/admin/orders/${KITCHEN_STAMP.uuid}`;

describe("an order's price in its production files", () => {
  it('leaves the files of an order without a price exactly as they were', () => {
    expect(productionFileOf(order, tree, null)).toEqual(productionFileOf(order, tree));
    const plain = exportEntries(order, tree, { orderUrl: ORDER_URL });
    expect(exportEntries(order, tree, { orderUrl: ORDER_URL, price: null })).toEqual(plain);
    expect(plain.map((entry) => entry.name)).not.toContain('price.json');
    expect(plain.find((entry) => entry.name === 'order.json')?.content).not.toContain('language');
  });

  it('adds a PRICE section before the notes, within the page width', () => {
    const { content } = productionFileOf(order, tree, price);
    const lines = content.split('\n');
    const start = lines.indexOf('PRICE (EUR, PRICE LIST VERSION 3)');
    const end = lines.indexOf('PRODUCTION NOTES');
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(end);
    expect(content).toContain('Arctic White, 8 sheets');
    // 41 hinges (39 door hinges + the lift-up's 2 top-panel ones) x €1.50 = €61.50.
    expect(content).toMatch(/Hinges, 41 pcs +41 +piece +€1\.50 +€61\.50/);
    // €1,497.28 before the drawer boxes, whose board has no tile and no price; they add 12.77 m
    // of edge band and a sheet to cut (14 x €2.50), the blind corner's blind panel 2.71 m more
    // and the lazy-susan corner's L box 0.11 m (176.62 m: €44.16): subtotal 1,243.82. The
    // plinths by the run are cut (docs/production/parts.md, "Plinths"): no toe kick length
    // (- €29.06), 27 plinth clips (+ €10.80), 1.24 m more band and 0.05 m with the fronts' half
    // gap (177.91 m: €44.48, + €0.32): subtotal 1,225.88 + 21 % tax 257.43 = €1,483.31.
    expect(content).toMatch(/Total: +€1,483\.31/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(TEXT_LAYOUT.pageWidth);
    // Everything else is the file without a price, byte for byte.
    const without = productionFileOf(order, tree).content;
    expect([...lines.slice(0, start - 2), ...lines.slice(end - 2)].join('\n')).toBe(without);
  });

  it('writes the adjustment and price.json with what the customer pays', () => {
    const adjusted = withAdjustment(price, {
      amount: -2331,
      reason: 'Loyal customer',
      by: 'boss@shop.example.test',
      at: '2026-11-26T10:00:00.000Z',
    });
    const { content } = productionFileOf(order, tree, adjusted);
    expect(content).toMatch(/Adjustment: +-€23\.31/);
    expect(content).toMatch(/Reason: +Loyal customer/);
    expect(content).toMatch(/To pay: +€1,460\.00/);
    const files = exportEntries(order, tree, { orderUrl: ORDER_URL, price: adjusted });
    expect(files.map((entry) => entry.name).slice(0, 3)).toEqual([
      'order.json',
      'production.txt',
      'price.json',
    ]);
    expect(JSON.parse(priceJson(adjusted))).toMatchObject({ finalTotal: 146000, total: 148331 });
  });
});
