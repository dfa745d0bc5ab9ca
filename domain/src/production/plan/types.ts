import type { Unit } from '../../units';
import type { Cut, NestingHeuristic, Offcut, UnplacedReason } from '../nesting/types';
import type { EdgeBanding, Grain, ItemProblem, MaterialKey } from '../types';

/*
 * The cutting plan of an order (docs/production/plans-and-labels.md): per material of the cut
 * list, the sheets the guillotine planner lays its parts on. Plain data, the JSON of
 * `GET /api/orders/:uuid/cutting-plan`. Every length is millimetres; on a sheet, x runs along
 * its length and y along its width, both from the corner of the trimmed sheet.
 */

/** The material a plan is cut from, as the plan names it. */
export interface PlanMaterial {
  key: MaterialKey;
  /** `COL-1`, `FIN-26`, `CUSTOM-CAB`, `BACK-3`: also the plan file's name. */
  code: string;
  /** As the order stored it (a custom material's name comes from the customer). */
  name: string;
  thicknessMm: number;
  sheetLengthMm: number;
  sheetWidthMm: number;
  grain: boolean;
}

/** One piece on a sheet: one copy of one part line. */
export interface PlanPlacement {
  /** The part line's stable id, `<short order id>-<nn>-<part code>` (docs/production/outputs.md). */
  partId: string;
  /** 1..quantity: which piece of the part line this is. */
  copy: number;
  /** Pieces of the part line in the whole order. */
  quantity: number;
  /** The part's English name ("Side", "Door (upper)"). */
  name: string;
  /** 1-based index of the item (cabinet) the part belongs to. */
  cabinetIndex: number;
  /** The part's short number, `2.5` (item 2, part 5; docs/production/plans-and-labels.md). */
  partNumber: string;
  /** The part's cut size: length first (the grain's, if any). */
  cutLengthMm: number;
  cutWidthMm: number;
  grain: Grain;
  /** The banded edges (L1 the front long edge, L2 the back one, W1 and W2 the short ones). */
  edges: EdgeBanding;
  /** Where the piece lies on the trimmed sheet, and its extents along x and y. */
  xMm: number;
  yMm: number;
  lengthMm: number;
  widthMm: number;
  /** The part's length lies across the sheet. */
  rotated: boolean;
}

/**
 * A numbered cut of a sheet and its stage, as the planner gives them: 1 for the cuts across the
 * whole sheet or along what is left of it in the same direction, 2 for the cuts of the strips the
 * first stage made (the panel turned once), 3 and on for each further turn; `trim` on a trimming
 * cut one stage past the plan's limit (docs/production/nesting.md, "Cut stages").
 */
export type PlanCut = Cut;

/** One sheet of a material's plan. */
export interface PlanSheet {
  /** 1-based; fullest first, so the last sheet holds the largest offcut. */
  index: number;
  /** The trimmed sheet, where x and y start. */
  usableLengthMm: number;
  usableWidthMm: number;
  /** In saw order. */
  placements: PlanPlacement[];
  /** Free rectangles left, largest first. */
  offcuts: Offcut[];
  /** The guillotine cuts in saw order, numbered from 1 (the four trim cuts come first, unnumbered). */
  cuts: PlanCut[];
  cutCount: number;
  cutLengthMm: number;
  trimCutCount: number;
  trimCutLengthMm: number;
  usedAreaMm2: number;
  /** Part area / full sheet area, 4 decimals. */
  yield: number;
  /**
   * Where the sheet comes from: absent for a new full sheet of the material (so plans made
   * without stock keep their bytes), a stock offcut otherwise (docs/production/nesting.md,
   * "Offcuts from stock").
   */
  source?: PlanSheetSource;
}

/** A part line the planner could not lay on the material's sheet, with every copy of it. */
export interface PlanUnplaced {
  partId: string;
  name: string;
  cabinetIndex: number;
  quantity: number;
  cutLengthMm: number;
  cutWidthMm: number;
  reason: UnplacedReason;
  /** English, for logs and production notes; screens show `reason` in the reader's language. */
  message: string;
}

/** The figures of one material's plan (or, summed, of the whole order). */
export interface PlanTotals {
  /** New sheets (a stock offcut the plan lays parts on is not counted: see `stockOffcuts`). */
  sheets: number;
  /**
   * ceil(part area / trimmed sheet area): no plan can use fewer sheets. With stock offcuts, the
   * bound of the parts on new sheets.
   */
  lowerBound: number;
  /** Pieces placed. */
  pieces: number;
  /** Pieces the planner could not place. */
  unplaced: number;
  partAreaMm2: number;
  /** Full area of the sheets used: the new sheets and the stock offcuts. */
  sheetAreaMm2: number;
  /** Part area / full area of the sheets used, 4 decimals. */
  yield: number;
  /** Cuts between the parts (trim cuts not included) and their length. */
  cutCount: number;
  cutLengthMm: number;
  trimCutCount: number;
  trimCutLengthMm: number;
  /**
   * Stock offcuts the plan lays parts on (docs/production/nesting.md, "Offcuts from stock");
   * absent when none, so a plan without stock keeps its bytes.
   */
  stockOffcuts?: number;
}

/** The plan of one material. */
export interface MaterialPlan {
  material: PlanMaterial;
  kerfMm: number;
  trimMm: number;
  /** The heuristic of the planner's portfolio that made this plan (null when nothing was placed). */
  heuristic: NestingHeuristic | null;
  sheets: PlanSheet[];
  unplaced: PlanUnplaced[];
  totals: PlanTotals & {
    /** Part area / (full area used - the last sheet's largest reusable offcut), 4 decimals. */
    yieldExcludingLastOffcut: number;
  };
}

/** GET /api/orders/:uuid/cutting-plan. */
export interface CuttingPlan {
  /** The order's short id (the last segment of its uuid). */
  orderId: string;
  /** The order's unit; every length of the plan is millimetres whatever it is. */
  unit: Unit;
  /** Materials in the cut list's order: cabinet colour, finish, applied back. */
  materials: MaterialPlan[];
  totals: PlanTotals;
  /** Items production cannot build (copied from the parts explosion). */
  problems: ItemProblem[];
  /** ISO time the plan was fixed, when the order moved to To Cut; absent: a preview. */
  fixedAt?: string;
}

/** An offcut in the shop's stock (docs/production/nesting.md, "Offcuts from stock"). */
export interface StockOffcut {
  /** Printed on its label: `OC-` and a number, e.g. `OC-17`. */
  id: string;
  /** Along the length of the sheet it came from (the grain's direction when the board has one). */
  lengthMm: number;
  widthMm: number;
  /** The short id of the order whose plan left it. */
  sourceOrderId: string;
}

/** A sheet of a plan cut from a stock offcut instead of a new board. */
export interface PlanSheetSource {
  kind: 'offcut';
  offcut: StockOffcut;
}

/** A reusable free rectangle of a plan's sheet that goes to stock when the plan is fixed. */
export interface OffcutToStock {
  sheetIndex: number;
  xMm: number;
  yMm: number;
  lengthMm: number;
  widthMm: number;
}

/** An offcut a fixed plan puts into the stock, with the material it is of. */
export interface StockEntry extends OffcutToStock {
  stockKey: string;
  code: string;
  name: string;
  thicknessMm: number;
}

/** A plan as fixed at To Cut: with the time it was fixed (docs/decisions/0012-offcut-stock.md). */
export type FixedPlan = CuttingPlan & { fixedAt: string };

/** What `cuttingPlan` may take besides the order and the planner's settings. */
export interface CuttingPlanOptions {
  /**
   * The offcuts in stock for a stock key (`stockKeyOf`); without it the plan uses new sheets
   * only, exactly as before stock existed.
   */
  stock?: (stockKey: string) => readonly StockOffcut[];
}
