import {
  hostIndexes,
  median as middleValue,
  SLOW_HOST_INDEX,
  type LighthouseMedian,
} from './lighthouse';
import type { LoggedResponse } from './network-log';

/** The budgets of the page-speed issue, checked by the web benchmark. */
export const TARGETS = {
  /** JavaScript over the wire before /home is interactive, compressed as served (KiB). */
  homeFirstLoadJsKb: 120,
  /** Lighthouse mobile performance, median of 3 runs. */
  performance: 95,
  /** Lighthouse mobile accessibility, median of 3 runs. */
  accessibility: 100,
} as const;

/** The pages whose Lighthouse scores have targets (with a placed order's tracking page). */
export const SCORED_PAGES = ['/home', '/step1', '/admin/login'] as const;

/** How the report names the tracking page, whose token differs on every run. */
export const TRACK_PAGE = '/track/{token}';

/** What one page load received. */
export interface PageWeight {
  title: string;
  responses: LoggedResponse[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (responses: readonly LoggedResponse[]) =>
  responses.reduce((total, response) => total + response.wireBytes, 0);
const scripts = (responses: readonly LoggedResponse[]) =>
  responses.filter((response) => response.type === 'Script');

/** JavaScript a page receives before its load event: the HTML's scripts and module preloads. */
export function firstLoadJsBytes(weight: PageWeight): number {
  return sum(scripts(weight.responses).filter((response) => response.beforeLoad));
}

/** A table of bytes over the wire per page: all responses, JavaScript, JavaScript before load. */
export function formatWeights(weights: readonly PageWeight[]): string {
  const lines = [
    `  ${'page'.padEnd(28)} ${'requests'.padStart(8)} ${'total kB'.padStart(9)} ${'JS kB'.padStart(8)} ${'JS before load kB'.padStart(18)}`,
  ];
  for (const weight of weights) {
    lines.push(
      `  ${weight.title.padEnd(28)} ${String(weight.responses.length).padStart(8)} ${kb(
        sum(weight.responses),
      ).padStart(9)} ${kb(sum(scripts(weight.responses))).padStart(8)} ${kb(
        firstLoadJsBytes(weight),
      ).padStart(18)}`,
    );
  }
  return lines.join('\n');
}

/** Each script a page loads, with its encoding, its bytes, and whether it came before load. */
export function formatScripts(weight: PageWeight): string {
  const lines = [`  JavaScript ${weight.title} loads (bytes over the wire, as served):`];
  for (const script of scripts(weight.responses).sort((a, b) => a.path.localeCompare(b.path))) {
    const when = script.beforeLoad ? 'before load' : 'after load';
    lines.push(
      `    ${script.path.padEnd(52)} ${(script.encoding || 'identity').padEnd(8)} ${kb(
        script.wireBytes,
      ).padStart(7)} kB  ${when}`,
    );
  }
  return lines.join('\n');
}

/** The Lighthouse line of one page: the medians, each run, and any attempt that gave no score. */
export function formatLighthouse(path: string, result: LighthouseMedian): string {
  const retried =
    result.failures.length > 0
      ? `; ${result.failures.length} attempt(s) without a score retried (${result.failures.join(', ')})`
      : '';
  if (!result.median) return `  ${path.padEnd(14)} no scored run${retried}`;
  const { median, runs } = result;
  const each = runs.map((run) => `${run.performance}/${run.accessibility}`).join(', ');
  const host = `host index ${runs.map((run) => run.benchmarkIndex).join('/')}`;
  return `  ${path.padEnd(14)} performance ${median.performance}, accessibility ${
    median.accessibility
  }  (FCP ${(median.fcpMs / 1000).toFixed(1)} s, LCP ${(median.lcpMs / 1000).toFixed(1)} s, TBT ${
    median.tbtMs
  } ms; runs ${each}${runs.length < 3 ? `: only ${runs.length} scored` : ''}; ${host}${retried})`;
}

/** The scored pages again at the CPU slowdown Lighthouse's table gives for the host. */
export interface CalibratedLighthouse {
  cpuSlowdown: number;
  results: ReadonlyMap<string, LighthouseMedian>;
}

/**
 * What a Lighthouse score says of the page depends on the host: its 4x CPU slowdown makes a host
 * of benchmarkIndex 1500 to 2000 a mid-tier phone, so a slower host measures a slower phone
 * (README, Benchmarks). Said once, with the host's index over all runs.
 */
export function formatLighthouseHost(results: Iterable<LighthouseMedian>): string {
  const indexes = hostIndexes(results);
  if (indexes.length === 0) return '';
  const slow = indexes.filter((index) => index <= SLOW_HOST_INDEX).length;
  return [
    `  Host CPU (Lighthouse's benchmarkIndex over the ${indexes.length} runs): median ${middleValue(indexes)}, ${Math.min(...indexes)} to ${Math.max(...indexes)}` +
      (slow > 0
        ? `; ${slow} run(s) at or below ${SLOW_HOST_INDEX}, which Lighthouse warns of.`
        : '.'),
    "  Lighthouse's 4x CPU slowdown is calibrated for an index of 1500 to 2000 (a mid-tier phone);",
    '  on a slower host the same page measures as on a slower phone, so a host below 1500 also gets',
    "  the slowdown Lighthouse's table gives for it, and a host above 2000, which 4x makes a faster",
    '  phone, the slowdown that makes it that phone, ceil(index / 500) (calibratedSlowdown).',
  ].join('\n');
}

function verdict(what: string, met: boolean, detail: string): string {
  return `  ${met ? '[met]   ' : '[MISSED]'} ${what}: ${detail}`;
}

/**
 * The targets, each met or missed and by how much. Lighthouse targets read "not measured"
 * without `--lighthouse`.
 */
export function formatTargets(
  home: PageWeight,
  lighthouse: ReadonlyMap<string, LighthouseMedian> | null,
  calibrated: CalibratedLighthouse | null = null,
): string {
  const lines = ['Targets:'];
  const homeJs = firstLoadJsBytes(home);
  const headers = scripts(home.responses)
    .filter((response) => response.beforeLoad)
    .reduce((total, response) => total + response.headerBytes, 0);
  const overBy = homeJs / 1024 - TARGETS.homeFirstLoadJsKb;
  const untilIdle = sum(scripts(home.responses));
  // /home works without its scripts and starts its app after its load event
  // (web/build/prerender.ts, PAGES_STARTED_AFTER_LOAD): the rest is that app.
  const afterLoad = untilIdle > homeJs ? ", the app's scripts after the load event" : '';
  lines.push(
    verdict(
      `/home JavaScript before it is interactive <= ${TARGETS.homeFirstLoadJsKb} kB`,
      overBy <= 0,
      `${kb(homeJs)} kB before the load event (${homeJs} bytes; ${Math.abs(overBy).toFixed(1)} kB ${
        overBy <= 0 ? 'to spare' : 'over'
      }; bodies alone ${kb(homeJs - headers)} kB); ${kb(untilIdle)} kB until the network is idle${afterLoad}`,
    ),
  );
  for (const path of [...SCORED_PAGES, TRACK_PAGE]) {
    const result = lighthouse?.get(path);
    if (!lighthouse) {
      lines.push(`  [--]     ${path} Lighthouse: not measured (run with --lighthouse)`);
      continue;
    }
    const median = result?.median;
    if (!median) {
      lines.push(`  [MISSED] ${path} Lighthouse: no scored run (${result?.failures.join(', ')})`);
      continue;
    }
    const short = TARGETS.performance - median.performance;
    lines.push(
      verdict(
        `${path} Lighthouse performance >= ${TARGETS.performance}`,
        short <= 0,
        `${median.performance}${short > 0 ? ` (${short} short)` : ''}`,
      ),
    );
    const onHost = calibrated?.results.get(path)?.median;
    if (calibrated && onHost) {
      const shortOnHost = TARGETS.performance - onHost.performance;
      lines.push(
        verdict(
          `${path} Lighthouse performance >= ${TARGETS.performance} calibrated to the host (${calibrated.cpuSlowdown}x)`,
          shortOnHost <= 0,
          `${onHost.performance}${shortOnHost > 0 ? ` (${shortOnHost} short)` : ''}`,
        ),
      );
    }
    const missing = TARGETS.accessibility - median.accessibility;
    lines.push(
      verdict(
        `${path} Lighthouse accessibility = ${TARGETS.accessibility}`,
        missing <= 0,
        `${median.accessibility}${missing > 0 ? ` (${missing} short)` : ''}`,
      ),
    );
  }
  return lines.join('\n');
}
