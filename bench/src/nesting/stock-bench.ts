import {
  type MaterialPlan,
  cuttingPlan,
  explodeOrder,
  NESTING_RULES,
  offcutsToStock,
  offcutSourceText,
  stockKeyOf,
  usedStockOffcuts,
  type CuttingPlan,
  type StockOffcut,
} from '@cutshop/domain/production';
import {
  KITCHEN_STAMP,
  kitchenStoredOrder,
  REFERENCE_STAMPS,
  REFERENCE_TREE,
  referenceStoredOrder,
} from '@cutshop/domain/testing';

/*
 * The kitchen planned with the offcuts an earlier order left (docs/production/nesting.md,
 * "Offcuts from stock"): the millimetre reference order is planned first, its reusable offcuts
 * (both sides >= minOffcutSideMm) go to stock numbered OC-1, OC-2, ... in `offcutsToStock`'s
 * order material by material, then the kitchen is planned with that stock and without it.
 */

/** One material of the kitchen with and without the stock. */
export interface StockMaterialFigures {
  code: string;
  stockKey: string | null;
  /** Offcuts of that material in stock before the kitchen. */
  inStock: number;
  newSheetsWithout: number;
  newSheetsWith: number;
  offcuts: {
    id: string;
    lengthMm: number;
    widthMm: number;
    sourceOrderId: string;
    pieces: number;
  }[];
  /** Full area of new sheets the stock saves, m² (3 decimals). */
  newSheetAreaSavedM2: number;
  /**
   * Area of the reusable offcuts on the new sheets (what goes back to stock from them), m²,
   * without and with the stock: the rule's second measure.
   */
  newSheetsBackWithoutM2: number;
  newSheetsBackWithM2: number;
  yieldWithout: number;
  yieldWith: number;
}

export interface StockBenchFigures {
  sourceOrderId: string;
  kitchenOrderId: string;
  minOffcutSideMm: number;
  materials: StockMaterialFigures[];
  /** Every stock offcut the kitchen's plan uses. */
  used: string[];
  newSheetsWithout: number;
  newSheetsWith: number;
  newSheetAreaSavedM2: number;
  /** Planning the kitchen with the stock, milliseconds (one run). */
  ms: number;
}

const m2 = (mm2: number) => Math.round(mm2 / 1000) / 1000;

/** The area of the reusable offcuts of a plan's new sheets, mm². */
const backMm2 = (plan: MaterialPlan) =>
  plan.sheets
    .filter((sheet) => !sheet.source)
    .flatMap((sheet) => sheet.offcuts.filter((offcut) => offcut.reusable))
    .reduce((sum, offcut) => sum + offcut.lengthMm * offcut.widthMm, 0);

/** The reusable offcuts of a plan as stock, numbered from OC-1 material by material. */
function stockFrom(plan: CuttingPlan, minOffcutSideMm: number): Map<string, StockOffcut[]> {
  const stock = new Map<string, StockOffcut[]>();
  let n = 0;
  for (const material of plan.materials) {
    const key = stockKeyOf(material.material);
    if (key === null) continue;
    const offcuts = offcutsToStock(material, minOffcutSideMm).map((offcut) => {
      n += 1;
      return {
        id: `OC-${n}`,
        lengthMm: offcut.lengthMm,
        widthMm: offcut.widthMm,
        sourceOrderId: plan.orderId,
      };
    });
    stock.set(key, [...(stock.get(key) ?? []), ...offcuts]);
  }
  return stock;
}

/** Plans the reference order, then the kitchen with its offcuts, and prints what it takes. */
export function runStockBench(): StockBenchFigures {
  const minOffcutSideMm = NESTING_RULES.minOffcutSideMm;
  const reference = referenceStoredOrder('mm');
  const earlier = cuttingPlan(explodeOrder(reference, REFERENCE_TREE), REFERENCE_STAMPS.mm.uuid);
  const stock = stockFrom(earlier, minOffcutSideMm);

  const kitchen = explodeOrder(kitchenStoredOrder(), REFERENCE_TREE);
  const without = cuttingPlan(kitchen, KITCHEN_STAMP.uuid);
  const start = performance.now();
  const withStock = cuttingPlan(kitchen, KITCHEN_STAMP.uuid, undefined, {
    stock: (key) => stock.get(key) ?? [],
  });
  const ms = Math.round((performance.now() - start) * 10) / 10;

  const materials = withStock.materials.map((plan, i): StockMaterialFigures => {
    const plain = without.materials[i];
    if (plain === undefined) throw new Error('the plans with and without stock differ');
    const { sheetLengthMm, sheetWidthMm } = plan.material;
    const key = stockKeyOf(plan.material);
    const saved = plain.totals.sheets - plan.totals.sheets;
    return {
      code: plan.material.code,
      stockKey: key,
      inStock: key === null ? 0 : (stock.get(key)?.length ?? 0),
      newSheetsWithout: plain.totals.sheets,
      newSheetsWith: plan.totals.sheets,
      offcuts: plan.sheets.flatMap((sheet) =>
        sheet.source ? [{ ...sheet.source.offcut, pieces: sheet.placements.length }] : [],
      ),
      newSheetAreaSavedM2: m2(saved * sheetLengthMm * sheetWidthMm),
      newSheetsBackWithoutM2: m2(backMm2(plain)),
      newSheetsBackWithM2: m2(backMm2(plan)),
      yieldWithout: plain.totals.yield,
      yieldWith: plan.totals.yield,
    };
  });
  const figures: StockBenchFigures = {
    sourceOrderId: earlier.orderId,
    kitchenOrderId: withStock.orderId,
    minOffcutSideMm,
    materials,
    used: usedStockOffcuts(withStock),
    newSheetsWithout: without.totals.sheets,
    newSheetsWith: withStock.totals.sheets,
    newSheetAreaSavedM2:
      Math.round(materials.reduce((sum, m) => sum + m.newSheetAreaSavedM2, 0) * 1000) / 1000,
    ms,
  };

  console.log(
    `\nOffcuts from stock: order ${earlier.orderId} (the mm reference) planned first, its reusable offcuts (both sides >= ${minOffcutSideMm} mm) to stock; then the kitchen ${withStock.orderId}:`,
  );
  for (const m of materials) {
    console.log(
      `  ${m.code.padEnd(10)} ${String(m.inStock).padStart(2)} in stock; new sheets ${m.newSheetsWithout} -> ${m.newSheetsWith} (${m.newSheetAreaSavedM2.toFixed(3)} m² saved), reusable offcuts on them ${m.newSheetsBackWithoutM2.toFixed(3)} -> ${m.newSheetsBackWithM2.toFixed(3)} m², yield ${(m.yieldWithout * 100).toFixed(1)} % -> ${(m.yieldWith * 100).toFixed(1)} %`,
    );
    for (const offcut of m.offcuts) {
      console.log(
        `    uses ${offcutSourceText(offcut)}: ${offcut.pieces} ${offcut.pieces === 1 ? 'piece' : 'pieces'}`,
      );
    }
  }
  console.log(
    `  kitchen: new sheets ${figures.newSheetsWithout} -> ${figures.newSheetsWith}, ${figures.newSheetAreaSavedM2.toFixed(3)} m² of new sheets saved, ${figures.used.length} offcuts used (${figures.used.join(', ')}); planned in ${ms} ms`,
  );
  return figures;
}
