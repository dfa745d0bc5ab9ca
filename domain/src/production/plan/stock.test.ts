import { describe, expect, it } from 'vitest';
import { labelPieces } from '../labels/pieces';
import { labelsHtml } from '../labels/html';
import { explodeOrder } from '../parts';
import { KITCHEN_ORDER_URL, KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE } from '../../testing/reference-order';
import type { ExplodedOrder, Grain, MaterialKey, Part } from '../types';
import { cuttingPlan } from './cutting-plan';
import { offcutSourceText, planDrawing, sheetTitle } from './drawing';
import { planSvg } from './svg';
import { offcutsLeftBy, offcutsToStock, stockKeyOf, stockOrder, usedStockOffcuts } from './stock';
import type { CuttingPlan, MaterialPlan, PlanSheet, StockOffcut } from './types';

/*
 * Planning with the shop's stock of offcuts (docs/production/nesting.md, "Offcuts from stock"),
 * on hand-worked orders: the kitchen's first item holding only the parts given, cut from the
 * kitchen's Arctic White (COL-1, 18 mm, 2800 x 2070, no grain) or Oak Veneer (FIN-26, 19 mm,
 * 2500 x 1250, grain along the length); 10 mm trim and 4 mm kerf.
 */

const UUID = KITCHEN_STAMP.uuid;
const order = kitchenStoredOrder();
const exploded = explodeOrder(order, REFERENCE_TREE);

/** A part of the kitchen's first item, with the given size, quantity, material and grain. */
function part(
  code: string,
  lengthMm: number,
  widthMm: number,
  quantity: number,
  material: MaterialKey = 'cabinet',
  grain: Grain = 'N',
): Part {
  const base = exploded.items[0]!.parts[0]!;
  return {
    ...base,
    code,
    name: `Test ${code}`,
    material,
    cut: { lengthMm, widthMm },
    finished: { lengthMm, widthMm },
    perCabinet: quantity,
    quantity,
    grain,
  };
}

function orderWith(parts: Part[]): ExplodedOrder {
  return { ...exploded, items: [{ ...exploded.items[0]!, index: 3, parts }] };
}

const offcut = (id: string, lengthMm: number, widthMm: number): StockOffcut => ({
  id,
  lengthMm,
  widthMm,
  sourceOrderId: '2a4b6c8d0e1f',
});

/** A stock that holds `offcuts` for one stock key and nothing for the others. */
const stockOf =
  (key: string, offcuts: StockOffcut[]) =>
  (asked: string): readonly StockOffcut[] =>
    asked === key ? offcuts : [];

const where = (sheet: PlanSheet) =>
  sheet.placements.map((p) => `${p.partId.slice(-2)}#${p.copy}`).sort();

describe('stockKeyOf', () => {
  it('keys a shop material by code and thickness; custom and not-chosen materials have no stock', () => {
    expect(stockKeyOf({ code: 'COL-1', thicknessMm: 18 })).toBe('COL-1/18');
    expect(stockKeyOf({ code: 'FIN-26', thicknessMm: 19 })).toBe('FIN-26/19');
    expect(stockKeyOf({ code: 'BACK-3', thicknessMm: 3 })).toBe('BACK-3/3');
    expect(stockKeyOf({ code: 'CUSTOM-CAB', thicknessMm: 18 })).toBeNull();
    expect(stockKeyOf({ code: 'CUSTOM-FIN', thicknessMm: 19 })).toBeNull();
    expect(stockKeyOf({ code: 'COL-NONE', thicknessMm: 18 })).toBeNull();
  });
});

describe('stockOrder', () => {
  it('tries the largest offcut first, then the longer, then the older id; drops repeats and sizeless ones', () => {
    const ordered = stockOrder([
      offcut('OC-17', 600, 1200),
      offcut('OC-9', 1200, 600),
      offcut('OC-3', 400, 300),
      offcut('OC-9', 2000, 1000),
      offcut('OC-4', 0, 300),
      offcut('OC-2', 1200, 600),
    ]);
    // 1200 x 600 = 600 x 1200 = 720,000 mm²: the longer first, then OC-2 before OC-9.
    expect(ordered.map((o) => o.id)).toEqual(['OC-2', 'OC-9', 'OC-17', 'OC-3']);
  });
});

// The kitchen is planned four times in one test: time for a busy machine.
describe('cuttingPlan with stock', { timeout: 30_000 }, () => {
  // A 2780 x 2050 part takes the whole trimmed sheet; two 500 x 400 parts would need a second
  // sheet, but fit a 1200 x 600 offcut side by side (500 + 4 + 500 = 1004 <= 1200, 400 <= 600).
  // A 300 x 300 offcut holds neither (500 > 300 either way).
  const parts = [part('a1', 2780, 2050, 1), part('b1', 500, 400, 2)];
  const stock = stockOf('COL-1/18', [offcut('OC-3', 300, 300), offcut('OC-7', 1200, 600)]);
  const plain = cuttingPlan(orderWith(parts), UUID);
  const planned = cuttingPlan(orderWith(parts), UUID, undefined, { stock });

  it('lays parts on a stock offcut that saves a sheet, and leaves one too small', () => {
    expect(plain.materials[0]!.totals.sheets).toBe(2);
    const [white] = planned.materials;
    expect(usedStockOffcuts(planned)).toEqual(['OC-7']);
    expect(white!.sheets.map((sheet) => [sheet.index, sheet.source?.offcut.id])).toEqual([
      [1, 'OC-7'],
      [2, undefined],
    ]);
    const [fromOffcut, fresh] = white!.sheets;
    expect(fromOffcut!.source).toEqual({ kind: 'offcut', offcut: offcut('OC-7', 1200, 600) });
    // No trim on an offcut: its edges are saw cuts.
    expect([fromOffcut!.usableLengthMm, fromOffcut!.usableWidthMm]).toEqual([1200, 600]);
    expect(fromOffcut!.trimCutCount).toBe(0);
    expect(where(fromOffcut!)).toEqual(['b1#1', 'b1#2']);
    // 400,000 / 720,000 = 0.5556.
    expect(fromOffcut!.yield).toBe(0.5556);
    expect(where(fresh!)).toEqual(['a1#1']);
    expect([fresh!.usableLengthMm, fresh!.usableWidthMm, fresh!.trimCutCount]).toEqual([
      2780, 2050, 4,
    ]);
    // Parts 2780 x 2050 + 2 x 500 x 400 = 6,099,000 mm² on a new sheet (5,796,000) and the
    // offcut (720,000): 6,099,000 / 6,516,000 = 0.9360.
    expect(white!.totals).toMatchObject({
      sheets: 1,
      stockOffcuts: 1,
      pieces: 3,
      unplaced: 0,
      partAreaMm2: 6_099_000,
      sheetAreaMm2: 6_516_000,
      yield: 0.936,
    });
    expect(planned.totals).toMatchObject({ sheets: 1, stockOffcuts: 1, pieces: 3 });
  });

  it('titles and draws an offcut sheet at its size, and the labels name the offcut', () => {
    const white = planned.materials[0]!;
    const sheet = white.sheets[0]!;
    expect(sheetTitle(white, sheet)).toBe(
      'Sheet 1 of 2 \u2014 Offcut OC-7, 1200 x 600 mm, from order 2a4b6c8d0e1f, yield 56 %',
    );
    expect(offcutSourceText(sheet.source!.offcut, 'es')).toBe(
      'Retal OC-7, 1200 x 600 mm, del pedido 2a4b6c8d0e1f',
    );
    const drawing = planDrawing(white, 1);
    expect(drawing.shapes[0]).toEqual({
      kind: 'sheet',
      rect: { x: 0, y: 0, width: 1200, height: 600 },
    });
    expect(drawing.shapes.filter((shape) => shape.kind === 'trim')).toEqual([]);
    expect(planDrawing(white, 2).shapes.filter((shape) => shape.kind === 'trim')).toHaveLength(4);
    const svg = planSvg(white);
    expect(svg).toContain('1 sheet of 2800 x 2070 mm and 1 stock offcut (lower bound 1)');
    expect(svg).toContain('Offcut OC-7, 1200 x 600 mm, from order 2a4b6c8d0e1f');

    const labelled = labelPieces(orderWith(parts), UUID, planned).map((piece) => [
      `${piece.partId.slice(-2)}#${piece.copy}`,
      piece.fromOffcut,
    ]);
    expect(labelled).toEqual([
      ['a1#1', undefined],
      ['b1#1', 'OC-7'],
      ['b1#2', 'OC-7'],
    ]);
    const html = labelsHtml({
      order,
      exploded: orderWith(parts),
      orderUrl: KITCHEN_ORDER_URL,
      paper: 'A4',
      plan: planned,
    });
    expect(html.split('From offcut OC-7').length - 1).toBe(2);
    const without = labelsHtml({
      order,
      exploded: orderWith(parts),
      orderUrl: KITCHEN_ORDER_URL,
      paper: 'A4',
    });
    expect(without).not.toContain('From offcut');
  });

  it('keeps a grain-L part along the offcut length: a 400 x 800 offcut does not take a 700 x 300 part', () => {
    // Oak: the 2480 x 1230 front fills the trimmed sheet; the 700 x 300 grain-L part needs its
    // 700 along the offcut's length. 400 x 800 holds it only turned (grain across): not used.
    // 800 x 400 holds it as cut.
    const oak = [part('f1', 2480, 1230, 1, 'finish', 'L'), part('g1', 700, 300, 1, 'finish', 'L')];
    const none = cuttingPlan(orderWith(oak), UUID);
    const across = cuttingPlan(orderWith(oak), UUID, undefined, {
      stock: stockOf('FIN-26/19', [offcut('OC-8', 400, 800)]),
    });
    expect(none.materials[0]!.material.code).toBe('FIN-26');
    expect(none.materials[0]!.totals.sheets).toBe(2);
    expect(across).toEqual(none);
    const along = cuttingPlan(orderWith(oak), UUID, undefined, {
      stock: stockOf('FIN-26/19', [offcut('OC-8', 400, 800), offcut('OC-9', 800, 400)]),
    });
    expect(usedStockOffcuts(along)).toEqual(['OC-9']);
    const onOffcut = along.materials[0]!.sheets[0]!.placements;
    expect(onOffcut.map((p) => [p.partId.slice(-2), p.rotated, p.lengthMm, p.widthMm])).toEqual([
      ['g1', false, 700, 300],
    ]);
    expect(along.materials[0]!.totals.sheets).toBe(1);
  });

  it('never uses one offcut twice, in one material or across the materials', () => {
    // Two 1000 x 500 parts: one per 1200 x 600 offcut (1000 + 4 + 1000 > 1200, 500 + 4 + 500
    // > 600). With OC-5 and OC-6 both go on offcuts; OC-5 given twice holds one, the other goes
    // on a second new sheet beside the full part's.
    const pair = [part('a1', 2780, 2050, 1), part('c1', 1000, 500, 2)];
    const two = cuttingPlan(orderWith(pair), UUID, undefined, {
      stock: stockOf('COL-1/18', [offcut('OC-5', 1200, 600), offcut('OC-6', 1200, 600)]),
    });
    expect(usedStockOffcuts(two)).toEqual(['OC-5', 'OC-6']);
    expect(two.totals.sheets).toBe(1);
    const twice = cuttingPlan(orderWith(pair), UUID, undefined, {
      stock: stockOf('COL-1/18', [offcut('OC-5', 1200, 600), offcut('OC-5', 1200, 600)]),
    });
    expect(usedStockOffcuts(twice)).toEqual(['OC-5']);
    expect(twice.totals.sheets).toBe(2);

    // A stock that (wrongly) offers OC-1 for both materials: the cabinet material takes it, the
    // oak does not.
    const mixed = [
      part('a1', 2780, 2050, 1),
      part('c1', 500, 400, 1),
      part('f1', 2480, 1230, 1, 'finish', 'L'),
      part('g1', 500, 400, 1, 'finish', 'L'),
    ];
    const both = cuttingPlan(orderWith(mixed), UUID, undefined, {
      stock: () => [offcut('OC-1', 1200, 600)],
    });
    expect(usedStockOffcuts(both)).toEqual(['OC-1']);
    expect(both.materials.map((m) => m.totals.sheets)).toEqual([1, 2]);
  });

  it('leaves the plan as it is without stock, with an empty stock, and with offcuts that do not help', () => {
    const kitchen = cuttingPlan(exploded, UUID);
    expect(cuttingPlan(exploded, UUID, undefined, {})).toEqual(kitchen);
    const empty = cuttingPlan(exploded, UUID, undefined, { stock: () => [] });
    expect(JSON.stringify(empty)).toBe(JSON.stringify(kitchen));
    const tiny = cuttingPlan(exploded, UUID, undefined, {
      stock: () => [offcut('OC-1', 100, 100), offcut('OC-2', 150, 120)],
    });
    expect(JSON.stringify(tiny)).toBe(JSON.stringify(kitchen));
    expect(usedStockOffcuts(kitchen)).toEqual([]);
  });
});

describe('offcutsToStock', () => {
  const sheet = (index: number, offcuts: PlanSheet['offcuts']): PlanSheet => ({
    index,
    usableLengthMm: 2780,
    usableWidthMm: 2050,
    placements: [],
    offcuts,
    cuts: [],
    cutCount: 0,
    cutLengthMm: 0,
    trimCutCount: 4,
    trimCutLengthMm: 9700,
    usedAreaMm2: 0,
    yield: 0,
  });
  const plan = {
    material: {
      key: 'cabinet',
      code: 'COL-1',
      name: 'Arctic White',
      thicknessMm: 18,
      sheetLengthMm: 2800,
      sheetWidthMm: 2070,
      grain: false,
    },
    kerfMm: 4,
    trimMm: 10,
    heuristic: null,
    sheets: [
      sheet(1, [
        { xMm: 0, yMm: 1504, lengthMm: 600, widthMm: 546, reusable: true },
        { xMm: 2000, yMm: 0, lengthMm: 90, widthMm: 1500, reusable: false },
      ]),
      sheet(2, [
        { xMm: 1204, yMm: 0, lengthMm: 1576, widthMm: 2050, reusable: true },
        { xMm: 0, yMm: 1004, lengthMm: 1200, widthMm: 273, reusable: true },
        { xMm: 604, yMm: 1504, lengthMm: 546, widthMm: 600, reusable: true },
      ]),
    ],
    unplaced: [],
    totals: {
      sheets: 2,
      lowerBound: 1,
      pieces: 0,
      unplaced: 0,
      partAreaMm2: 0,
      sheetAreaMm2: 11_592_000,
      yield: 0,
      yieldExcludingLastOffcut: 0,
      cutCount: 0,
      cutLengthMm: 0,
      trimCutCount: 8,
      trimCutLengthMm: 19_400,
    },
  } satisfies MaterialPlan;

  it('gives the reusable offcuts of every sheet, largest first, then by sheet and place', () => {
    // 1576 x 2050 = 3,230,800; 1200 x 273 = 327,600; 600 x 546 = 546 x 600 = 327,600 (sheet 1
    // first, then sheet 2); 90 x 1500 is under the 100 mm side.
    expect(offcutsToStock(plan, 100)).toEqual([
      { sheetIndex: 2, xMm: 1204, yMm: 0, lengthMm: 1576, widthMm: 2050 },
      { sheetIndex: 1, xMm: 0, yMm: 1504, lengthMm: 600, widthMm: 546 },
      { sheetIndex: 2, xMm: 0, yMm: 1004, lengthMm: 1200, widthMm: 273 },
      { sheetIndex: 2, xMm: 604, yMm: 1504, lengthMm: 546, widthMm: 600 },
    ]);
    // With a 300 mm minimum the 1200 x 273 strip stays in the shop's waste.
    expect(offcutsToStock(plan, 300).map((o) => `${o.lengthMm} x ${o.widthMm}`)).toEqual([
      '1576 x 2050',
      '600 x 546',
      '546 x 600',
    ]);
  });

  it('puts into stock the reusable offcuts of the materials with shop stock, with their material', () => {
    const custom = { ...plan, material: { ...plan.material, code: 'CUSTOM-CAB', key: 'finish' } };
    const cutting = { materials: [custom, plan] } as unknown as CuttingPlan;
    const left = offcutsLeftBy(cutting, 300);
    expect(left).toEqual(
      offcutsToStock(plan, 300).map((offcut) => ({
        ...offcut,
        stockKey: 'COL-1/18',
        code: 'COL-1',
        name: 'Arctic White',
        thicknessMm: 18,
      })),
    );
    expect(left).toHaveLength(3);
  });
});
