/*
 * Lengths in words for the production file: millimetres for a millimetre order; inches with the
 * millimetres in brackets for an inch order (docs/production.md: inch orders show both).
 */
import { MM_PER_INCH, type Unit } from '../../units';
import { INCH_DECIMALS, fixed, trimmed } from './numbers';

/** Decimals of millimetre lengths in the production file's text, trailing zeros dropped. */
const TEXT_MM_DECIMALS = 2;

/** Millimetre values joined by " x ", trailing zeros dropped: "609.6 x 762 mm". */
function millimetres(valuesMm: readonly number[]): string {
  return `${valuesMm.map((value) => trimmed(value, TEXT_MM_DECIMALS)).join(' x ')} mm`;
}

/**
 * One length or a size given in millimetres, in the order's unit: "450 mm", "609.6 x 762 mm";
 * for an inch order "17.72 in (450 mm)", "24.00 x 30.00 in (609.6 x 762 mm)".
 */
export function lengthsText(valuesMm: readonly number[], unit: Unit): string {
  if (unit === 'mm') return millimetres(valuesMm);
  const inches = valuesMm.map((value) => fixed(value / MM_PER_INCH, INCH_DECIMALS)).join(' x ');
  return `${inches} in (${millimetres(valuesMm)})`;
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
