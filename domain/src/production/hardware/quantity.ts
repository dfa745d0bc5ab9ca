/*
 * Hardware quantities are kept and shown with one decimal, a trailing zero dropped
 * (docs/product.md §9).
 */

/** Decimals a hardware quantity keeps (docs/product.md §9). */
const HARDWARE_DECIMALS = 1;

const SCALE = 10 ** HARDWARE_DECIMALS;

/** Rounds a quantity to one decimal, halves away from zero; never gives -0. */
export function roundHardwareQuantity(value: number): number {
  const rounded =
    (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * SCALE)) / SCALE;
  return rounded === 0 ? 0 : rounded;
}

/** A quantity as text: one decimal, a trailing zero dropped ("2", "2.5"; 2.25 -> "2.3"). */
export function formatHardwareQuantity(value: number): string {
  return String(roundHardwareQuantity(value));
}
