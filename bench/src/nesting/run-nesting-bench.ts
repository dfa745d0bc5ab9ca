import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNestThread } from '@cutshop/bff/nest-thread';
import { nest, nestElsewhere, NESTING_RULES, type NestingResult } from '@cutshop/domain/production';
import { baselinePlan, type BaselinePlan } from './baseline';
import { runTwoBpBench, type TwoBpSubset } from './two-bp-bench';
import { runStockBench } from './stock-bench';
import { nestingCases, type NestingCase } from './cases';
import {
  formatNestingTable,
  formatTargets,
  NESTING_TARGETS,
  type NestingFigures,
  type TargetCheck,
} from './report';

/** Timed runs per plan (one more, untimed, warms the JIT up first). */
const TIMED_RUNS = 5;
const RESULTS_FILE = fileURLToPath(new URL('../../results/nesting.json', import.meta.url));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function timed<T>(run: () => T): { value: T; medianMs: number } {
  const value = run();
  const times: number[] = [];
  for (let n = 0; n < TIMED_RUNS; n += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return { value, medianMs: median(times) };
}

const fullArea = (c: NestingCase) => c.sheet.lengthMm * c.sheet.widthMm;
/** Ratios to 4 decimals and times to 0.1 ms in the results. */
const ratio4 = (value: number) => Math.round(value * 1e4) / 1e4;
const tenthMs = (value: number) => Math.round(value * 10) / 10;

function figuresOf(
  c: NestingCase,
  plan: { value: NestingResult; medianMs: number },
  baseline: { value: BaselinePlan; medianMs: number },
): NestingFigures {
  const { totals } = plan.value;
  if (plan.value.unplaced.length > 0) throw new Error(`${c.name}: pieces left unplaced`);
  if (baseline.value.placed !== totals.pieces) throw new Error(`${c.name}: baseline lost pieces`);
  return {
    name: c.name,
    pieces: totals.pieces,
    sheets: totals.sheets,
    lowerBound: totals.lowerBound,
    yield: totals.yield,
    yieldExcludingLastOffcut: totals.yieldExcludingLastOffcut,
    yieldAtLowerBound: ratio4(totals.partAreaMm2 / (totals.lowerBound * fullArea(c))),
    cuts: totals.cutCount + totals.trimCutCount,
    cutLengthM: Math.round(totals.cutLengthMm + totals.trimCutLengthMm) / 1000,
    medianMs: tenthMs(plan.medianMs),
    baseline: {
      sheets: baseline.value.sheets,
      yield: ratio4(totals.partAreaMm2 / (baseline.value.sheets * fullArea(c))),
      medianMs: tenthMs(baseline.medianMs),
      rotationAllowed: baseline.value.rotationAllowed,
    },
  };
}

/** The kitchen's materials together: sums, and yields over the sum of the sheet areas. */
function kitchenTotal(cases: readonly NestingCase[], plans: readonly NestingResult[]) {
  let part = 0;
  let full = 0;
  let atLowerBound = 0;
  let fullExcluding = 0;
  cases.forEach((c, i) => {
    const { totals } = plans[i] as NestingResult;
    part += totals.partAreaMm2;
    full += totals.sheets * fullArea(c);
    atLowerBound += totals.lowerBound * fullArea(c);
    const lastOffcut = plans[i]?.sheets.at(-1)?.offcuts.find((offcut) => offcut.reusable);
    fullExcluding +=
      totals.sheets * fullArea(c) - (lastOffcut ? lastOffcut.lengthMm * lastOffcut.widthMm : 0);
  });
  return { yield: part / full, excluding: part / fullExcluding, atLowerBound: part / atLowerBound };
}

/**
 * The nesting benchmark: our planner and guillotine-packer on the kitchen fixture (per
 * material) and on the 300-piece stress case; prints a table and the targets; the kitchen
 * planned with the offcuts of the reference order in stock; writes bench/results/nesting.json;
 * then the 2BP benchmark (`large`: also at its larger budget).
 */
export async function runNestingBench(options: { large?: boolean } = {}): Promise<void> {
  // As the server plans: each plan's second search on a thread of its own, beside the first.
  const thread = startNestThread();
  nestElsewhere(thread.run);
  try {
    await runNestingCases(options);
  } finally {
    nestElsewhere(null);
    await thread.stop();
  }
}

async function runNestingCases(options: { large?: boolean }): Promise<void> {
  const kerfMm = NESTING_RULES.kerfMm;
  const trimMm = NESTING_RULES.trimMm;
  const cases = nestingCases();
  const rows: NestingFigures[] = [];
  const plans: NestingResult[] = [];
  for (const c of cases) {
    const plan = timed(() => nest(c.pieces, c.sheet));
    const baseline = timed(() => baselinePlan(c.pieces, c.sheet, kerfMm, trimMm));
    plans.push(plan.value);
    rows.push(figuresOf(c, plan, baseline));
  }

  const kitchenIndexes = cases.flatMap((c, i) => (c.group === 'kitchen' ? [i] : []));
  const kitchenRows = kitchenIndexes.map((i) => rows[i] as NestingFigures);
  const kitchen = kitchenTotal(
    kitchenIndexes.map((i) => cases[i] as NestingCase),
    kitchenIndexes.map((i) => plans[i] as NestingResult),
  );
  const stress = rows.find((_, i) => cases[i]?.group === 'stress');
  const sum = (pick: (row: NestingFigures) => number) =>
    kitchenRows.reduce((total, row) => total + pick(row), 0);

  const checks: TargetCheck[] = [
    {
      target: `kitchen yield >= ${NESTING_TARGETS.minKitchenYield * 100} % (all materials)`,
      value: `${(kitchen.yield * 100).toFixed(1)} % (${(kitchen.excluding * 100).toFixed(1)} % without the last offcuts; ${(kitchen.atLowerBound * 100).toFixed(1)} % on the lower bound of sheets)`,
      met: kitchen.yield >= NESTING_TARGETS.minKitchenYield,
    },
    ...kitchenRows.map((row) => ({
      target: `${row.name}: yield >= ${NESTING_TARGETS.minKitchenYield * 100} %`,
      value: `${(row.yield * 100).toFixed(1)} % (${(row.yieldAtLowerBound * 100).toFixed(1)} % on the lower bound of sheets)`,
      met: row.yield >= NESTING_TARGETS.minKitchenYield,
    })),
    ...kitchenRows.map((row) => ({
      target: `${row.name}: sheets <= lower bound + ${NESTING_TARGETS.maxSheetsOverLowerBound}`,
      value: `${row.sheets} sheets, lower bound ${row.lowerBound}`,
      met: row.sheets <= row.lowerBound + NESTING_TARGETS.maxSheetsOverLowerBound,
    })),
    ...rows.map((row) => ({
      target: `${row.name}: no more sheets than guillotine-packer`,
      value: `${row.sheets} vs ${row.baseline.sheets}`,
      met: row.sheets <= row.baseline.sheets,
    })),
    {
      target: `${stress?.pieces ?? 0} pieces in < ${NESTING_TARGETS.maxStressMs} ms`,
      value: `${stress?.medianMs?.toFixed(1) ?? '?'} ms (median of ${TIMED_RUNS})`,
      met: (stress?.medianMs ?? Infinity) < NESTING_TARGETS.maxStressMs,
    },
  ];

  console.log(
    `  kerf ${kerfMm} mm, trim ${trimMm} mm per edge, ${NESTING_RULES.heuristics.length} heuristics; times: median of ${TIMED_RUNS} runs after one warm-up run`,
  );
  console.log(
    '  yield: part area / full sheet area; excl.: without the largest reusable offcut of the last sheet;',
  );
  console.log(
    '  at LB: the yield on the lower bound of sheets (no plan does better); cuts and cut m include the 4 trim cuts per sheet.',
  );
  console.log(
    '  guillotine-packer knows no per-piece grain: it gets rotation only when no piece has grain,',
  );
  console.log(
    '  grain-W pieces already turned, and the trimmed sheet (it has no trim); it reports no cuts.',
  );
  console.log(formatNestingTable(rows));
  console.log(
    `  ${'kitchen, all materials'.padEnd(46)} ${String(sum((r) => r.pieces)).padStart(4)} ${String(sum((r) => r.sheets)).padStart(6)} ${String(sum((r) => r.lowerBound)).padStart(3)} ${`${(kitchen.yield * 100).toFixed(1)} %`.padStart(7)} ${`${(kitchen.excluding * 100).toFixed(1)} %`.padStart(7)} ${`${(kitchen.atLowerBound * 100).toFixed(1)} %`.padStart(7)}`,
  );
  console.log('\nNesting targets:');
  console.log(formatTargets(checks));
  const stock = runStockBench();

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        settings: {
          kerfMm,
          trimMm,
          heuristics: NESTING_RULES.heuristics.length,
          timedRuns: TIMED_RUNS,
        },
        cases: rows,
        kitchen: {
          sheets: sum((r) => r.sheets),
          lowerBound: sum((r) => r.lowerBound),
          yield: ratio4(kitchen.yield),
          yieldExcludingLastOffcuts: ratio4(kitchen.excluding),
          yieldAtLowerBound: ratio4(kitchen.atLowerBound),
        },
        targets: checks,
        stock,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`  written to ${RESULTS_FILE}`);

  await runTwoBpBench({ large: options.large ?? false, subset: twoBpSubset(process.argv) });
}

/**
 * The 2BP subset asked for on the command line, or undefined for the whole benchmark:
 * `--2bp-classes=7,8` (classes I-X as 1-10) and `--2bp-rotation=no` (or `yes`).
 */
export function twoBpSubset(argv: readonly string[]): TwoBpSubset | undefined {
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const classes = value('2bp-classes');
  const rotation = value('2bp-rotation');
  if (classes === undefined && rotation === undefined) return undefined;
  const picked = classes?.split(',').map(Number);
  if (picked?.some((c) => !Number.isInteger(c) || c < 1 || c > 10)) {
    throw new RangeError(`--2bp-classes=${classes}: classes are 1 to 10, comma-separated`);
  }
  if (rotation !== undefined && rotation !== 'yes' && rotation !== 'no') {
    throw new RangeError(`--2bp-rotation=${rotation}: yes or no`);
  }
  return {
    ...(picked === undefined ? {} : { classes: picked }),
    ...(rotation === undefined ? {} : { rotations: [rotation === 'yes'] }),
  };
}
