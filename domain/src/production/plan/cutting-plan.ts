import { shortOrderId } from '../../order-draft';
import { buildCutList } from '../cut-list';
import { nest } from '../nesting/nest';
import { NESTING_RULES } from '../nesting/rules';
import type {
  NestedSheet,
  NestingHeuristic,
  NestingPiece,
  NestingResult,
  NestingSettings,
  Offcut,
} from '../nesting/types';
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
  StockOffcut,
} from './types';
import { STOCK_RULES, stockKeyOf, stockOrder } from './stock';

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

/** The plan's unplaced part lines, from the planner's. */
function unplacedOf(result: NestingResult, byId: ReadonlyMap<string, PartLine>): PlanUnplaced[] {
  return result.unplaced.map((entryOut) => {
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
}

/** A material's plan on new sheets only: the plan of an order without stock. */
function newSheetsPlan(
  material: PlanMaterial,
  lines: readonly PartLine[],
  settings: Partial<NestingSettings> | undefined,
): MaterialPlan {
  const byId = new Map(lines.map((line) => [line.partId, line]));
  const sheetArea = material.sheetLengthMm * material.sheetWidthMm;
  const result: NestingResult = nest(
    nestingPieces(lines),
    { lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm },
    settings,
  );
  const unplaced = unplacedOf(result, byId);
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

/** The stock offcuts a material's plan may take, and those the order's plan took already. */
interface MaterialStock {
  /** In the order they are tried (`stockOrder`). */
  offcuts: readonly StockOffcut[];
  /** Ids taken by the order's plan so far (shared by its materials: an offcut is used once). */
  taken: Set<string>;
}

/**
 * The copies of each part line not laid yet, by part id (copy numbers, ascending). Lines the
 * planner rejects (no whole quantity, no size) are not in it: they go to the new sheets whole,
 * where the planner lists them with their reason.
 */
type Left = Map<string, number[]>;

function allCopies(lines: readonly PartLine[]): Left {
  const left: Left = new Map();
  for (const line of lines) {
    const valid =
      Number.isInteger(line.quantity) &&
      line.quantity > 0 &&
      line.cutLengthMm > 0 &&
      line.cutWidthMm > 0;
    if (valid)
      left.set(
        line.partId,
        Array.from({ length: line.quantity }, (_, i) => i + 1),
      );
  }
  return left;
}

/**
 * The pieces of the copies left, a part line once with as many as are left; with `whole`, the
 * lines the planner rejects too (for the new sheets).
 */
function leftPieces(lines: readonly PartLine[], left: Left, whole: boolean): NestingPiece[] {
  return nestingPieces(lines).flatMap((piece) => {
    const copies = left.get(piece.id);
    if (copies === undefined) return whole ? [piece] : [];
    return copies.length > 0 ? [{ ...piece, quantity: copies.length }] : [];
  });
}

/**
 * Sheets the planner laid the copies left on, with its copy numbers (1..the quantity it was
 * given) turned back into the part lines' own; the copies laid are taken out of `left`.
 */
function takeCopies(sheets: readonly NestedSheet[], left: Left): NestedSheet[] {
  const laid = new Map<string, Set<number>>();
  const renamed = sheets.map((sheet) => ({
    ...sheet,
    placements: sheet.placements.map((placement) => {
      const copy = left.get(placement.pieceId)?.[placement.copy - 1];
      if (copy === undefined) {
        throw new Error(`the planner laid a copy of ${placement.pieceId} that is not left`);
      }
      const copies = laid.get(placement.pieceId) ?? new Set<number>();
      copies.add(copy);
      laid.set(placement.pieceId, copies);
      return { ...placement, copy };
    }),
  }));
  for (const [id, copies] of laid) {
    left.set(
      id,
      (left.get(id) ?? []).filter((copy) => !copies.has(copy)),
    );
  }
  return renamed;
}

/** A stock offcut laid with parts: the planner's fullest sheet of the offcut's size. */
interface OffcutFill {
  offcut: StockOffcut;
  sheet: NestedSheet;
  heuristic: NestingHeuristic | null;
  /** The copies left after this fill and the fills before it. */
  left: Left;
}

/**
 * The fills of the material's stock offcuts, in the order tried: each offcut is planned as a
 * sheet of its size with no trim (its edges are saw cuts) and the kerf between pieces, with
 * every copy left, by the portfolio without the search (the search lowers a plan's number of
 * sheets, and a fill keeps one); its fullest sheet is kept and those copies are laid. An offcut
 * nothing fits on is passed over; at most STOCK_RULES.maxOffcutsPerMaterial are laid.
 */
function offcutFills(
  lines: readonly PartLine[],
  settings: Partial<NestingSettings> | undefined,
  offcuts: readonly StockOffcut[],
): OffcutFill[] {
  const fills: OffcutFill[] = [];
  let left = allCopies(lines);
  for (const offcut of offcuts) {
    if (fills.length >= STOCK_RULES.maxOffcutsPerMaterial) break;
    const pieces = leftPieces(lines, left, false);
    if (pieces.length === 0) break;
    const result = nest(
      pieces,
      { lengthMm: offcut.lengthMm, widthMm: offcut.widthMm },
      { ...settings, trimMm: 0, searchBudget: 0 },
    );
    const [fullest] = result.sheets;
    if (fullest === undefined || fullest.placements.length === 0) continue;
    left = new Map(left);
    const [sheet] = takeCopies([fullest], left);
    fills.push({ offcut, sheet: sheet as NestedSheet, heuristic: result.heuristic, left });
  }
  return fills;
}

/** Steps of a millimetre area (the planner's tenths: 100 per mm²). */
const areaSteps = (mm2: number) => Math.round(mm2 * NESTING_RULES.stepsPerMm ** 2);
const rectSteps = (r: { lengthMm: number; widthMm: number }) =>
  Math.round(r.lengthMm * NESTING_RULES.stepsPerMm) *
  Math.round(r.widthMm * NESTING_RULES.stepsPerMm);

/** What goes back to stock from new sheets: the area of their reusable offcuts, in steps. */
function reusableSteps(sheets: readonly { offcuts: readonly Offcut[] }[]): number {
  return sheets.reduce(
    (sum, sheet) =>
      sum + sheet.offcuts.filter((o) => o.reusable).reduce((s, o) => s + rectSteps(o), 0),
    0,
  );
}

/**
 * The plan of a material that lays its first `fills` on stock offcuts and the rest on new
 * sheets: the offcut sheets first (the order the fills were made), then the new sheets.
 */
function stockPlan(
  plain: MaterialPlan,
  lines: readonly PartLine[],
  fills: readonly OffcutFill[],
  rest: NestingResult,
): MaterialPlan {
  const { material } = plain;
  const byId = new Map(lines.map((line) => [line.partId, line]));
  const sheetArea = material.sheetLengthMm * material.sheetWidthMm;
  const offcutSheets = fills.map((fill, i) => ({
    ...planSheet({ ...fill.sheet, index: i + 1 }, byId, fill.offcut.lengthMm * fill.offcut.widthMm),
    source: { kind: 'offcut' as const, offcut: { ...fill.offcut } },
  }));
  const newSheets = rest.sheets.map((sheet) =>
    planSheet({ ...sheet, index: fills.length + sheet.index }, byId, sheetArea),
  );
  const sheets = [...offcutSheets, ...newSheets];
  const unplaced = unplacedOf(rest, byId);
  const partSteps = sheets.reduce((sum, sheet) => sum + areaSteps(sheet.usedAreaMm2), 0);
  const fullSteps =
    rest.sheets.length *
      rectSteps({ lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm }) +
    fills.reduce((sum, fill) => sum + rectSteps(fill.offcut), 0);
  const last = sheets[sheets.length - 1];
  const lastOffcut = last
    ? Math.max(0, ...last.offcuts.filter((o) => o.reusable).map(rectSteps))
    : 0;
  const scale = NESTING_RULES.stepsPerMm ** 2;
  return {
    material,
    kerfMm: plain.kerfMm,
    trimMm: plain.trimMm,
    heuristic: rest.heuristic ?? fills[0]?.heuristic ?? null,
    sheets,
    unplaced,
    totals: {
      sheets: newSheets.length,
      lowerBound: rest.totals.lowerBound,
      pieces: sheets.reduce((sum, sheet) => sum + sheet.placements.length, 0),
      unplaced: unplaced.reduce((sum, line) => sum + line.quantity, 0),
      partAreaMm2: partSteps / scale,
      sheetAreaMm2: fullSteps / scale,
      yield: ratio(partSteps, fullSteps),
      yieldExcludingLastOffcut: ratio(partSteps, fullSteps - lastOffcut),
      cutCount: sheets.reduce((sum, sheet) => sum + sheet.cutCount, 0),
      cutLengthMm: sumMm(sheets.map((sheet) => sheet.cutLengthMm)),
      trimCutCount: sheets.reduce((sum, sheet) => sum + sheet.trimCutCount, 0),
      trimCutLengthMm: sumMm(sheets.map((sheet) => sheet.trimCutLengthMm)),
      stockOffcuts: fills.length,
    },
  };
}

/** How good the new sheets of a plan are: fewer, then more reusable offcut area on them. */
interface NewSheetsRank {
  sheets: number;
  back: number;
}

const rankOf = (sheets: readonly { offcuts: readonly Offcut[] }[]): NewSheetsRank => ({
  sheets: sheets.length,
  back: reusableSteps(sheets),
});

const betterNewSheets = (a: NewSheetsRank, b: NewSheetsRank) =>
  a.sheets < b.sheets || (a.sheets === b.sheets && a.back > b.back);

/**
 * A material's plan with its stock offcuts (docs/production/nesting.md, "Offcuts from stock"):
 * the offcuts are filled in the order given (`offcutFills`); then, for every number k of them
 * from 0 to all the fills, the copies left after the first k are planned on new sheets by the
 * portfolio without the search, and the k with the fewest new sheets, then the most area of
 * reusable offcuts on them (more of the new boards back to stock), then the smallest k is
 * chosen. That k's new sheets are planned again with the settings' search, and the plan is kept
 * when its new sheets rank better, by the same measure, than the plain plan's; else the plain
 * plan is, as it is. So an offcut is taken only when it saves new sheet area.
 */
function planWithStock(
  plain: MaterialPlan,
  lines: readonly PartLine[],
  settings: Partial<NestingSettings> | undefined,
  stock: MaterialStock,
): MaterialPlan {
  const offcuts = stock.offcuts.filter((offcut) => !stock.taken.has(offcut.id));
  const fills = offcutFills(lines, settings, offcuts);
  if (fills.length === 0) return plain;
  const { material } = plain;
  const sheet = { lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm };
  const quick = { ...settings, searchBudget: 0 };
  let bestK = 0;
  let best = rankOf(nest(leftPieces(lines, allCopies(lines), true), sheet, quick).sheets);
  for (const [i, fill] of fills.entries()) {
    const rank = rankOf(nest(leftPieces(lines, fill.left, true), sheet, quick).sheets);
    if (betterNewSheets(rank, best)) {
      best = rank;
      bestK = i + 1;
    }
  }
  const chosen = fills.slice(0, bestK);
  const lastFill = chosen[chosen.length - 1];
  if (lastFill === undefined) return plain;
  const rest = nest(leftPieces(lines, lastFill.left, true), sheet, settings);
  if (!betterNewSheets(rankOf(rest.sheets), rankOf(plain.sheets))) return plain;
  const renamed = takeCopies(rest.sheets, new Map(lastFill.left));
  for (const fill of chosen) stock.taken.add(fill.offcut.id);
  return stockPlan(plain, lines, chosen, { ...rest, sheets: renamed });
}

function materialPlan(
  entry: CutListMaterial,
  orderUuid: string,
  settings: Partial<NestingSettings> | undefined,
  numbers: PartNumbers,
  stock: MaterialStock | null,
): MaterialPlan {
  const material = planMaterial(entry);
  const lines = partLines(entry, orderUuid, numbers);
  const plain = newSheetsPlan(material, lines, settings);
  if (stock === null) return plain;
  return planWithStock(plain, lines, settings, stock);
}

/** The order's figures: the materials' sums, the yield over the sum of their sheet areas. */
function orderTotals(plans: readonly MaterialPlan[]): PlanTotals {
  const sum = (pick: (totals: PlanTotals) => number) =>
    plans.reduce((total, plan) => total + pick(plan.totals), 0);
  const partAreaMm2 = sum((totals) => totals.partAreaMm2);
  const sheetAreaMm2 = sum((totals) => totals.sheetAreaMm2);
  const offcuts = sum((totals) => totals.stockOffcuts ?? 0);
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
    ...(offcuts > 0 ? { stockOffcuts: offcuts } : {}),
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
  options: CuttingPlanOptions = {},
): CuttingPlan {
  const cutList = buildCutList(exploded);
  const numbers = partNumbers(cutList);
  const taken = new Set<string>();
  const stockOf = (entry: CutListMaterial): MaterialStock | null => {
    const key = options.stock ? stockKeyOf(entry.material) : null;
    if (key === null || !options.stock) return null;
    return { offcuts: stockOrder(options.stock(key)), taken };
  };
  const materials = cutList.materials.map((entry) =>
    materialPlan(entry, orderUuid, settings, numbers, stockOf(entry)),
  );
  return {
    orderId: shortOrderId(orderUuid),
    unit: exploded.unit,
    materials,
    totals: orderTotals(materials),
    problems: exploded.problems.map((problem) => ({ ...problem })),
  };
}
