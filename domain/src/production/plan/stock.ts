import { NESTING_RULES } from '../nesting/rules';
import type {
  CuttingPlan,
  MaterialPlan,
  OffcutToStock,
  PlanMaterial,
  StockEntry,
  StockOffcut,
} from './types';

/*
 * The shop's stock of offcuts (docs/production/nesting.md, "Offcuts from stock"): which stock a
 * material's offcuts belong to, what a fixed plan gives back to it and what a plan takes from it.
 */

/** How a plan takes stock offcuts (docs/production/nesting.md, "Offcuts from stock"). */
export const STOCK_RULES = {
  /**
   * The most stock offcuts one material's plan lays parts on: each costs a plan of the parts
   * left on new sheets, so the work stays bounded whatever the stock holds.
   */
  maxOffcutsPerMaterial: 8,
} as const;

/** Codes of materials the shop keeps no stock of: custom boards, a material not chosen yet. */
const NO_STOCK = [/^CUSTOM-/, /-NONE$/];

/**
 * The stock a material's offcuts belong to: its code and thickness, `COL-1/19`; null for a
 * material with no shop stock (a custom material, `CUSTOM-*`, or the stand-in of a material not
 * chosen yet, `*-NONE`).
 */
export function stockKeyOf(material: Pick<PlanMaterial, 'code' | 'thicknessMm'>): string | null {
  if (NO_STOCK.some((pattern) => pattern.test(material.code))) return null;
  return `${material.code}/${material.thicknessMm}`;
}

const toSteps = (mm: number) => Math.round(mm * NESTING_RULES.stepsPerMm);

/**
 * The reusable offcuts of every sheet of a material's plan (the free rectangles whose two sides
 * both reach `minOffcutSideMm`), largest area first, then by sheet, then along the sheet's
 * length and width. Lengths along the length of the sheet they lie on, so along the length of
 * the new board or of the stock offcut the sheet is (the grain's direction either way).
 */
export function offcutsToStock(plan: MaterialPlan, minOffcutSideMm: number): OffcutToStock[] {
  const min = toSteps(minOffcutSideMm);
  const found = plan.sheets.flatMap((sheet) =>
    sheet.offcuts
      .filter((offcut) => toSteps(offcut.lengthMm) >= min && toSteps(offcut.widthMm) >= min)
      .map((offcut) => ({
        sheetIndex: sheet.index,
        xMm: offcut.xMm,
        yMm: offcut.yMm,
        lengthMm: offcut.lengthMm,
        widthMm: offcut.widthMm,
      })),
  );
  const area = (o: OffcutToStock) => toSteps(o.lengthMm) * toSteps(o.widthMm);
  return found.sort(
    (a, b) => area(b) - area(a) || a.sheetIndex - b.sheetIndex || a.xMm - b.xMm || a.yMm - b.yMm,
  );
}

/**
 * What fixing `plan` puts into the stock: the reusable offcuts (offcutsToStock) of every material
 * that has shop stock, each with its stock key and material, in the plan's material order.
 */
export function offcutsLeftBy(plan: CuttingPlan, minOffcutSideMm: number): StockEntry[] {
  return plan.materials.flatMap((materialPlan) => {
    const { code, name, thicknessMm } = materialPlan.material;
    const stockKey = stockKeyOf(materialPlan.material);
    if (stockKey === null) return [];
    return offcutsToStock(materialPlan, minOffcutSideMm).map((offcut) => ({
      ...offcut,
      stockKey,
      code,
      name,
      thicknessMm,
    }));
  });
}

/** The ids of the stock offcuts a plan lays parts on, in the plan's order (materials, sheets). */
export function usedStockOffcuts(plan: CuttingPlan): string[] {
  return plan.materials.flatMap((material) =>
    material.sheets.flatMap((sheet) => (sheet.source ? [sheet.source.offcut.id] : [])),
  );
}

/** The number in an offcut's id (`OC-17`: 17), for ordering ids as numbers. */
function idNumber(id: string): number {
  const match = /(\d+)$/.exec(id);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/**
 * The stock offcuts a plan may take, in the order it tries them: largest area first, then the
 * longer, then the older id (`OC-9` before `OC-17`); an offcut with no size, or an id given
 * twice after its first, is left out.
 */
export function stockOrder(offcuts: readonly StockOffcut[]): StockOffcut[] {
  const seen = new Set<string>();
  const usable = offcuts.filter((offcut) => {
    const sized =
      Number.isFinite(offcut.lengthMm) &&
      Number.isFinite(offcut.widthMm) &&
      toSteps(offcut.lengthMm) > 0 &&
      toSteps(offcut.widthMm) > 0;
    if (!sized || seen.has(offcut.id)) return false;
    seen.add(offcut.id);
    return true;
  });
  const area = (o: StockOffcut) => toSteps(o.lengthMm) * toSteps(o.widthMm);
  return usable.sort(
    (a, b) =>
      area(b) - area(a) ||
      toSteps(b.lengthMm) - toSteps(a.lengthMm) ||
      idNumber(a.id) - idNumber(b.id) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
