import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guillotineCheck } from '../nesting/guillotine-check';
import type { CutTreeNode, NestingResult } from '../nesting/types';
import { shortOrderId } from '../../order-draft';
import { explodeOrder } from '../parts';
import { KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE } from '../../testing/reference-order';
import type { ExplodedOrder, Grain, Part } from '../types';
import { cuttingPlan } from './cutting-plan';
import { stockKeyOf, usedStockOffcuts } from './stock';
import type { MaterialPlan, PlanCut, StockOffcut } from './types';

/*
 * Plans with a random stock of offcuts stay valid (docs/production/nesting.md, "Offcuts from
 * stock"): every sheet, new or an offcut, is cut by guillotine cuts alone into its placements
 * (replayed by `guillotineCheck` on the sheet's own size), every copy is laid once or listed as
 * not placed, no offcut is used twice, and an offcut's parts lie inside it, grain respected.
 */

const UUID = KITCHEN_STAMP.uuid;
const exploded = explodeOrder(kitchenStoredOrder(), REFERENCE_TREE);
const base = exploded.items[0]!.parts[0]!;

interface Line {
  finish: boolean;
  lengthMm: number;
  widthMm: number;
  quantity: number;
  grain: Grain;
}

const lineArb: fc.Arbitrary<Line> = fc.record({
  finish: fc.boolean(),
  lengthMm: fc.integer({ min: 60, max: 1600 }),
  widthMm: fc.integer({ min: 60, max: 1000 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  grain: fc.constantFrom<Grain>('L', 'W', 'N'),
});

const offcutArb = fc.record({
  n: fc.integer({ min: 1, max: 12 }),
  lengthMm: fc.integer({ min: 80, max: 2780 }),
  widthMm: fc.integer({ min: 80, max: 2050 }),
  finish: fc.boolean(),
});

function orderOf(lines: readonly Line[]): ExplodedOrder {
  const parts: Part[] = lines.map((line, i) => ({
    ...base,
    code: `p${i + 1}`,
    name: `Test p${i + 1}`,
    material: line.finish ? 'finish' : 'cabinet',
    cut: { lengthMm: line.lengthMm, widthMm: line.widthMm },
    finished: { lengthMm: line.lengthMm, widthMm: line.widthMm },
    perCabinet: line.quantity,
    quantity: line.quantity,
    // The cabinet board has no grain.
    grain: line.finish ? line.grain : 'N',
  }));
  return { ...exploded, items: [{ ...exploded.items[0]!, index: 3, parts }] };
}

/** A chain of the sheet's cuts in their order: the cut tree `guillotineCheck` expects of them. */
function chain(cuts: readonly PlanCut[]): CutTreeNode {
  const region = { xMm: 0, yMm: 0, lengthMm: 0, widthMm: 0 };
  return cuts.reduceRight<CutTreeNode>(
    (low, { n: _n, ...cut }) => ({ kind: 'cut', region, cut, low, high: null }),
    { kind: 'offcut', region },
  );
}

/** A material's plan as the planner's result, so `guillotineCheck` replays every sheet. */
function asResult(plan: MaterialPlan): NestingResult {
  return {
    sheet: { lengthMm: plan.material.sheetLengthMm, widthMm: plan.material.sheetWidthMm },
    kerfMm: plan.kerfMm,
    trimMm: plan.trimMm,
    maxCutStages: 'none',
    firstStage: 'any',
    heuristic: plan.heuristic,
    unplaced: [],
    totals: {
      sheets: 0,
      pieces: 0,
      partAreaMm2: 0,
      yield: 0,
      yieldExcludingLastOffcut: 0,
      lowerBound: 0,
      cutCount: 0,
      cutLengthMm: 0,
      trimCutCount: 0,
      trimCutLengthMm: 0,
    },
    sheets: plan.sheets.map((sheet) => ({
      index: sheet.index,
      usableLengthMm: sheet.usableLengthMm,
      usableWidthMm: sheet.usableWidthMm,
      placements: sheet.placements.map((p) => ({
        pieceId: p.partId,
        copy: p.copy,
        xMm: p.xMm,
        yMm: p.yMm,
        lengthMm: p.lengthMm,
        widthMm: p.widthMm,
        rotated: p.rotated,
      })),
      offcuts: sheet.offcuts,
      cutTree: chain(sheet.cuts),
      cuts: sheet.cuts,
      cutCount: sheet.cutCount,
      cutLengthMm: sheet.cutLengthMm,
      trimCutCount: sheet.trimCutCount,
      trimCutLengthMm: sheet.trimCutLengthMm,
      usedAreaMm2: sheet.usedAreaMm2,
    })),
  };
}

describe('cuttingPlan with stock: properties', { timeout: 120_000 }, () => {
  it('stays a valid guillotine plan that lays every copy once and each offcut at most once', () => {
    let takingStock = 0;
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.array(offcutArb, { maxLength: 8 }),
        (lines, offcuts) => {
          const order = orderOf(lines);
          const offered = new Map<string, StockOffcut[]>();
          for (const o of offcuts) {
            const key = o.finish ? 'FIN-26/19' : 'COL-1/18';
            const list = offered.get(key) ?? [];
            list.push({
              id: `OC-${o.n}`,
              lengthMm: o.lengthMm,
              widthMm: o.widthMm,
              sourceOrderId: '2a4b6c8d0e1f',
            });
            offered.set(key, list);
          }
          const plan = cuttingPlan(order, UUID, undefined, {
            stock: (key) => offered.get(key) ?? [],
          });

          const used = usedStockOffcuts(plan);
          expect(new Set(used).size).toBe(used.length);
          if (used.length > 0) takingStock += 1;

          for (const material of plan.materials) {
            expect(guillotineCheck(asResult(material))).toEqual([]);
            const key = stockKeyOf(material.material);
            const expected = lines
              .map((line, i) => ({ line, id: `${shortOrderId(UUID)}-03-p${i + 1}` }))
              .filter(({ line }) => line.finish === (material.material.key === 'finish'));
            for (const { line, id } of expected) {
              const copies = material.sheets
                .flatMap((sheet) => sheet.placements)
                .filter((p) => p.partId === id)
                .map((p) => p.copy)
                .sort((a, b) => a - b);
              const left = material.unplaced.find((u) => u.partId === id)?.quantity ?? 0;
              expect(copies.length + left).toBe(line.quantity);
              expect(new Set(copies).size).toBe(copies.length);
              expect(copies.every((c) => c >= 1 && c <= line.quantity)).toBe(true);
            }
            let newSheets = 0;
            let offcutSheets = 0;
            material.sheets.forEach((sheet, i) => {
              expect(sheet.index).toBe(i + 1);
              for (const p of sheet.placements) {
                if (p.grain === 'L') expect(p.rotated).toBe(false);
                if (p.grain === 'W') expect(p.rotated).toBe(true);
              }
              if (!sheet.source) {
                newSheets += 1;
                return;
              }
              offcutSheets += 1;
              // Offcut sheets come first; each is an offcut offered for this material.
              expect(newSheets).toBe(0);
              const { offcut } = sheet.source;
              expect(offered.get(key ?? '')).toContainEqual(offcut);
              expect([sheet.usableLengthMm, sheet.usableWidthMm]).toEqual([
                offcut.lengthMm,
                offcut.widthMm,
              ]);
              expect(sheet.trimCutCount).toBe(0);
              expect(sheet.placements.length).toBeGreaterThan(0);
              for (const p of sheet.placements) {
                expect(p.xMm + p.lengthMm).toBeLessThanOrEqual(offcut.lengthMm);
                expect(p.yMm + p.widthMm).toBeLessThanOrEqual(offcut.widthMm);
              }
            });
            expect(material.totals.sheets).toBe(newSheets);
            expect(material.totals.stockOffcuts ?? 0).toBe(offcutSheets);
          }
          // Stock is taken only when it saves: never more new sheets than without it.
          const without = cuttingPlan(order, UUID);
          plan.materials.forEach((material, i) => {
            expect(material.totals.sheets).toBeLessThanOrEqual(without.materials[i]!.totals.sheets);
            if (!material.sheets.some((sheet) => sheet.source)) {
              expect(material).toEqual(without.materials[i]);
            }
          });
        },
      ),
      { seed: 21, numRuns: 40 },
    );
    // Not vacuous: many of the random plans do take stock offcuts (30 of the 40 with this seed).
    expect(takingStock).toBeGreaterThanOrEqual(10);
  });
});
