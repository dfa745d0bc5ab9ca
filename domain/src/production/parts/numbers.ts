import type { Unit } from '../../units';
import { fromMillimetres, round2 } from '../../units';
import { PARTS_RULES } from './rules';

/** Steps of PARTS_RULES.roundingMm in one millimetre (10 for 0.1 mm). */
const STEPS_PER_MM = Math.round(1 / PARTS_RULES.roundingMm);

/** Float noise below this fraction of a step is dropped before rounding (0.1 mm steps: 1e-7 mm). */
const NOISE_PER_STEP = 1e6;

/**
 * A length rounded to the parts' precision (0.1 mm, halves up): the one rounding of every part
 * size. Float noise is dropped first, so 757.2499999999 (757.25 computed) gives 757.3.
 */
export function roundMm(mm: number): number {
  const steps = Math.round(mm * STEPS_PER_MM * NOISE_PER_STEP) / NOISE_PER_STEP;
  const rounded = Math.round(steps) / STEPS_PER_MM;
  return rounded === 0 ? 0 : rounded;
}

/** A millimetre length for a note: rounded to 0.1 mm, no trailing zeros ("609.6", "300"). */
export function formatMm(mm: number): string {
  return String(roundMm(mm));
}

/** A length in the order's unit for a note: two decimals at most, no trailing zeros. */
function formatInUnit(value: number): string {
  return String(round2(value));
}

/**
 * A list of lengths for a note: "300, 600 mm", and for an inch order the customer's inches too:
 * "304.8, 609.6 mm (12, 24 in)".
 */
export function formatLengths(
  valuesInUnit: readonly number[],
  unit: Unit,
  toMm: (v: number) => number,
): string {
  const mm = `${valuesInUnit.map((value) => formatMm(toMm(value))).join(', ')} mm`;
  if (unit === 'mm') return mm;
  return `${mm} (${valuesInUnit.map(formatInUnit).join(', ')} in)`;
}

/** One millimetre length for a note, with the inches beside it for an inch order: "609.6 mm (24 in)". */
export function formatLength(mm: number, unit: Unit): string {
  const text = `${formatMm(mm)} mm`;
  return unit === 'mm' ? text : `${text} (${formatInUnit(fromMillimetres(mm, unit))} in)`;
}
