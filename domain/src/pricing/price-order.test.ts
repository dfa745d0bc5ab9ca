/*
 * Hand-computed prices of the reference orders and the kitchen (docs/production/prices.md). Each
 * test first pins the production figures it prices (the cut list's areas and edge band, the
 * plan's sheets, the hardware totals), then writes the arithmetic out.
 */
import { describe, expect, it } from 'vitest';
import { findNode, type CategoryNode, type SetPriceList } from '..';
import {
  buildCutList,
  cuttingPlan,
  DEFAULT_PARTS_SETTINGS,
  explodeOrder,
  summariseHardware,
} from '../production';
import { kitchenStoredOrder, MODEL_IDS, referenceStoredOrder, REFERENCE_TREE } from '../testing';
import { lineAmount, priceOrder, taxAndTotal, type OrderPrice } from './price-order';

/** A set price list with every price 0, then `changes`. */
function list(changes: Partial<SetPriceList> = {}): SetPriceList {
  return {
    version: 3,
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

/** The lines as [kind, ref, quantity, unit, unitPrice, amount]. */
function rows(price: OrderPrice) {
  return price.lines.map((line) => [
    line.kind,
    line.ref,
    line.quantity,
    line.unit,
    line.unitPrice,
    line.amount,
  ]);
}

describe('lineAmount and taxAndTotal', () => {
  it('round half up, exactly', () => {
    expect(lineAmount(161.02, 25)).toBe(4026); // 4025.5 -> 4026
    expect(lineAmount(0.001, 499)).toBe(0); // 0.499 -> 0
    expect(lineAmount(0.001, 500)).toBe(1); // 0.5 -> 1
    expect(lineAmount(1.005, 100)).toBe(101); // 100.5 -> 101 (1.005 x 100 is 100.49999... in floats)
    // 1.5 x 3000000000000001 = 4500000000000001.5 -> ...002 (floating point cannot hold the .5)
    expect(lineAmount(1.5, 3_000_000_000_000_001)).toBe(4_500_000_000_000_002);
  });

  it('adds the tax to prices without it and takes it out of prices with it', () => {
    expect(taxAndTotal(1000, 0.21, false)).toEqual({ tax: 210, total: 1210 });
    // 50 x 0.21 = 10.5 -> 11
    expect(taxAndTotal(50, 0.21, false)).toEqual({ tax: 11, total: 61 });
    // 1210 / 1.21 = 1000 net -> tax 210
    expect(taxAndTotal(1210, 0.21, true)).toEqual({ tax: 210, total: 1210 });
    // 100 / 1.1 = 90.909... -> 91 net -> tax 9
    expect(taxAndTotal(100, 0.1, true)).toEqual({ tax: 9, total: 100 });
    expect(taxAndTotal(0, 0.21, true)).toEqual({ tax: 0, total: 0 });
  });
});

describe('priceOrder: the kitchen, per-sheet materials, tax excluded', () => {
  const order = kitchenStoredOrder();

  it('prices the figures the shop cuts from', () => {
    const exploded = explodeOrder(order, REFERENCE_TREE);
    const cutList = buildCutList(exploded);
    const plan = cuttingPlan(exploded, order.uuid);
    const hardware = summariseHardware(exploded).accessories;
    // The figures priced below.
    // The drawer boxes' 16 mm board (3.69 m² of parts, under one 2780 x 2050 usable sheet)
    // takes one sheet; it has no tile, so no material line (docs/production/prices.md).
    expect(plan.materials.map((entry) => [entry.material.code, entry.totals.sheets])).toEqual([
      ['COL-1', 8],
      ['FIN-26', 5],
      ['DRAWER-16', 1],
    ]);
    expect(plan.totals.sheets).toBe(14);
    // 161.02 m before the drawer boxes, plus their banded top edges (length + 50 mm each):
    // item 6, 8 sides of 500, 4 box fronts and 4 backs of 707; item 16, 2 sides of 550, a box
    // front and a back of 507: 8 x 550 + 8 x 757 + 2 x 600 + 2 x 557 = 12770 mm.
    // The blind corner's blind panel, banded on its four edges, adds 2 x (766 + 50) + 2 x (590 +
    // 50) = 2912 mm, its door 100 mm narrower takes 2 x 100 off: + 2712 mm. The lazy-susan
    // corner's L box bands the front edges of its two bottoms, two tops and two toe kicks, 2 x
    // (932 + 372) + 372 + 354 = 3334 mm instead of 3 x 914 = 2742 for the square box's bottom,
    // front stretcher and toe kick (its sides the same), and its leaves (316 and 338 for 2 x
    // 446.5) take 2 x 239 off: + 114 mm, 176.62 m. The plinths by the run (docs/production/
    // parts.md, "Plinths"), each banded on its front edge: run 1's 3 pieces, 5650 + 3 x 50, and
    // its return 512 + 50, run 3's 1250 + 50 and its return 532 + 50, 8244 mm, instead of 11
    // toe kicks of 764, 564, 414, 464, 864, 764, 264 x 2, 964, 564 and 564, 6454 + 11 x 50 =
    // 7004: + 1240 mm; the fronts 1 mm wider with half the gap at each side (a pair's doors 0.5
    // each) band 50 mm more along their widths: 177.91 m.
    expect(cutList.totals.edgeBandM).toBe(177.91);
    // The plinth is cut, so no toe kick length; its clips: one per front leg (2 on each unit
    // below 1000 mm wide, 3 on the 1000 mm blind corner) and one per return: 3 + 2 + 2 + 2 + 2 +
    // 2 + 2 x 2 + 3 (run 1), 2 (the L corner), 2 + 3 (run 3) = 27.
    expect([
      hardware.hinge.total,
      hardware.golaJ.total,
      hardware.toeKick.total,
      hardware.plinthClip.total,
    ]).toEqual([41, 800, 0, 27]);

    const price = priceOrder(
      order,
      REFERENCE_TREE,
      list({
        taxRate: 0.21,
        materials: { '1': { perSheet: 4500 }, '26': { perSheet: 8990 } },
        edgeBandPerMetre: 25,
        hardware: { hinge: 150, golaJ: 1200, toeKick: 375, plinthClip: 40 },
        assemblyPerItem: 1500,
        cuttingPerSheet: 250,
      }),
    );
    expect(rows(price)).toEqual([
      ['material', '1', 8, 'sheet', 4500, 36000], // 8 x 45.00
      ['material', '26', 5, 'sheet', 8990, 44950], // 5 x 89.90
      ['edgeBand', 'edgeBand', 177.91, 'm', 25, 4448], // 177.91 x 0.25 = 44.4775 -> 44.48
      // 39 door hinges + the lift-up's 2 top-panel hinges = 41 x 1.50
      ['hardware', 'hinge', 41, 'piece', 150, 6150],
      ['hardware', 'golaJ', 0.8, 'm', 1200, 960], // 800 mm = 0.8 m x 12.00
      // No toe kick line: the plinth is cut from board. 27 clips x 0.40.
      ['hardware', 'plinthClip', 27, 'piece', 40, 1080],
      // Items with screws or dowels: #1-#12 but #7 and #11 twice (14), #14, #15, #16: 17.
      ['assembly', 'assembly', 17, 'item', 1500, 25500],
      ['cutting', 'cutting', 14, 'sheet', 250, 3500], // 8 + 5 + 1 sheets x 2.50
    ]);
    expect(price.lines.map((line) => line.description)).toEqual([
      'Arctic White, 8 sheets',
      'Oak Veneer, 5 sheets',
      'Edge banding, 177.91 m',
      'Hinges, 41 pcs',
      'Gola J rail, 0.8 m',
      'Plinth clips, 27 pcs',
      'Assembly, 17 items',
      'Cutting, 14 sheets',
    ]);
    // 36000 + 44950 + 4448 + 6150 + 960 + 1080 + 25500 + 3500 = 122588
    // tax: 122588 x 0.21 = 25743.48 -> 25743; total 122588 + 25743 = 148331
    expect(price).toMatchObject({
      currency: 'EUR',
      subtotal: 122588,
      tax: 25743,
      total: 148331,
      onRequest: false,
      priceListVersion: 3,
      taxRate: 0.21,
      pricesIncludeTax: false,
    });
  });

  it('adds a minimum-order line for the difference when the lines come to less', () => {
    // Edge band alone: 4448 (above); minimum 100.00: a line of 10000 - 4448 = 5552.
    // Tax 10 %: 10000 x 0.1 = 1000; total 11000.
    const price = priceOrder(
      order,
      REFERENCE_TREE,
      list({ edgeBandPerMetre: 25, minimumOrder: 10000, taxRate: 0.1 }),
    );
    expect(rows(price)).toEqual([
      ['edgeBand', 'edgeBand', 177.91, 'm', 25, 4448],
      ['minimumOrder', 'minimumOrder', 1, 'item', 5552, 5552],
    ]);
    expect(price).toMatchObject({ subtotal: 10000, tax: 1000, total: 11000 });
  });

  it('adds no minimum-order line when the lines reach it', () => {
    const price = priceOrder(
      order,
      REFERENCE_TREE,
      list({ edgeBandPerMetre: 25, minimumOrder: 4448 }),
    );
    expect(price.lines.map((line) => line.kind)).toEqual(['edgeBand']);
    expect(price.total).toBe(4448);
  });
});

describe('priceOrder: the millimetre reference order, per-m² materials, tax included', () => {
  const order = referenceStoredOrder('mm');

  it('adds the waste to the finished area and takes the tax out of the total', () => {
    const exploded = explodeOrder(order, REFERENCE_TREE);
    const areas = buildCutList(exploded).materials.map((entry) => [
      entry.material.code,
      entry.totals.areaM2,
    ]);
    // The drawer board (items 5, 6, 7, 15, 16: 6.248 m², docs/production/parts.md, "Drawer
    // boxes") has no tile and no price: no line.
    // The finish: 11.718 m² before the blind corner's blind panel (766 x 590) and filler (766 x
    // 50) and its door 100 mm narrower (+ 0.45194 + 0.0383 - 0.0766), and the lazy-susan
    // corner's leaves of 316 and 338 instead of 2 x 446.5 (- 766 x 239 = - 0.183074): 11.949 m²;
    // the fronts 1 mm wider with half the gap at each side (a pair's doors 0.5 each): 11.964 m².
    // The carcass: 49.112 m² before the L box of the lazy-susan corner (+ 0.482516 m²: 3.555044
    // instead of 3.072528, docs/production/parts.md, "Corner units"): 49.594 m²; the plinths by
    // the run, 6200 + 492 + 3450 + 432 = 10574 mm x 100, instead of the toe kicks, 464 x 2 + 414
    // + 764 + 964 + 564 + 864 + 414 + 964 + 564 x 2 + 564 + 764 x 2 = 9096 mm x 100: + 0.1478,
    // 49.742 m².
    expect(areas).toEqual([
      ['COL-1', 49.742],
      ['FIN-26', 11.964],
      ['DRAWER-16', 6.248],
    ]);
    // 10 sets: the loose drawer front (item 20) picks no drawer system.
    expect(summariseHardware(exploded).accessories.tandenBox.total).toBe(10);

    const price = priceOrder(
      order,
      REFERENCE_TREE,
      list({
        taxRate: 0.21,
        pricesIncludeTax: true,
        materials: {
          '1': { perM2: 1250, wastePercent: 15 },
          '26': { perM2: 2400, wastePercent: 10 },
        },
        hardware: { tandenBox: 2750, hingeLazySusan180: 900 },
      }),
    );
    expect(rows(price)).toEqual([
      // 49.742 m² x 1.15 = 57.2033 -> 57.203 m² x 12.50 = 715.0375 -> 715.04
      ['material', '1', 57.203, 'm2', 1250, 71504],
      // 11.964 m² x 1.10 = 13.1604 -> 13.160 m² x 24.00 = 315.84
      ['material', '26', 13.16, 'm2', 2400, 31584],
      // 10 sets x 27.50; no hingeLazySusan180 in the order: no line
      ['hardware', 'tandenBox', 10, 'piece', 2750, 27500],
    ]);
    expect(price.lines[0]?.description).toBe('Arctic White, 57.203 m² (49.742 m² + 15 % waste)');
    // 71504 + 31584 + 27500 = 130588, tax included at 21 %:
    // net 130588 / 1.21 = 107923.97 -> 107924; tax 130588 - 107924 = 22664
    expect(price).toMatchObject({ subtotal: 130588, tax: 22664, total: 130588 });
  });

  it('prices an applied back board per m² (BACK-<mm>, no tile)', () => {
    const tree = structuredClone(REFERENCE_TREE) as CategoryNode[];
    const model = findNode(tree, MODEL_IDS.wallOneDoor)?.model;
    if (!model) throw new Error('no wall unit in the fixture');
    model.construction = { ...model.construction, back: 'applied', backMm: 6 };
    const back = buildCutList(explodeOrder(order, tree)).materials.find(
      (entry) => entry.material.key === 'back',
    );
    expect([back?.material.code, back?.totals.areaM2]).toEqual(['BACK-6', 0.798]);

    const price = priceOrder(order, tree, list({ backBoardPerM2: 950, cuttingPerSheet: 100 }));
    expect(rows(price)).toEqual([
      ['backBoard', 'BACK-6', 0.798, 'm2', 950, 758], // 0.798 x 9.50 = 7.581 -> 7.58
      // 10 + 5 + 1 sheets (the carcass's 48.8 m² one over its lower bound of 9), and 2 of drawer
      // board (6.248 m² over a 5.699 m² usable sheet) x 1.00
      ['cutting', 'cutting', 18, 'sheet', 100, 1800],
    ]);
    expect(price.total).toBe(2558);
  });
});

describe("priceOrder: the drawer boxes' board", () => {
  it('prices the drawer board per m² (DRAWER-<mm>, no tile)', () => {
    const order = referenceStoredOrder('mm');
    const drawers = buildCutList(explodeOrder(order, REFERENCE_TREE)).materials.find(
      (entry) => entry.material.key === 'drawer',
    );
    expect([drawers?.material.code, drawers?.totals.areaM2]).toEqual(['DRAWER-16', 6.248]);

    const price = priceOrder(order, REFERENCE_TREE, list({ drawerBoardPerM2: 1100 }));
    // 6.248 m² x 11.00 = 68.728 -> 68.73; nothing else is priced in this list.
    expect(rows(price)).toEqual([['drawerBoard', 'DRAWER-16', 6.248, 'm2', 1100, 6873]]);
    expect(price.lines[0]?.description).toBe('Drawer board 16 mm, 6.248 m²');
    expect(price.total).toBe(6873);
  });
});

describe('priceOrder: the inch reference order, a custom material', () => {
  const order = referenceStoredOrder('in');

  it('marks a custom material on request and leaves it out of the total', () => {
    const exploded = explodeOrder(order, REFERENCE_TREE);
    const cutList = buildCutList(exploded);
    // The birch ply: 28.695 m² with a toe kick on each unit on legs, 469.9 x 3 + 419.1 + 876.3
    // + 723.9 x 2 + 571.5 = 4724.4 mm x 100; the plinth by the run instead, 2 x 2514.6 + 540.6
    // + 489.8 = 6059.6 mm x 100 (docs/production/parts.md, "Plinths"): + 0.13352, 28.829 m².
    // The finish: its fronts 1 mm wider (half the gap at each side).
    expect(cutList.materials.map((entry) => [entry.material.code, entry.totals.areaM2])).toEqual([
      ['CUSTOM-CAB', 28.829],
      ['FIN-24', 6.428],
      // Item 5's drawer boxes, x 2: 6 x 648.9 x 540 + 4 x 636.9 x 100 + 2 x 636.9 x 152 mm².
      ['DRAWER-16', 2.551],
    ]);
    const plan = cuttingPlan(exploded, order.uuid);
    expect(plan.materials.map((entry) => entry.totals.sheets)).toEqual([12, 2, 1]);
    const hardware = summariseHardware(exploded).accessories;
    // Lengths in the order's unit, inches; the plinth is cut (no toe kick length), its clips
    // 2 x 3 + 1, 2, 2, 2 x 2, 2 + 1 = 18.
    expect([
      hardware.golaJ.total,
      hardware.golaC.total,
      hardware.toeKick.total,
      hardware.plinthClip.total,
    ]).toEqual([60, 120, 0, 18]);

    const price = priceOrder(
      order,
      REFERENCE_TREE,
      list({
        customMaterialPerM2: null,
        materials: { '24': { perSheet: 6000 } },
        hardware: { golaJ: 1000, golaC: 1000, toeKick: 500, plinthClip: 50 },
      }),
    );
    expect(rows(price)).toEqual([
      ['customMaterial', 'CUSTOM-CAB', 28.829, 'm2', 0, 0], // on request
      ['material', '24', 2, 'sheet', 6000, 12000], // 2 x 60.00
      ['hardware', 'golaJ', 1.524, 'm', 1000, 1524], // 60 in x 0.0254 = 1.524 m x 10.00
      ['hardware', 'golaC', 3.048, 'm', 1000, 3048], // 120 in = 3.048 m x 10.00
      ['hardware', 'plinthClip', 18, 'piece', 50, 900], // 18 x 0.50; no toe kick line
    ]);
    expect(price.lines[0]?.description).toBe(
      'Birch ply (custom material), 28.829 m², price on request',
    );
    // 0 + 12000 + 1524 + 3048 + 900 = 17472, no tax
    expect(price).toMatchObject({ subtotal: 17472, tax: 0, total: 17472, onRequest: true });
  });

  it('prices a bought plinth profile by the metre, with the settings the order keeps', () => {
    const profile = { ...DEFAULT_PARTS_SETTINGS, plinthSource: 'profile' as const };
    const price = priceOrder(order, REFERENCE_TREE, list({ hardware: { toeKick: 500 } }), {
      parts: profile,
    });
    // The run's 238.6 in (hardware/reference.test.ts) = 6.06044 -> 6.06 m x 5.00 = 30.30
    expect(rows(price)).toEqual([['hardware', 'toeKick', 6.06, 'm', 500, 3030]]);
  });

  it('prices a custom material per m² when the list gives a price', () => {
    const price = priceOrder(order, REFERENCE_TREE, list({ customMaterialPerM2: 1800 }));
    // 28.829 m² x 18.00 = 518.922 -> 518.92
    expect(rows(price)).toEqual([['customMaterial', 'CUSTOM-CAB', 28.829, 'm2', 1800, 51892]]);
    expect(price).toMatchObject({ total: 51892, onRequest: false });
  });

  it('leaves a custom material priced 0 out, not on request', () => {
    const price = priceOrder(order, REFERENCE_TREE, list({ customMaterialPerM2: 0 }));
    expect(price).toMatchObject({ lines: [], subtotal: 0, total: 0, onRequest: false });
  });
});

describe('priceOrder: no price list', () => {
  it('gives no lines and no currency', () => {
    expect(priceOrder(kitchenStoredOrder(), REFERENCE_TREE, { version: 0 })).toEqual({
      currency: null,
      lines: [],
      subtotal: 0,
      tax: 0,
      total: 0,
      onRequest: false,
      priceListVersion: 0,
      taxRate: 0,
      pricesIncludeTax: false,
    });
  });

  it('is the same for the same input', () => {
    const prices = list({
      materials: { '1': { perSheet: 4500 } },
      cuttingPerSheet: 100,
      edgeBandPerMetre: 90,
    });
    const order = kitchenStoredOrder();
    expect(priceOrder(order, REFERENCE_TREE, prices)).toEqual(
      priceOrder(order, REFERENCE_TREE, prices),
    );
  });
});
