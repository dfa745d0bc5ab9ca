import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  guillotineCheck,
  nest,
  NESTING_RULES,
  stageCheck,
  type FirstStage,
  type MaxCutStages,
  type NestingResult,
} from '@cutshop/domain/production';
import {
  BEST_KNOWN_THREE_STAGE_TOTALS,
  GDRR_TOTALS,
  PUBLISHED_PER_CLASS_NO_ROTATION,
  PUBLISHED_TOTALS,
} from './published';
import { asNesting, readBestKnown, readTwoBp, TWO_BP_CLASSES, type TwoBpInstance } from './two-bp';

/*
 * The 2BP benchmark (docs/production/nesting.md, "The 2BP benchmark"): `nest` on the 500
 * standard instances, kerf 0 and trim 0, without and with rotation, at the order's search
 * budget (and, asked for, at the larger one); totals per class beside the published ones. Then
 * both variants again with at most 3 cut stages, beside the best-known 3-stage values.
 */

/**
 * The larger search budget of the benchmark, per search (work units). Each plan's two searches
 * run side by side, the second on the nesting thread, as the server plans (docs/production/
 * nesting.md, "Two searches"); the column generation follows them. The tracker allows 10 s
 * per instance.
 */
export const LARGE_SEARCH_BUDGET = 144_000_000;
/**
 * The larger budget's column generation over 3-stage patterns after the two searches (docs/
 * production/nesting.md, "Column generation over 3-stage patterns"), in its units of work.
 */
export const LARGE_PATTERN_BUDGET = 1_000_000_000;
const RESULTS_FILE = fileURLToPath(new URL('../../results/nesting-2bp.json', import.meta.url));
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

interface VariantRun {
  rotation: boolean;
  /** null: the order's default (NESTING_RULES.search: workBudget, at most workPerPiece each). */
  budget: number | null;
  maxCutStages: MaxCutStages;
  firstStage: FirstStage;
  perClass: Record<number, number>;
  total: number;
  /** The larger budget: searches per instance, and the instances searched (the others kept). */
  searches?: number;
  searched?: number;
  /**
   * The larger budget: CPU time of an instance's searches and column generation together
   * (median, worst), ms.
   */
  cpuMedianMs?: number;
  cpuWorstMs?: number;
  medianMs: number;
  worstMs: number;
  worstInstance: string;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Plans every instance in one variant; every plan is replayed by guillotineCheck, and its stages
 * are counted by stageCheck.
 */
function runVariant(
  instances: readonly TwoBpInstance[],
  rotation: boolean,
  budget: number | null,
  maxCutStages: MaxCutStages = 'none',
  firstStage: FirstStage = 'any',
): { run: VariantRun; sheets: Map<string, number> } {
  const tally = new Tally(maxCutStages);
  for (const instance of instances) {
    const { pieces, sheet } = asNesting(instance, rotation);
    const start = performance.now();
    const search = budget === null ? {} : { searchBudget: budget };
    const plan = nest(pieces, sheet, { kerfMm: 0, trimMm: 0, maxCutStages, firstStage, ...search });
    tally.add(instance, plan, performance.now() - start);
  }
  return { run: tally.run({ rotation, budget, maxCutStages, firstStage }), sheets: tally.sheets };
}

/** The plans of one variant as they come: checked, counted per class, timed. */
class Tally {
  readonly sheets = new Map<string, number>();
  private readonly perClass: Record<number, number> = {};
  private readonly times: number[] = [];
  private worst = { ms: -1, key: '' };

  constructor(private readonly maxCutStages: MaxCutStages) {}

  /** Checks the plan (guillotineCheck, stageCheck) and counts its sheets. */
  add(instance: TwoBpInstance, plan: NestingResult, ms: number | null): void {
    if (plan.unplaced.length > 0 || plan.totals.pieces !== instance.items) {
      throw new Error(`${instance.key}: pieces left out`);
    }
    const problems = [...guillotineCheck(plan), ...stageCheck(plan, this.maxCutStages)];
    if (problems.length > 0) throw new Error(`${instance.key}: ${problems[0]}`);
    this.keep(instance, plan.totals.sheets, ms);
  }

  /** Counts the sheets of an instance; `ms` null: not planned here (kept from another run). */
  keep(instance: TwoBpInstance, sheets: number, ms: number | null): void {
    this.sheets.set(instance.key, sheets);
    const { problemClass } = instance;
    this.perClass[problemClass] = (this.perClass[problemClass] ?? 0) + sheets;
    if (ms === null) return;
    this.times.push(ms);
    if (ms > this.worst.ms) this.worst = { ms, key: instance.key };
  }

  run(variant: Pick<VariantRun, 'rotation' | 'budget' | 'maxCutStages' | 'firstStage'>) {
    const total = Object.values(this.perClass).reduce((sum, n) => sum + n, 0);
    return {
      ...variant,
      perClass: this.perClass,
      total,
      medianMs: Math.round(this.times.length > 0 ? median(this.times) : 0),
      worstMs: Math.round(this.worst.ms),
      worstInstance: this.worst.key,
    } satisfies VariantRun;
  }
}

/**
 * The larger budget: every instance still above its best-known value at the order budget
 * (`atOrder`) is planned again with LARGE_SEARCH_BUDGET per search and LARGE_PATTERN_BUDGET for
 * the column generation; the others keep their plan of the order budget, which the larger
 * budget repeats (each search's first work is the order budget's search). Times: wall-clock per
 * instance, its two searches side by side, then the column generation; CPU: all of it.
 */
function runLargeVariant(
  instances: readonly TwoBpInstance[],
  rotation: boolean,
  atOrder: ReadonlyMap<string, number>,
): VariantRun {
  const known = readBestKnown(rotation ? 'rotation' : 'oriented');
  const tally = new Tally('none');
  const cpu: number[] = [];
  for (const instance of instances) {
    const order = atOrder.get(instance.key);
    if (order === undefined) throw new Error(`${instance.key}: no plan at the order budget`);
    if (order <= (known.get(instance.key) ?? 0)) {
      tally.keep(instance, order, null);
      continue;
    }
    const { pieces, sheet } = asNesting(instance, rotation);
    const start = performance.now();
    const startCpu = process.cpuUsage();
    const plan = nest(pieces, sheet, {
      kerfMm: 0,
      trimMm: 0,
      searchBudget: LARGE_SEARCH_BUDGET,
      patternBudget: LARGE_PATTERN_BUDGET,
    });
    const ms = performance.now() - start;
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    tally.add(instance, plan, ms);
  }
  const run = tally.run({
    rotation,
    budget: LARGE_SEARCH_BUDGET,
    maxCutStages: 'none',
    firstStage: 'any',
  });
  return {
    ...run,
    searches: NESTING_RULES.search.searches,
    searched: cpu.length,
    cpuMedianMs: Math.round(cpu.length > 0 ? median(cpu) : 0),
    cpuWorstMs: Math.round(Math.max(0, ...cpu)),
  };
}

/** Best-known values per class (any packing, not only guillotine: no method can go below). */
function bestKnownPerClass(instances: readonly TwoBpInstance[], variant: string) {
  const known = readBestKnown(variant);
  const perClass: Record<number, number> = {};
  for (const instance of instances) {
    const value = known.get(instance.key);
    if (value === undefined) throw new Error(`${instance.key}: no best-known value`);
    perClass[instance.problemClass] = (perClass[instance.problemClass] ?? 0) + value;
  }
  return perClass;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
/** The width of a run's column in the table. */
const RUN_COLUMN = 15;

function formatTable(
  runs: readonly VariantRun[],
  known: { noRotation: Record<number, number>; rotation: Record<number, number> },
): string {
  const header = `  ${'class'.padEnd(6)}${runs.map((r) => pad(`${r.rotation ? 'rot' : 'no rot'} ${r.budget === null ? 'order' : `${r.budget / 1e6}M${r.searches ? ` x${r.searches}` : ''}`}`, RUN_COLUMN)).join('')}${pad('GDRR', 7)}${pad('CHBP', 7)}${pad('best known', 11)}${pad('(rot.)', 8)}`;
  const lines = TWO_BP_CLASSES.map((c) => {
    const published = PUBLISHED_PER_CLASS_NO_ROTATION[c];
    return `  ${(ROMAN[c - 1] ?? String(c)).padEnd(6)}${runs.map((r) => pad(r.perClass[c] ?? 0, RUN_COLUMN)).join('')}${pad(published?.gdrr ?? '', 7)}${pad(published?.chbp ?? '', 7)}${pad(known.noRotation[c] ?? '', 11)}${pad(known.rotation[c] ?? '', 8)}`;
  });
  const sum = (perClass: Record<number, number>) =>
    Object.values(perClass).reduce((total, n) => total + n, 0);
  const total = `  ${'total'.padEnd(6)}${runs.map((r) => pad(r.total, RUN_COLUMN)).join('')}${pad(GDRR_TOTALS.noRotation, 7)}${pad(7311, 7)}${pad(sum(known.noRotation), 11)}${pad(sum(known.rotation), 8)}`;
  const ratio = `  ${'/GDRR'.padEnd(6)}${runs.map((r) => pad((r.total / (r.rotation ? GDRR_TOTALS.rotation : GDRR_TOTALS.noRotation)).toFixed(4), RUN_COLUMN)).join('')}`;
  const times = `  ${'ms'.padEnd(6)}${runs.map((r) => pad(`${r.medianMs} / ${r.worstMs}`, RUN_COLUMN)).join('')}   (median / worst per instance)`;
  const cpu = `  ${'cpu ms'.padEnd(6)}${runs.map((r) => pad(r.cpuMedianMs === undefined ? '' : `${r.cpuMedianMs} / ${r.cpuWorstMs}`, RUN_COLUMN)).join('')}   (the larger budget: its searches and column generation together; instances searched: ${runs.map((r) => r.searched ?? '-').join(', ')})`;
  return [header, ...lines, total, ratio, times, cpu].join('\n');
}

/** The 3-stage runs (no rotation, rotation) per class beside the best-known 3-stage values. */
function formatThreeStageTable(
  runs: readonly VariantRun[],
  known: { noRotation: Record<number, number>; rotation: Record<number, number> },
): string {
  const [plain, turned] = runs;
  const header = `  ${'class'.padEnd(6)}${pad('no rot', 8)}${pad('best', 7)}${pad('rot', 8)}${pad('best', 7)}`;
  const lines = TWO_BP_CLASSES.map(
    (c) =>
      `  ${(ROMAN[c - 1] ?? String(c)).padEnd(6)}${pad(plain?.perClass[c] ?? 0, 8)}${pad(known.noRotation[c] ?? '', 7)}${pad(turned?.perClass[c] ?? 0, 8)}${pad(known.rotation[c] ?? '', 7)}`,
  );
  const { noRotation, rotation } = BEST_KNOWN_THREE_STAGE_TOTALS;
  const total = `  ${'total'.padEnd(6)}${pad(plain?.total ?? 0, 8)}${pad(noRotation, 7)}${pad(turned?.total ?? 0, 8)}${pad(rotation, 7)}`;
  const ratio = `  ${'/best'.padEnd(6)}${pad(((plain?.total ?? 0) / noRotation).toFixed(4), 8)}${pad('', 7)}${pad(((turned?.total ?? 0) / rotation).toFixed(4), 8)}`;
  const times = `  ${'ms'.padEnd(6)}${pad(`${plain?.medianMs} / ${plain?.worstMs}`, 15)}${pad(`${turned?.medianMs} / ${turned?.worstMs}`, 15)}   (median / worst per instance)`;
  return [header, ...lines, total, ratio, times].join('\n');
}

/** A part of the benchmark, to iterate fast: some classes, one rotation variant. */
export interface TwoBpSubset {
  classes?: readonly number[];
  rotations?: readonly boolean[];
}

/**
 * The 2BP benchmark: every instance without and with rotation at the order's budget, and at
 * LARGE_SEARCH_BUDGET when `large`; prints the table and writes bench/results/nesting-2bp.json.
 * With a `subset`, only its classes and variants, without the 3-stage runs and nothing written.
 */
export async function runTwoBpBench(options: {
  large: boolean;
  subset?: TwoBpSubset;
}): Promise<void> {
  const { subset } = options;
  const instances = readTwoBp(subset?.classes);
  const runs: VariantRun[] = [];
  const large: VariantRun[] = [];
  for (const rotation of subset?.rotations ?? [false, true]) {
    const order = runVariant(instances, rotation, null);
    runs.push(order.run);
    if (options.large) large.push(runLargeVariant(instances, rotation, order.sheets));
  }
  runs.push(...large);
  // 3NHO and 3NHR fix the first stage horizontal: rips here (the bin's width W lies along x).
  const threeStage = subset
    ? []
    : [false, true].map((rotation) => runVariant(instances, rotation, null, 3, 'rip').run);
  const known = {
    noRotation: bestKnownPerClass(instances, 'oriented'),
    rotation: bestKnownPerClass(instances, 'rotation'),
  };
  console.log(
    `\n  2BP benchmark: ${instances.length} instances (Berkey & Wang I-VI, Martello & Vigo VII-X), kerf 0, trim 0;`,
  );
  const { workBudget, workPerPiece } = NESTING_RULES.search;
  console.log(
    `  sheets per class; order: the order's search budget (${workBudget} work units, at most ${workPerPiece} per piece);`,
  );
  console.log('  GDRR and CHBP: published, no rotation;');
  console.log('  best known: any packing (not only guillotine), no rotation and rotation.');
  console.log(formatTable(runs, known));
  if (subset) return;
  console.log('  published totals (no rotation / rotation):');
  for (const method of PUBLISHED_TOTALS) {
    console.log(
      `    ${method.name.padEnd(44)} ${pad(method.noRotation ?? '-', 6)} ${pad(method.rotation ?? '-', 10)}`,
    );
  }
  const knownThreeStage = {
    noRotation: bestKnownPerClass(instances, '3nho'),
    rotation: bestKnownPerClass(instances, '3nhr'),
  };
  console.log(
    '\n  at most 3 cut stages (3-staged guillotine with trimming), the first stage rips (horizontal),',
  );
  console.log(
    '  the order budget; best: the best-known 3-stage values (3NHO without rotation, 3NHR with):',
  );
  console.log(formatThreeStageTable(threeStage, knownThreeStage));
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs, threeStage, bestKnown: known, bestKnownThreeStage: knownThreeStage, published: PUBLISHED_TOTALS }, null, 2)}\n`,
  );
  console.log(`  written to ${RESULTS_FILE}`);
}
