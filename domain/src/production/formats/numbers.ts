/*
 * Numbers as the production files write them: `.` decimals, no thousands separator, no unit
 * (docs/production/outputs.md, "Numbers").
 */

/** Rounds half away from zero to `decimals` places; never gives -0. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const rounded =
    (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * scale)) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** Exactly `decimals` decimals: fixed(720, 1) -> "720.0". */
export function fixed(value: number, decimals: number): string {
  return roundTo(value, decimals).toFixed(decimals);
}

/** At most `decimals` decimals, trailing zeros dropped: trimmed(18, 2) -> "18", 19.05 -> "19.05". */
export function trimmed(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}

/** Decimals of the part sizes in millimetres (cut list, production file). */
export const MM_DECIMALS = 1;
/** Decimals of lengths in inches (docs/product.md §9: two decimals). */
export const INCH_DECIMALS = 2;
/** Decimals of thicknesses and other small sizes in millimetres, trailing zeros dropped. */
export const THICKNESS_DECIMALS = 2;
