import type {
  BeamConfig,
  ChoiceRule,
  FirstStage,
  MaxCutStages,
  NestingHeuristic,
  NestingSettings,
  SortRule,
  SplitRule,
} from './types';

/** Free-rectangle choice rules of the portfolio (docs/production/nesting.md, "Heuristics"). */
const CHOICE_RULES = [
  'bestShortSideFit',
  'bestAreaFit',
  'bestLongSideFit',
] as const satisfies readonly ChoiceRule[];

/** Split rules of the portfolio. */
const SPLIT_RULES = [
  'shorterAxis',
  'shorterLeftoverAxis',
  'longerLeftoverAxis',
  'minArea',
] as const satisfies readonly SplitRule[];

/** Piece orders of the portfolio. */
const SORT_RULES = [
  'shortSideDesc',
  'longSideDesc',
  'areaDesc',
  'perimeterDesc',
] as const satisfies readonly SortRule[];

/** Every choice x split x sort combination, in this fixed order (the order breaks last ties). */
export const NESTING_PORTFOLIO: readonly NestingHeuristic[] = CHOICE_RULES.flatMap((choice) =>
  SPLIT_RULES.flatMap((split) => SORT_RULES.map((sort) => ({ choice, split, sort }))),
);

/** The nesting rules table (docs/production/nesting.md, "Rules"). */
export const NESTING_RULES = {
  /** Saw kerf: a panel-saw blade of 4 mm (the trade's usual 3 to 4.4 mm). */
  kerfMm: 4,
  /** The kerf a caller may ask for. */
  kerfRangeMm: { min: 0, max: 10 },
  /** Trim per sheet edge: 10 mm, the usual edge trim of a panel saw. */
  trimMm: 10,
  /** The narrowest carcass part (a 100 mm stretcher or toe kick) sets what offcut is reusable. */
  minOffcutSideMm: 100,
  /** Sizes are worked in tenths of a millimetre, the precision of the parts explosion. */
  stepsPerMm: 10,
  /** Trim cuts of a sheet: each long edge ripped the full length, then each end cut across. */
  trimCuts: { rips: 2, crosses: 2 },
  /** Decimals of the yields. */
  yieldDecimals: 4,
  heuristics: NESTING_PORTFOLIO,
  /**
   * The most cut stages of a sheet (docs/production/nesting.md, "Cut stages"): no limit until a
   * production setting of the saw sets one (a plan's settings may).
   */
  maxCutStages: 'none' as MaxCutStages,
  /** The direction of the first stage: either, whichever each sheet's plan prefers. */
  firstStage: 'any' as FirstStage,
  firstStageChoices: ['any', 'rip', 'cross'] as const satisfies readonly FirstStage[],
  /** The limits a saw may have. */
  cutStageChoices: ['none', 2, 3, 4] as const satisfies readonly MaxCutStages[],
  /**
   * The improvement phase after the portfolio (docs/production/nesting.md, "Improving the
   * plan"): at most `rounds` re-packings, each with 1 to `movesPerRound` random changes of the
   * order, drawn from a linear congruential generator (Numerical Recipes' constants) started at
   * `seed`. Counted, not timed, so the plan is the same on every machine.
   */
  improvement: {
    rounds: 200,
    /**
     * The most pieces all rounds together may place: a large plan gets fewer rounds (a
     * 300-piece plan all 200, a 2,000-piece plan 30), so planning stays well under a second
     * per material however large the order.
     */
    pieceBudget: 60_000,
    movesPerRound: 3,
    seed: 20261124,
    lcg: { multiplier: 1664525, increment: 1013904223, modulus: 2 ** 32 },
  },
  /**
   * The ruin-and-recreate search after the improvement phase (docs/production/nesting.md,
   * "Ruin and recreate"): at most `workBudget` free rectangles examined (counted, not timed),
   * `minRuins` to `maxRuins` regions ruined per iteration (1 to `smallGoalRuins` when the goal
   * has at most `smallGoalSheets` sheets), a whole sheet emptied with probability
   * `emptySheetShare`, late acceptance over `history` iterations; a goal not reached within
   * `stintWork` (at most `stintPerPiece` per piece) starts again from the best plan found.
   */
  search: {
    workBudget: 15_000_000,
    /** Without a `searchBudget` setting, a plan of n pieces gets at most n times this. */
    workPerPiece: 150_000,
    /**
     * A goal's stint: the search reaches one piece set aside and stays there, so after this
     * much work without a plan it starts that goal again (nesting.md). The former order budget,
     * so the first stint is the search as it was.
     */
    stintWork: 3_000_000,
    stintPerPiece: 60_000,
    seed: 20261126,
    /**
     * Searches of one plan: the second starts from the same plan, with the next seed and in one
     * stint over the whole budget, on another thread where the runtime has one
     * (`nestElsewhere`); the plan with fewer sheets is kept. The search's result depends on
     * its seed, and the two kinds of search miss different instances (nesting.md).
     */
    searches: 2,
    searchesRange: { min: 1, max: 2 },
    /** 2 to 5 regions: 1 to 3 left more sheets on most 2BP classes (nesting.md). */
    minRuins: 2,
    maxRuins: 5,
    /**
     * A goal of at most 3 sheets: each would take several ruins, so 1 to 3 (2 to 5 left a sheet
     * more on 3 instances of classes II, IV and VI).
     */
    smallGoalSheets: 3,
    smallGoalRuins: 3,
    emptySheetShare: 0.05,
    history: 50,
    iterationWork: 100,
  },
  /**
   * The beam search for goals of few, nearly full sheets (nesting.md, "Beam search for tight
   * goals"): a goal of at most `maxGoalSheets` sheets goes to it first, with the first search's
   * budget; the first search gets what it leaves.
   */
  tightBeam: {
    maxGoalSheets: 3,
    /** Each beam width runs these in turn. */
    configs: [
      { next: 'narrowest', rank: 'lost' },
      { next: 'narrowest', rank: 'lostPerArea' },
      { next: 'smallest', rank: 'lost' },
    ] as const satisfies readonly BeamConfig[],
    /** Candidates kept for a width's selection: the best `bestOfWidth` x width by rank. */
    bestOfWidth: 3,
  },
  /**
   * The column generation over 3-stage patterns (nesting.md, "Column generation over 3-stage
   * patterns"), run with a `patternBudget` only: each pattern priced also from the `lookAhead`
   * strips of the best value per height as its first, at most `maxRounds` patterns added per
   * program, a dive that tries `discrepancies` patterns other than the program's largest on its
   * way and solves at most `maxNodes` programs. A sheet of more than `maxUnits` units (the
   * sizes' common divisor, kerf included) along a side is not planned so, nor a goal of fewer
   * than `minGoalSheets` sheets (the beam search's goals: there it found no plan and spent its
   * whole budget).
   */
  stagedPatterns: {
    minGoalSheets: 4,
    lookAhead: 8,
    maxRounds: 400,
    discrepancies: 2,
    maxNodes: 60,
    maxUnits: 2_000,
    /** The share of the budget of the dives with partial pricing, before the others. */
    partialShare: 0.7,
    /** A piece's value in the pricing: its dual value plus this share of its area per sheet. */
    areaValue: 1e-5,
    priceEpsilon: 1e-7,
  },
} as const;

/** The defaults of NESTING_RULES with the caller's overrides. */
export function resolveSettings(overrides: Partial<NestingSettings> = {}): NestingSettings {
  return {
    kerfMm: overrides.kerfMm ?? NESTING_RULES.kerfMm,
    trimMm: overrides.trimMm ?? NESTING_RULES.trimMm,
    minOffcutSideMm: overrides.minOffcutSideMm ?? NESTING_RULES.minOffcutSideMm,
    heuristics: overrides.heuristics ?? NESTING_RULES.heuristics,
    searchBudget: overrides.searchBudget ?? NESTING_RULES.search.workBudget,
    searchSeed: overrides.searchSeed ?? NESTING_RULES.search.seed,
    searchStint: overrides.searchStint ?? NESTING_RULES.search.stintWork,
    searches: overrides.searches ?? NESTING_RULES.search.searches,
    beamSearch: overrides.beamSearch ?? true,
    patternBudget: overrides.patternBudget ?? 0,
    maxCutStages: overrides.maxCutStages ?? NESTING_RULES.maxCutStages,
    firstStage: overrides.firstStage ?? NESTING_RULES.firstStage,
  };
}
