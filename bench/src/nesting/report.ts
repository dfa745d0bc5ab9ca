/** The figures of one case (or of the whole kitchen). */
export interface NestingFigures {
  name: string;
  pieces: number;
  sheets: number;
  lowerBound: number;
  /** Part area / full area of the sheets used. */
  yield: number;
  yieldExcludingLastOffcut: number;
  /** The best any plan could reach: part area / (lower bound x full sheet area). */
  yieldAtLowerBound: number;
  cuts: number;
  cutLengthM: number;
  /** Median of the timed runs, milliseconds; null for a sum of cases. */
  medianMs: number | null;
  baseline: {
    sheets: number;
    yield: number;
    medianMs: number | null;
    rotationAllowed: boolean;
  };
}

export interface TargetCheck {
  target: string;
  value: string;
  met: boolean;
}

/** The targets of docs/production/nesting.md, "Benchmark". */
export const NESTING_TARGETS = {
  /** Kitchen fixture: yield at least 85 %. */
  minKitchenYield: 0.85,
  /** Kitchen fixture: at most one sheet above the lower bound, per material. */
  maxSheetsOverLowerBound: 1,
  /** 300 pieces planned in under a second. */
  maxStressMs: 1000,
} as const;

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const ms = (value: number | null) => (value === null ? '' : value.toFixed(1));

/** A table: our plan, then the baseline's, one line per case. */
export function formatNestingTable(rows: readonly NestingFigures[]): string {
  const header = [
    `  ${'case'.padEnd(46)} ${'pcs'.padStart(4)} ${'sheets'.padStart(6)} ${'LB'.padStart(3)} ${'yield'.padStart(7)} ${'excl.'.padStart(7)} ${'at LB'.padStart(7)} ${'cuts'.padStart(5)} ${'cut m'.padStart(7)} ${'ms'.padStart(7)}`,
  ];
  const lines = rows.flatMap((row) => [
    `  ${row.name.padEnd(46)} ${String(row.pieces).padStart(4)} ${String(row.sheets).padStart(6)} ${String(row.lowerBound).padStart(3)} ${percent(row.yield).padStart(7)} ${percent(row.yieldExcludingLastOffcut).padStart(7)} ${percent(row.yieldAtLowerBound).padStart(7)} ${String(row.cuts).padStart(5)} ${row.cutLengthM.toFixed(1).padStart(7)} ${ms(row.medianMs).padStart(7)}`,
    `  ${`  guillotine-packer${row.baseline.rotationAllowed ? '' : ' (no rotation)'}`.padEnd(46)} ${''.padStart(4)} ${String(row.baseline.sheets).padStart(6)} ${''.padStart(3)} ${percent(row.baseline.yield).padStart(7)} ${'n/a'.padStart(7)} ${''.padStart(7)} ${'n/a'.padStart(5)} ${'n/a'.padStart(7)} ${ms(row.baseline.medianMs).padStart(7)}`,
  ]);
  return [...header, ...lines].join('\n');
}

export function formatTargets(checks: readonly TargetCheck[]): string {
  return checks
    .map((check) => `  ${check.met ? 'met   ' : 'MISSED'} ${check.target}: ${check.value}`)
    .join('\n');
}
