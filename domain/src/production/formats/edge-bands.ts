/*
 * The edge band as the saw files name it (docs/production/outputs.md, "cutlist-homag.csv" and
 * "cutlist-cutlistoptimizer.csv"): one code per band thickness, written on each banded edge.
 */
import type { EdgeBanding, EdgeName } from '../types';
import { THICKNESS_DECIMALS, trimmed } from './numbers';

/** The code of the edge band on a banded edge, e.g. `EB-1` for the 1 mm band. */
export function edgeBandCode(thicknessMm: number): string {
  return `EB-${trimmed(thicknessMm, THICKNESS_DECIMALS)}`;
}

/** The band on each of `edges` in turn: the band's code where banded, empty where not. */
export function edgeBandCells(
  edges: EdgeBanding,
  order: readonly EdgeName[],
  thicknessMm: number,
): string[] {
  const code = edgeBandCode(thicknessMm);
  return order.map((edge) => (edges[edge] ? code : ''));
}
