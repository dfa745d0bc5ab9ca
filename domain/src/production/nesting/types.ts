import type { Grain } from '../types';

/*
 * The vocabulary of the cutting plans (docs/production/nesting.md): pieces in, sheets with their
 * placements, offcuts and guillotine cuts out. Every length is millimetres; x runs along the
 * sheet's length and y along its width, both from the corner of the trimmed sheet.
 */

// ---------------------------------------------------------------------------------------------
// Input

/** One kind of piece to cut: its cut size and how many. */
export interface NestingPiece {
  /** Unique within one call; placements and problems name the piece by it. */
  id: string;
  /** The first dimension (the grain's, when the piece has one). */
  lengthMm: number;
  widthMm: number;
  quantity: number;
  /**
   * L: the piece's length lies along the sheet's length (the sheet's grain runs along its
   * length); W: its width does; N: either way.
   */
  grain: Grain;
}

/** The full sheet, before the trim. */
export interface NestingSheet {
  lengthMm: number;
  widthMm: number;
}

/** How a free rectangle is chosen for the next piece (the lower score wins). */
export type ChoiceRule = 'bestShortSideFit' | 'bestAreaFit' | 'bestLongSideFit';
/** Which of the two guillotine cuts around a placed piece runs across the whole free rectangle. */
export type SplitRule = 'shorterAxis' | 'shorterLeftoverAxis' | 'longerLeftoverAxis' | 'minArea';
/** The order the pieces are packed in (largest first by the named measure). */
export type SortRule = 'shortSideDesc' | 'longSideDesc' | 'areaDesc' | 'perimeterDesc';

/** One packing heuristic of the portfolio. */
export interface NestingHeuristic {
  choice: ChoiceRule;
  split: SplitRule;
  sort: SortRule;
}

/**
 * The most cut stages the saw allows (docs/production/nesting.md, "Cut stages"): 'none' for no
 * limit, else k for a k-staged plan with trimming.
 */
export type MaxCutStages = 'none' | 2 | 3 | 4;

/** The direction of the first stage's cuts: `any` lets each sheet's plan choose. */
export type FirstStage = 'any' | 'rip' | 'cross';

/** What `nest` works with; every field has a default in NESTING_RULES. */
/**
 * A configuration of the beam search for tight goals (nesting.md): which open rectangle a
 * partial plan decides next, and how the partial plans are ranked.
 */
export interface BeamConfig {
  next: 'narrowest' | 'smallest';
  rank: 'lost' | 'lostPerArea';
}

export interface NestingSettings {
  /** Width of the saw cut, consumed by every cut. */
  kerfMm: number;
  /** Taken off each of the four sheet edges before anything is placed. */
  trimMm: number;
  /** An offcut is reusable when both its sides reach this. */
  minOffcutSideMm: number;
  /** Every heuristic is run; the best plan is kept. */
  heuristics: readonly NestingHeuristic[];
  /**
   * Work of the ruin-and-recreate search, in free rectangles examined (0: no search). Counted,
   * not timed, so the plan does not depend on the machine.
   */
  searchBudget: number;
  /**
   * Seed of the search's generator (NESTING_RULES.search.seed by default): another seed searches
   * anew, as independent searches of one plan do (the 2BP benchmark's larger budget).
   */
  searchSeed: number;
  /**
   * Work of each stint of the search (0: one stint over the whole budget); without it,
   * NESTING_RULES.search's stint, at most its share per piece.
   */
  searchStint: number;
  /**
   * Searches of one plan (1 or 2; NESTING_RULES.search.searches by default): the second starts
   * from the same plan with the next seed in one stint, and the plan with fewer sheets is kept
   * (the first on a tie). The same plan wherever the second runs (nesting.md, "Two searches").
   */
  searches: number;
  /**
   * Whether the beam search for tight goals runs before the ruin and recreate (true by
   * default; nesting.md, "Beam search for tight goals"). The second search does without: the
   * first's beam search has run on the same plan.
   */
  beamSearch: boolean;
  /**
   * Work of the column generation over 3-stage patterns after the searches (0, the default:
   * none; nesting.md, "Column generation over 3-stage patterns"). Counted, not timed. Only
   * without a stage limit.
   */
  patternBudget: number;
  /**
   * The most cut stages of every sheet ('none': no limit). A cut one stage further is allowed
   * only as a trimming cut, between one piece and waste.
   */
  maxCutStages: MaxCutStages;
  /**
   * The direction of stage 1 ('any' by default): with `rip`, a cross cut through the whole sheet
   * is stage 2, as if a first stage of no rip had left it one strip.
   */
  firstStage: FirstStage;
}

// ---------------------------------------------------------------------------------------------
// Output

/** One copy of a piece on a sheet. */
export interface Placement {
  pieceId: string;
  /** 1..quantity. */
  copy: number;
  xMm: number;
  yMm: number;
  /** Extent along the sheet's length (x): the piece's length, or its width when rotated. */
  lengthMm: number;
  /** Extent along the sheet's width (y). */
  widthMm: number;
  /** The piece's length lies across the sheet (always for grain W, never for grain L). */
  rotated: boolean;
}

/** rip: a cut along the sheet's length (constant y); cross: across it (constant x). */
export type CutDirection = 'rip' | 'cross';

/**
 * One guillotine cut: it starts at (x, y) and runs `lengthMm` through a whole region. The kerf
 * takes the material from the cut's position (y for a rip, x for a cross cut) to position + kerf.
 */
export interface Cut {
  /** 1-based order on its sheet. */
  n: number;
  direction: CutDirection;
  x: number;
  y: number;
  lengthMm: number;
  /**
   * 1 for the cut that starts the tree and every cut along it in the same direction (the panel
   * is not turned), one more for each turn: a cut across the cut that made its region is a stage
   * further, one along it keeps that cut's stage. With a first-stage direction, the tree starts
   * as if a cut of that direction had made the sheet.
   */
  stage: number;
  /**
   * Present on a cut one stage past the settings' maxCutStages: a trimming cut, which only
   * separates one piece from waste (docs/production/nesting.md, "Cut stages").
   */
  trim?: true;
}

/** A rectangle on the trimmed sheet. */
export interface Region {
  xMm: number;
  yMm: number;
  lengthMm: number;
  widthMm: number;
}

/** A free rectangle left on a sheet. */
export interface Offcut extends Region {
  /** Both sides reach the settings' minOffcutSideMm. */
  reusable: boolean;
}

/**
 * The cut tree of a sheet: a cut splits its region into the part before the cut (`low`) and
 * the part after the kerf (`high`, null when the kerf took all of it).
 */
export type CutTreeNode =
  | {
      kind: 'cut';
      region: Region;
      cut: Omit<Cut, 'n'>;
      low: CutTreeNode;
      high: CutTreeNode | null;
    }
  | { kind: 'piece'; region: Region; placement: number }
  | { kind: 'offcut'; region: Region };

/** One sheet of the plan. */
export interface NestedSheet {
  /** 1-based; the sheets are listed fullest first, so the last one holds the largest offcut. */
  index: number;
  /** The trimmed sheet, where x and y start. */
  usableLengthMm: number;
  usableWidthMm: number;
  /** In saw order (the order of the cut tree, each cut before the cuts of its two sides). */
  placements: Placement[];
  /** Largest first. */
  offcuts: Offcut[];
  cutTree: CutTreeNode;
  /** The cuts of the cut tree in saw order (trim cuts not included). */
  cuts: Cut[];
  cutCount: number;
  cutLengthMm: number;
  /** The cuts that trim the four edges (two rips the full length, two cross cuts between them). */
  trimCutCount: number;
  trimCutLengthMm: number;
  usedAreaMm2: number;
}

/** Why a piece is not in the plan. */
export type UnplacedReason = 'tooLarge' | 'invalidSize' | 'invalidQuantity';

/** A piece left out of the plan, with every copy of it. */
export interface UnplacedPiece {
  pieceId: string;
  quantity: number;
  reason: UnplacedReason;
  /** English, for logs and production notes. */
  message: string;
}

interface NestingTotals {
  sheets: number;
  /** Placed copies. */
  pieces: number;
  partAreaMm2: number;
  /** Part area / full area of the sheets used, 4 decimals. */
  yield: number;
  /**
   * Part area / (full area of the sheets used - the largest reusable offcut of the last sheet),
   * 4 decimals: the yield when that offcut goes back to stock.
   */
  yieldExcludingLastOffcut: number;
  /** ceil(part area / trimmed sheet area): no plan can use fewer sheets. */
  lowerBound: number;
  cutCount: number;
  cutLengthMm: number;
  trimCutCount: number;
  trimCutLengthMm: number;
}

/** A cutting plan for one material. */
export interface NestingResult {
  sheet: NestingSheet;
  kerfMm: number;
  trimMm: number;
  /** The most cut stages the plan was made for; cuts one stage past it are marked `trim`. */
  maxCutStages: MaxCutStages;
  firstStage: FirstStage;
  /** The heuristic of the portfolio that made this plan (null when nothing was placed). */
  heuristic: NestingHeuristic | null;
  sheets: NestedSheet[];
  unplaced: UnplacedPiece[];
  totals: NestingTotals;
}
