import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../../e2e/support/browser';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The Lighthouse version the bench runs (the one installed with the bench). */
export const LIGHTHOUSE_VERSION = (require('lighthouse/package.json') as { version: string })
  .version;

/** One Lighthouse run that produced both scores (out of 100) and the paint metrics (ms). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the host's CPU (its `benchmarkIndex`): its 4x slowdown is calibrated
   * for hosts of 1500 to 2000, and it warns below SLOW_HOST_INDEX (README, Benchmarks).
   */
  benchmarkIndex: number;
}

/**
 * Lighthouse's threshold for a host slower than its default 4x CPU slowdown expects: at or below
 * it, Lighthouse adds a warning to its report (README, Benchmarks).
 */
export const SLOW_HOST_INDEX = 1000;

/** Lighthouse's default CPU slowdown in its mobile profile. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * What Lighthouse's default 4x slowdown makes of the hosts its table calibrates it for (index
 * 1500 to 2000, a high-end desktop): a phone of index 375 to 500, the mid-tier phone its mobile
 * profile means.
 */
const PHONE_INDEX = { lowest: 375, highest: 500 };

/**
 * The CPU slowdown that makes this host the mid-tier phone Lighthouse's mobile profile means,
 * from the calibration table of Lighthouse's documentation (the suggested multiplier per device
 * class of the host; README, Benchmarks): 4x, its default, from a high-end desktop
 * (benchmarkIndex 1500 to 2000); 2x from a low-end desktop or a high-end phone (800 to 1500);
 * 1x from a mid-tier phone (below 800). The table stops at 4x: a faster host, where 4x flatters
 * the page, gets the slowdown that brings it to that phone's index (at most 500), as 4x does the
 * table's hosts: ceil(index / 500), so 8x from 3501 to 4000.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex > 2000) return Math.ceil(benchmarkIndex / PHONE_INDEX.highest);
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/**
 * Whether a run at `cpuSlowdown` on a host of `benchmarkIndex` measured the phone the slowdown
 * was chosen for: a slowdown from the table, on a host of its class; a larger one, on a host it
 * brings to the phone's index (375 to 500). The host's speed moves from run to run.
 */
export function slowdownFitsHost(benchmarkIndex: number, cpuSlowdown: number): boolean {
  if (cpuSlowdown <= DEFAULT_SLOWDOWN) return calibratedSlowdown(benchmarkIndex) === cpuSlowdown;
  const phone = benchmarkIndex / cpuSlowdown;
  return phone >= PHONE_INDEX.lowest && phone <= PHONE_INDEX.highest;
}

/** The median of `runs` runs, each run as it came, and the attempts that gave no score. */
export interface LighthouseMedian {
  runs: LighthouseRun[];
  /** Why each discarded attempt gave no usable score (e.g. NO_FCP), in order. */
  failures: string[];
  median: LighthouseRun | null;
}

interface Report {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/**
 * Lighthouse in its default mobile profile (an emulated mid-range phone on a throttled
 * connection, simulated) on one URL, with the system Chromium. Runs the Lighthouse CLI so its
 * own browser launcher is used; the command is the one a person would type:
 *
 *   CHROME_PATH=/usr/bin/chromium npx lighthouse <url> --only-categories=performance,accessibility
 *     --chrome-flags="--headless=new --no-sandbox --disable-gpu"
 *
 * `cpuSlowdown` other than the default adds `--throttling.cpuSlowdownMultiplier=<it>`. Returns
 * the run, or why it gave no score (a runtime error such as NO_FCP, or a null score).
 */
export async function lighthouseRun(
  url: string,
  cpuSlowdown = DEFAULT_SLOWDOWN,
): Promise<LighthouseRun | string> {
  const cli = require.resolve('lighthouse/cli/index.js');
  let stdout: string;
  try {
    ({ stdout } = await run(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance,accessibility',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
        ...(cpuSlowdown === DEFAULT_SLOWDOWN
          ? []
          : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    const code = /\b(NO_[A-Z_]+|[A-Z]+_[A-Z_]{3,})\b/.exec(stderr ?? message)?.[1];
    return code ?? `Lighthouse failed: ${(stderr || message).trim().split('\n').at(-1) ?? ''}`;
  }
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) return report.runtimeError.code;
  const { performance, accessibility } = report.categories;
  if (performance.score === null || accessibility.score === null) {
    return `no ${performance.score === null ? 'performance' : 'accessibility'} score`;
  }
  const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round(performance.score * 100),
    accessibility: Math.round(accessibility.score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** The host index of every scored run of the given pages. */
export function hostIndexes(results: Iterable<LighthouseMedian>): number[] {
  return [...results].flatMap((result) => result.runs.map((run) => run.benchmarkIndex));
}

/**
 * `runs` scored Lighthouse runs of `url` (at `cpuSlowdown`) and their median, each score and
 * metric taken on its own. A run that fails or lacks a score (Lighthouse is flaky on a busy
 * 2-core machine) is tried again, up to `maxAttempts` attempts in all, and so is a calibrated
 * run (a slowdown other than the default) whose host index calls for another slowdown; the
 * failures are kept for the report.
 */
export async function lighthouseMedian(
  url: string,
  runs = 3,
  cpuSlowdown = DEFAULT_SLOWDOWN,
  maxAttempts = runs + 3,
): Promise<LighthouseMedian> {
  const scored: LighthouseRun[] = [];
  const failures: string[] = [];
  for (let attempt = 0; attempt < maxAttempts && scored.length < runs; attempt += 1) {
    const result = await lighthouseRun(url, cpuSlowdown);
    if (typeof result === 'string') failures.push(result);
    else if (
      cpuSlowdown !== DEFAULT_SLOWDOWN &&
      !slowdownFitsHost(result.benchmarkIndex, cpuSlowdown)
    ) {
      // A calibrated run counts only on a host its slowdown is calibrated for: the host's speed
      // moves from run to run here, and 2x on a fast host would flatter the page.
      failures.push(`host index ${result.benchmarkIndex} calls for another slowdown`);
    } else scored.push(result);
  }
  const middle = (pick: (run: LighthouseRun) => number) => median(scored.map(pick));
  return {
    runs: scored,
    failures,
    median:
      scored.length === 0
        ? null
        : {
            performance: middle((run) => run.performance),
            accessibility: middle((run) => run.accessibility),
            fcpMs: middle((run) => run.fcpMs),
            lcpMs: middle((run) => run.lcpMs),
            tbtMs: middle((run) => run.tbtMs),
            benchmarkIndex: middle((run) => run.benchmarkIndex),
          },
  };
}
