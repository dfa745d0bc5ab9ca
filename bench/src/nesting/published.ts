/*
 * Published results on the 500 standard 2BP instances with guillotine cuts (sum of bins), the
 * yardstick of the 2BP benchmark (bench/data/2bp/README.md). Source: Gardeyn & Wauters, "A
 * goal-driven ruin and recreate heuristic for the 2D variable-sized bin packing problem with
 * guillotine constraints", European Journal of Operational Research, 2022 (GDRR), tables 1-2,
 * and PackingSolver's published results.
 */

export interface PublishedMethod {
  name: string;
  /** Sum of bins over the 500 instances, no rotation (null: not published). */
  noRotation: number | null;
  /** Sum of bins, 90° rotation allowed (a range when published as one). */
  rotation: number | string | null;
}

export const PUBLISHED_TOTALS: readonly PublishedMethod[] = [
  { name: 'GDRR (Gardeyn & Wauters 2022)', noRotation: 7233, rotation: 6986 },
  { name: 'HHTB (Cui et al. 2018)', noRotation: 7238, rotation: 6989 },
  { name: 'PackingSolver, 60 s per instance', noRotation: 7255, rotation: '6981-6998' },
  { name: 'ENH (Lodi et al. 2017)', noRotation: 7281, rotation: null },
  { name: 'HHA (Hong et al. 2014)', noRotation: 7275, rotation: null },
  { name: 'CHBP (Charalambous & Fleszar 2011)', noRotation: 7311, rotation: 7064 },
  { name: 'CFIH (Fleszar 2013)', noRotation: 7325, rotation: 7080 },
  { name: 'Agent-based (Polyakovsky & M’Hallah 2009)', noRotation: null, rotation: 7063 },
];

/**
 * Sums of the best-known values of the 500 instances for 3-staged guillotine packing with
 * trimming (bench/data/2bp/README.md: best-known-3nho.csv, best-known-3nhr.csv).
 */
export const BEST_KNOWN_THREE_STAGE_TOTALS = { noRotation: 7243, rotation: 6980 } as const;

/** GDRR's totals, the best published: the benchmark reports its ratio to them. */
export const GDRR_TOTALS = { noRotation: 7233, rotation: 6986 } as const;

/** Per class I-X, no rotation, guillotine: GDRR and CHBP (same source). */
export const PUBLISHED_PER_CLASS_NO_ROTATION: Readonly<
  Record<number, { gdrr: number; chbp: number }>
> = {
  1: { gdrr: 997, chbp: 1002 },
  2: { gdrr: 124, chbp: 128 },
  3: { gdrr: 697, chbp: 715 },
  4: { gdrr: 121, chbp: 126 },
  5: { gdrr: 893, chbp: 904 },
  6: { gdrr: 110, chbp: 115 },
  7: { gdrr: 825, chbp: 835 },
  8: { gdrr: 833, chbp: 840 },
  9: { gdrr: 2130, chbp: 2132 },
  10: { gdrr: 503, chbp: 514 },
};
