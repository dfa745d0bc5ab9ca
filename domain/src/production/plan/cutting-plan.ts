import { shortOrderId } from '../../order-draft';
import { buildCutList } from '../cut-list';
import { nest } from '../nesting/nest';
import { NESTING_RULES } from '../nesting/rules';
import type { NestedSheet, NestingResult, NestingSettings } from '../nesting/types';
import { partNumbers, type PartNumbers } from '../formats/part-number';
import type { CutListMaterial, ExplodedOrder } from '../types';
import { nestingPieces, partLines, type PartLine } from './pieces';
import type {
  CuttingPlan,
  CuttingPlanOptions,
  MaterialPlan,
  PlanMaterial,
  PlanSheet,
  PlanTotals,
  PlanUnplaced,
} from './types';

/*
 * `cuttingPlan`: the guillotine cutting plan of every material of an order's cut list
 * (docs/production/plans-and-labels.md). Pure and deterministic, like the planner it calls.
 */

/** Rounds a ratio to the plan's yield decimals (those of the planner). */
function ratio(part: number, whole: number): number {
  if (whole <= 0) return 0;
  const scale = 10 ** NESTING_RULES.yieldDecimals;
  return Math.round((part / whole) * scale) / scale;
}

/** Sums millimetre values in the planner's steps, so the total carries no rounding residue. */
function sumMm(values: readonly number[]): number {
  const steps = NESTING_RULES.stepsPerMm;
  return values.reduce((total, value) => total + Math.round(value * steps), 0) / steps;
}

function planMaterial(entry: CutListMaterial): PlanMaterial {
  const { material } = entry;
  return {
    key: material.key,
    code: material.code,
    name: material.name,
    thicknessMm: material.thicknessMm,
    sheetLengthMm: material.sheetLengthMm,
    sheetWidthMm: material.sheetWidthMm,
    grain: material.grain,
  };
}

function lineOf(lines: ReadonlyMap<string, PartLine>, id: string): PartLine {
  const line = lines.get(id);
  if (line === undefined) throw new Error(`the planner returned an unknown piece ${id}`);
  return line;
}

function planSheet(
  sheet: NestedSheet,
  lines: ReadonlyMap<string, PartLine>,
  area: number,
): PlanSheet {
  return {
    index: sheet.index,
    usableLengthMm: sheet.usableLengthMm,
    usableWidthMm: sheet.usableWidthMm,
    placements: sheet.placements.map((placement) => {
      const line = lineOf(lines, placement.pieceId);
      return {
        partId: line.partId,
        copy: placement.copy,
        quantity: line.quantity,
        name: line.name,
        cabinetIndex: line.cabinetIndex,
        partNumber: line.partNumber,
        cutLengthMm: line.cutLengthMm,
        cutWidthMm: line.cutWidthMm,
        grain: line.grain,
        edges: { ...line.edges },
        xMm: placement.xMm,
        yMm: placement.yMm,
        lengthMm: placement.lengthMm,
        widthMm: placement.widthMm,
        rotated: placement.rotated,
      };
    }),
    offcuts: sheet.offcuts.map((offcut) => ({ ...offcut })),
    cuts: sheet.cuts.map((cut) => ({ ...cut })),
    cutCount: sheet.cutCount,
    cutLengthMm: sheet.cutLengthMm,
    trimCutCount: sheet.trimCutCount,
    trimCutLengthMm: sheet.trimCutLengthMm,
    usedAreaMm2: sheet.usedAreaMm2,
    yield: ratio(sheet.usedAreaMm2, area),
  };
}

function materialPlan(
  entry: CutListMaterial,
  orderUuid: string,
  settings: Partial<NestingSettings> | undefined,
  numbers: PartNumbers,
): MaterialPlan {
  const material = planMaterial(entry);
  const lines = partLines(entry, orderUuid, numbers);
  const byId = new Map(lines.map((line) => [line.partId, line]));
  const sheetArea = material.sheetLengthMm * material.sheetWidthMm;
  const result: NestingResult = nest(
    nestingPieces(lines),
    { lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm },
    settings,
  );
  const unplaced: PlanUnplaced[] = result.unplaced.map((entryOut) => {
    const line = lineOf(byId, entryOut.pieceId);
    return {
      partId: line.partId,
      name: line.name,
      cabinetIndex: line.cabinetIndex,
      quantity: entryOut.quantity,
      cutLengthMm: line.cutLengthMm,
      cutWidthMm: line.cutWidthMm,
      reason: entryOut.reason,
      message: entryOut.message,
    };
  });
  const { totals } = result;
  return {
    material,
    kerfMm: result.kerfMm,
    trimMm: result.trimMm,
    heuristic: result.heuristic,
    sheets: result.sheets.map((sheet) => planSheet(sheet, byId, sheetArea)),
    unplaced,
    totals: {
      sheets: totals.sheets,
      lowerBound: totals.lowerBound,
      pieces: totals.pieces,
      unplaced: unplaced.reduce((sum, line) => sum + line.quantity, 0),
      partAreaMm2: totals.partAreaMm2,
      sheetAreaMm2: totals.sheets * sheetArea,
      yield: totals.yield,
      yieldExcludingLastOffcut: totals.yieldExcludingLastOffcut,
      cutCount: totals.cutCount,
      cutLengthMm: totals.cutLengthMm,
      trimCutCount: totals.trimCutCount,
      trimCutLengthMm: totals.trimCutLengthMm,
    },
  };
}

/** The order's figures: the materials' sums, the yield over the sum of their sheet areas. */
function orderTotals(plans: readonly MaterialPlan[]): PlanTotals {
  const sum = (pick: (totals: PlanTotals) => number) =>
    plans.reduce((total, plan) => total + pick(plan.totals), 0);
  const partAreaMm2 = sum((totals) => totals.partAreaMm2);
  const sheetAreaMm2 = sum((totals) => totals.sheetAreaMm2);
  return {
    sheets: sum((totals) => totals.sheets),
    lowerBound: sum((totals) => totals.lowerBound),
    pieces: sum((totals) => totals.pieces),
    unplaced: sum((totals) => totals.unplaced),
    partAreaMm2,
    sheetAreaMm2,
    yield: ratio(partAreaMm2, sheetAreaMm2),
    cutCount: sum((totals) => totals.cutCount),
    cutLengthMm: sumMm(plans.map((plan) => plan.totals.cutLengthMm)),
    trimCutCount: sum((totals) => totals.trimCutCount),
    trimCutLengthMm: sumMm(plans.map((plan) => plan.totals.trimCutLengthMm)),
  };
}

/**
 * The cutting plan of an exploded order: for each material of its cut list (same order: cabinet
 * colour, finish, applied back), the part lines as pieces (cut size, quantity, grain, named by
 * `partId(orderUuid, cabinet index, part)`), planned with `nest` on the material's sheet
 * (sheetLengthMm x sheetWidthMm) with the given settings (NESTING_RULES otherwise). Pieces the
 * planner cannot place are listed with their reason, never dropped. Totals per material and for
 * the order.
 */
export function cuttingPlan(
  exploded: ExplodedOrder,
  orderUuid: string,
  settings?: Partial<NestingSettings>,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- laid on stock offcuts next
  options: CuttingPlanOptions = {},
): CuttingPlan {
  const cutList = buildCutList(exploded);
  const numbers = partNumbers(cutList);
  const materials = cutList.materials.map((entry) =>
    materialPlan(entry, orderUuid, settings, numbers),
  );
  return {
    orderId: shortOrderId(orderUuid),
    unit: exploded.unit,
    materials,
    totals: orderTotals(materials),
    problems: exploded.problems.map((problem) => ({ ...problem })),
  };
}
