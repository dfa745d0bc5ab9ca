/** Lengths: millimetres and inches, the customer's two units. */
export const UNITS = ['mm', 'in'] as const;
export type Unit = (typeof UNITS)[number];

export const MM_PER_INCH = 25.4;

/**
 * A whole number or a decimal. The decimal mark may be a comma followed by one or two digits
 * ("17,5"), as Spanish writes it and a Spanish phone's decimal keypad types it; a comma before
 * three digits ("1,200") reads as an English thousands separator, and is refused rather than
 * guessed (README, Deviations).
 */
const WHOLE_OR_DECIMAL = /^\d+(?:\.\d+|,\d{1,2})?$|^(?:\.\d+|,\d{1,2})$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+) +(\d+)\/(\d+)$/;

/** The greatest common divisor of two whole numbers >= 0 (the other one when one is 0). */
export function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Rounds to two decimals, the precision every dimension is shown and stored with. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Two-decimal text of a number: 1.25 -> "1.25", 3 -> "3.00". */
export function formatDecimal(value: number): string {
  return round2(value).toFixed(2);
}

/**
 * Reads an inch entry: a whole number ("3"), a decimal ("1.5" or "1,5"), a fraction ("3/4") or
 * a mixed number with a space ("1 1/4"). Returns the value rounded to two decimals, or null when
 * the text is none of these ('invalid format').
 */
export function parseInches(text: string): number | null {
  const entry = text.trim();
  if (WHOLE_OR_DECIMAL.test(entry)) return decimalOf(entry);
  const fraction = FRACTION.exec(entry);
  if (fraction) return divide(0, fraction[1], fraction[2]);
  const mixed = MIXED.exec(entry);
  if (mixed) return divide(Number(mixed[1]), mixed[2], mixed[3]);
  return null;
}

function divide(whole: number, numerator: string | undefined, denominator: string | undefined) {
  const bottom = Number(denominator);
  if (!bottom) return null;
  return round2(whole + Number(numerator) / bottom);
}

/** Reads a millimetre entry: a whole number or a decimal; null when it is not one. */
export function parseMillimetres(text: string): number | null {
  const entry = text.trim();
  return WHOLE_OR_DECIMAL.test(entry) ? decimalOf(entry) : null;
}

/** The value of an entry WHOLE_OR_DECIMAL accepts, rounded to two decimals. */
function decimalOf(entry: string): number {
  return round2(Number(entry.replace(',', '.')));
}

/** Reads a dimension typed in the given unit; null means 'invalid format'. */
export function parseDimension(text: string, unit: Unit): number | null {
  return unit === 'in' ? parseInches(text) : parseMillimetres(text);
}

/** A value in `unit` expressed in millimetres (not rounded: bounds are checked on this). */
export function toMillimetres(value: number, unit: Unit): number {
  return unit === 'in' ? value * MM_PER_INCH : value;
}

/** A millimetre value expressed in `unit`, rounded to two decimals. */
export function fromMillimetres(mm: number, unit: Unit): number {
  return round2(unit === 'in' ? mm / MM_PER_INCH : mm);
}

/** Converts a value between units, rounded to two decimals. */
export function convert(value: number, from: Unit, to: Unit): number {
  return from === to ? round2(value) : fromMillimetres(toMillimetres(value, from), to);
}

/** A dimension for display: converted to `displayUnit`, two decimals, with its unit. */
export function formatDimension(value: number, unit: Unit, displayUnit: Unit = unit): string {
  return `${formatDecimal(convert(value, unit, displayUnit))} ${displayUnit}`;
}
