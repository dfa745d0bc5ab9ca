import type { PlanTotals } from './types';

/*
 * The cut figures of a plan, one function for every output that shows them
 * (docs/production/plans-and-labels.md, "Figures"): the plan files in the export and the admin's
 * order detail give the same numbers for the same plan.
 */

/** Decimals of the metres of cut. */
export const CUT_METRES_DECIMALS = 1;
/** Millimetres in a metre. */
const MM_PER_M = 1000;

/** The cut figures of a sheet, a material or the whole order. */
export interface CutFigures {
  /** Every saw cut, the trim cuts included. */
  cuts: number;
  /** The trim cuts among them (four per sheet: one along each edge). */
  trimCuts: number;
  /** Metres of every cut, the trim cuts included, rounded to CUT_METRES_DECIMALS. */
  cutMetres: number;
  /** Metres of the trim cuts among them, rounded likewise. */
  trimCutMetres: number;
}

function metres(lengthMm: number): number {
  const scale = 10 ** CUT_METRES_DECIMALS;
  return Math.round((lengthMm / MM_PER_M) * scale) / scale;
}

/**
 * The cut figures of a plan's totals (or of one sheet): the cuts between the parts and the trim
 * cuts counted together, with the trim cuts' share beside them.
 */
export function cutFigures(
  totals: Pick<PlanTotals, 'cutCount' | 'cutLengthMm' | 'trimCutCount' | 'trimCutLengthMm'>,
): CutFigures {
  return {
    cuts: totals.cutCount + totals.trimCutCount,
    trimCuts: totals.trimCutCount,
    cutMetres: metres(totals.cutLengthMm + totals.trimCutLengthMm),
    trimCutMetres: metres(totals.trimCutLengthMm),
  };
}
