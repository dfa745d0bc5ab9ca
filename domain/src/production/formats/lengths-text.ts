/*
 * Lengths in words for the production file: millimetres for a millimetre order; for an inch order
 * inches first, the decimal then the nearest 1/32 in, with the millimetres in brackets
 * (docs/production/outputs.md, "Numbers").
 */
import { fractionalInches } from '../../inch-fractions';
import { MM_PER_INCH, type Unit } from '../../units';
import { INCH_DECIMALS, fixed, trimmed } from './numbers';

/** Decimals of millimetre lengths in the production file's text, trailing zeros dropped. */
const TEXT_MM_DECIMALS = 2;

/** Millimetre values joined by " x ", trailing zeros dropped: "609.6 x 762 mm". */
function millimetres(valuesMm: readonly number[]): string {
  return `${valuesMm.map((value) => trimmed(value, TEXT_MM_DECIMALS)).join(' x ')} mm`;
}

/** Millimetre values in decimal inches joined by " x ": "23.97 x 15.50 in". */
export function decimalInchesText(valuesMm: readonly number[]): string {
  return `${valuesMm.map((value) => fixed(value / MM_PER_INCH, INCH_DECIMALS)).join(' x ')} in`;
}

/** Millimetre values as the nearest 1/32 in joined by " x ": `23 31/32" x 15 1/2"`. */
export function fractionalInchesText(valuesMm: readonly number[]): string {
  return valuesMm.map(fractionalInches).join(' x ');
}

/**
 * One length or a size given in millimetres, in the order's unit: "450 mm", "609.6 x 762 mm";
 * for an inch order `17.72 in = 17 23/32" (450 mm)`, `24.00 x 30.00 in = 24" x 30" (609.6 x 762 mm)`.
 */
export function lengthsText(valuesMm: readonly number[], unit: Unit): string {
  if (unit === 'mm') return millimetres(valuesMm);
  return `${decimalInchesText(valuesMm)} = ${fractionalInchesText(valuesMm)} (${millimetres(valuesMm)})`;
}

/** A length or size entered in the order's unit, written as lengthsText does. */
export function orderLengthsText(values: readonly number[], unit: Unit): string {
  return lengthsText(
    values.map((value) => (unit === 'in' ? value * MM_PER_INCH : value)),
    unit,
  );
}

/** A length that is millimetres whatever the order's unit (profile sizes): "57 mm". */
export function millimetresText(valueMm: number): string {
  return millimetres([valueMm]);
}
