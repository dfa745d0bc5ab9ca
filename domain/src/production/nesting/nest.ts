import { orientationsOf, type PackItem } from './heuristics';
import { startNest } from './elsewhere';
import { improveRun } from './improve';
import { sheetLowerBound } from './lower-bound';
import { packRun, type PackRun, type PackSpace } from './pack-run';
import { betterRank, buildSheet, largestReusable, orderedSheets, rankRun } from './plan';
import { NESTING_RULES, resolveSettings } from './rules';
import { ruinAndRecreate } from './ruin-recreate';
import { stagedPatterns } from './staged-patterns';
import { tightBeam } from './tight-beam';
import type {
  NestingPiece,
  NestingResult,
  NestingSettings,
  NestingSheet,
  UnplacedPiece,
} from './types';

/*
 * `nest`: a guillotine cutting plan for one material (docs/production/nesting.md). Pure and
 * deterministic: the same pieces, sheet and settings always give the same plan.
 */

const STEPS = NESTING_RULES.stepsPerMm;
const toSteps = (mm: number) => Math.round(mm * STEPS);
const positive = (value: number) => Number.isFinite(value) && value > 0;
const wholeCount = (value: number) => Number.isInteger(value) && value >= 0;

/** Settings and sheets outside these bounds are a caller's mistake, not a plan's problem. */
function checkInput(sheet: NestingSheet, settings: NestingSettings): void {
  const { min, max } = NESTING_RULES.kerfRangeMm;
  if (!(settings.kerfMm >= min && settings.kerfMm <= max)) {
    throw new RangeError(`kerf ${settings.kerfMm} mm is outside ${min}..${max} mm`);
  }
  if (!positive(sheet.lengthMm) || !positive(sheet.widthMm)) {
    throw new RangeError(`sheet ${sheet.lengthMm} x ${sheet.widthMm} mm is not a size`);
  }
  const trimLimit = Math.min(sheet.lengthMm, sheet.widthMm) / 2;
  if (!(settings.trimMm >= 0 && settings.trimMm < trimLimit)) {
    throw new RangeError(`trim ${settings.trimMm} mm leaves nothing of the sheet`);
  }
  if (!wholeCount(settings.searchBudget)) {
    throw new RangeError(`search budget ${settings.searchBudget} is not a whole number >= 0`);
  }
  if (!wholeCount(settings.searchSeed)) {
    throw new RangeError(`search seed ${settings.searchSeed} is not a whole number >= 0`);
  }
  if (!wholeCount(settings.searchStint)) {
    throw new RangeError(`search stint ${settings.searchStint} is not a whole number >= 0`);
  }
  const { min: fewest, max: most } = NESTING_RULES.search.searchesRange;
  if (!(
    Number.isInteger(settings.searches) &&
    settings.searches >= fewest &&
    settings.searches <= most
  )) {
    throw new RangeError(`${settings.searches} searches: ${fewest} or ${most} are allowed`);
  }
  if (!wholeCount(settings.patternBudget)) {
    throw new RangeError(`pattern budget ${settings.patternBudget} is not a whole number >= 0`);
  }
  if (typeof settings.beamSearch !== 'boolean') {
    throw new RangeError(`beam search ${String(settings.beamSearch)} is not true or false`);
  }
  if (!(settings.minOffcutSideMm >= 0)) {
    throw new RangeError(`minimum offcut side ${settings.minOffcutSideMm} mm is negative`);
  }
  if (settings.heuristics.length === 0) throw new RangeError('no heuristic to run');
  const choices: readonly unknown[] = NESTING_RULES.cutStageChoices;
  if (!choices.includes(settings.maxCutStages)) {
    throw new RangeError(`${String(settings.maxCutStages)} is not a limit of cut stages`);
  }
  const firsts: readonly unknown[] = NESTING_RULES.firstStageChoices;
  if (!firsts.includes(settings.firstStage)) {
    throw new RangeError(`${String(settings.firstStage)} is not a direction of the first stage`);
  }
}

/** One item per copy of every piece that can be placed; the others with the reason why not. */
function expandPieces(
  pieces: readonly NestingPiece[],
  space: PackSpace,
): { items: PackItem[]; unplaced: UnplacedPiece[] } {
  const items: PackItem[] = [];
  const unplaced: UnplacedPiece[] = [];
  const ids = new Set<string>();
  for (const piece of pieces) {
    if (ids.has(piece.id)) throw new RangeError(`piece id ${piece.id} is given twice`);
    ids.add(piece.id);
    const { id, quantity } = piece;
    if (!Number.isInteger(quantity) || quantity < 0) {
      unplaced.push({
        pieceId: id,
        quantity: Number.isFinite(quantity) ? quantity : 0,
        reason: 'invalidQuantity',
        message: `Piece ${id}: quantity ${quantity} is not a whole number of pieces.`,
      });
      continue;
    }
    if (quantity === 0) continue;
    const length = toSteps(piece.lengthMm);
    const width = toSteps(piece.widthMm);
    if (!positive(piece.lengthMm) || !positive(piece.widthMm) || length <= 0 || width <= 0) {
      unplaced.push({
        pieceId: id,
        quantity,
        reason: 'invalidSize',
        message: `Piece ${id}: ${piece.lengthMm} x ${piece.widthMm} mm is not a size to cut.`,
      });
      continue;
    }
    const copies = Array.from({ length: quantity }, (_, copy) => ({
      id,
      copy: copy + 1,
      length,
      width,
      grain: piece.grain,
    }));
    const [first] = copies;
    const fits = orientationsOf(first as PackItem).some(
      (o) => o.alongX <= space.alongX && o.alongY <= space.alongY,
    );
    if (!fits) {
      const usable = `${space.alongX / STEPS} x ${space.alongY / STEPS} mm`;
      const turn = piece.grain === 'N' ? 'either way' : `with grain ${piece.grain}`;
      unplaced.push({
        pieceId: id,
        quantity,
        reason: 'tooLarge',
        message: `Piece ${id}: ${piece.lengthMm} x ${piece.widthMm} mm does not fit the trimmed sheet (${usable}) ${turn}.`,
      });
      continue;
    }
    items.push(...copies);
  }
  return { items, unplaced };
}

/** Rounds a ratio to the yields' decimals. */
function ratio(part: number, whole: number): number {
  if (whole <= 0) return 0;
  const scale = 10 ** NESTING_RULES.yieldDecimals;
  return Math.round((part / whole) * scale) / scale;
}

/**
 * Plans the cutting of `pieces` from sheets of one size: every heuristic of the settings'
 * portfolio is run and the plan with the fewest sheets, then the largest reusable offcut on the
 * last sheet, then the fewest cuts is kept (the earlier heuristic on a full tie). A piece that
 * fits the trimmed sheet in no allowed orientation, or has no valid size or quantity, is listed
 * in `unplaced`. Throws a RangeError on settings outside NESTING_RULES' ranges, an unusable
 * sheet, or a piece id given twice.
 */
export function nest(
  pieces: readonly NestingPiece[],
  sheet: NestingSheet,
  overrides?: Partial<NestingSettings>,
): NestingResult {
  const settings = resolveSettings(overrides);
  checkInput(sheet, settings);
  const trim = toSteps(settings.trimMm);
  const space: PackSpace = {
    alongX: toSteps(sheet.lengthMm) - 2 * trim,
    alongY: toSteps(sheet.widthMm) - 2 * trim,
    kerf: toSteps(settings.kerfMm),
    maxStages: settings.maxCutStages === 'none' ? Number.POSITIVE_INFINITY : settings.maxCutStages,
    firstStage: settings.firstStage === 'any' ? null : settings.firstStage,
  };
  const minOffcutSide = toSteps(settings.minOffcutSideMm);
  const { items, unplaced } = expandPieces(pieces, space);

  let best: { run: PackRun; rank: ReturnType<typeof rankRun> } | null = null;
  if (items.length > 0) {
    for (const heuristic of settings.heuristics) {
      const run = packRun(items, space, heuristic);
      const rank = rankRun(run, minOffcutSide);
      if (best === null || betterRank(rank, best.rank)) best = { run, rank };
    }
  }
  const partSteps = items.reduce((sum, item) => sum + item.length * item.width, 0);
  const lowerBound = Math.ceil(partSteps / (space.alongX * space.alongY));
  const strongBound = Math.max(lowerBound, sheetLowerBound(items, space));
  if (best) best = improveRun(best, space, settings.heuristics, strongBound, minOffcutSide);
  let second: (() => NestingResult) | null = null;
  if (best && best.rank.sheets > strongBound && settings.searchBudget > 0) {
    // Without a budget or stint of the caller's, a small plan gets small ones (work per piece).
    const { workPerPiece, stintPerPiece } = NESTING_RULES.search;
    let budget =
      overrides?.searchBudget ?? Math.min(settings.searchBudget, workPerPiece * items.length);
    const stint =
      overrides?.searchStint ?? Math.min(settings.searchStint, stintPerPiece * items.length);
    if (settings.searches > 1) {
      // Started first, so that on another thread it runs beside this one's searches.
      const secondSettings: Partial<NestingSettings> = {
        ...overrides,
        searchBudget: budget,
        searchSeed: settings.searchSeed + 1,
        searchStint: 0,
        searches: 1,
        beamSearch: false,
        patternBudget: 0,
      };
      second = startNest({ pieces, sheet, settings: secondSettings }, (call) =>
        nest(call.pieces, call.sheet, call.settings),
      );
    }
    const goal = best.rank.sheets - 1;
    const { maxGoalSheets } = NESTING_RULES.tightBeam;
    if (
      settings.beamSearch &&
      goal <= maxGoalSheets &&
      space.maxStages === Number.POSITIVE_INFINITY
    ) {
      // A goal of few sheets: the beam search first, with the first search's budget; the
      // first search gets what it leaves (nesting.md, "Beam search for tight goals").
      const { sheets, work } = tightBeam(items, space, goal, budget);
      budget = Math.max(0, budget - Math.ceil(work));
      if (sheets) {
        const run = { ...best.run, sheets };
        best = { run, rank: rankRun(run, minOffcutSide) };
      }
    }
    if (best.rank.sheets > strongBound && budget > 0) {
      const { sheets } = ruinAndRecreate(best.run, space, strongBound, {
        budget,
        stint,
        seed: settings.searchSeed,
      });
      if (sheets) {
        const run = { ...best.run, sheets };
        best = { run, rank: rankRun(run, minOffcutSide) };
      }
    }
  }

  // The second search's plan, asked for once (it may run on another thread meanwhile).
  let other: NestingResult | null | undefined;
  const otherPlan = () => {
    if (other === undefined) other = second ? second() : null;
    return other;
  };
  if (best && settings.patternBudget > 0 && space.maxStages === Number.POSITIVE_INFINITY) {
    // Column generation over 3-stage patterns for one sheet fewer than both searches
    // (nesting.md, "Column generation over 3-stage patterns").
    const fewest = Math.min(best.rank.sheets, otherPlan()?.totals.sheets ?? best.rank.sheets);
    if (fewest > strongBound) {
      const sheets = stagedPatterns(items, space, fewest - 1, strongBound, settings.patternBudget);
      if (sheets) {
        const run = { ...best.run, sheets };
        best = { run, rank: rankRun(run, minOffcutSide) };
      }
    }
  }

  const { rips, crosses } = NESTING_RULES.trimCuts;
  const trimmed = trim > 0;
  const scale = {
    stepsPerMm: STEPS,
    maxStages: space.maxStages,
    usableX: space.alongX,
    usableY: space.alongY,
    minOffcutSide,
    trimCutCount: trimmed ? rips + crosses : 0,
    trimCutLengthMm: trimmed
      ? (rips * toSteps(sheet.lengthMm) + crosses * space.alongY) / STEPS
      : 0,
  };
  const packed = best ? orderedSheets(best.run) : [];
  const sheets = packed.map((packedSheet, index) => buildSheet(packedSheet, index + 1, scale));

  const fullSteps = toSteps(sheet.lengthMm) * toSteps(sheet.widthMm) * sheets.length;
  const last = packed[packed.length - 1];
  const lastOffcut = last ? largestReusable(last, minOffcutSide) : 0;
  // Summed in steps, so the millimetre totals carry no rounding residue.
  const sum = (pick: (s: (typeof sheets)[number]) => number) =>
    sheets.reduce((total, s) => total + toSteps(pick(s)), 0) / STEPS;
  const result: NestingResult = {
    sheet: { lengthMm: sheet.lengthMm, widthMm: sheet.widthMm },
    kerfMm: space.kerf / STEPS,
    trimMm: trim / STEPS,
    maxCutStages: settings.maxCutStages,
    firstStage: settings.firstStage,
    heuristic: best ? { ...best.run.heuristic } : null,
    sheets,
    unplaced,
    totals: {
      sheets: sheets.length,
      pieces: items.length,
      partAreaMm2: partSteps / STEPS ** 2,
      yield: ratio(partSteps, fullSteps),
      yieldExcludingLastOffcut: ratio(partSteps, fullSteps - lastOffcut),
      lowerBound,
      cutCount: sum((s) => s.cutCount),
      cutLengthMm: sum((s) => s.cutLengthMm),
      trimCutCount: sum((s) => s.trimCutCount),
      trimCutLengthMm: sum((s) => s.trimCutLengthMm),
    },
  };
  // The second search's plan when it has fewer sheets; the first's on a tie.
  const fromSecond = otherPlan();
  return fromSecond && fromSecond.totals.sheets < result.totals.sheets ? fromSecond : result;
}
