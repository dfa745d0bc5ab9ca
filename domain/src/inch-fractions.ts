/*
 * Inches in 32nds, the finest mark of a shop's and a customer's tape (docs/production/outputs.md,
 * "Numbers"): one formatter for the construction check's limits, the production file, the labels,
 * the plan files and the admin's order detail.
 */
import { greatestCommonDivisor, MM_PER_INCH } from './units';

/** Steps of an inch the fractions are written in. */
export const INCH_FRACTION_STEPS = 32;

/**
 * A whole number of 32nds of an inch in words, reduced: 573 -> "17 29/32", 64 -> "2",
 * 3 -> "3/32", 0 -> "0". A negative count is written with a leading minus.
 */
export function inchFraction(steps: number): string {
  if (steps < 0) return `-${inchFraction(-steps)}`;
  const whole = Math.floor(steps / INCH_FRACTION_STEPS);
  const rest = steps % INCH_FRACTION_STEPS;
  if (rest === 0) return String(whole);
  const divisor = greatestCommonDivisor(rest, INCH_FRACTION_STEPS);
  const fraction = `${rest / divisor}/${INCH_FRACTION_STEPS / divisor}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** A millimetre length as the nearest whole number of 32nds of an inch (halves away from zero). */
export function inchSteps(valueMm: number): number {
  const exact = (valueMm / MM_PER_INCH) * INCH_FRACTION_STEPS;
  // The epsilon keeps a length stored from a typed fraction (two decimals) on its own mark.
  const steps = Math.sign(exact) * Math.round(Math.abs(exact) + 1e-9);
  return steps === 0 ? 0 : steps;
}

/** A millimetre length as the nearest 1/32 in, with the inch mark: 608.74 -> `23 31/32"`. */
export function fractionalInches(valueMm: number): string {
  return `${inchFraction(inchSteps(valueMm))}"`;
}
