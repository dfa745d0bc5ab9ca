import { MM_PER_INCH, type Unit } from '../../units';
import { LABEL_DECIMALS } from './rules';

/**
 * A length for a dimension line, in the order's unit: '600 mm', '596.5 mm', '23.62 in', '24 in'
 * (LABEL_DECIMALS, trailing zeros dropped), with the reader's decimal separator ('23,62 in').
 */
export function lengthLabel(mm: number, unit: Unit, decimalSeparator = '.'): string {
  return `${lengthValue(mm, unit, decimalSeparator)} ${unit}`;
}

/** The number of a dimension label, without its unit: '600', '23.62' (or '23,62'). */
export function lengthValue(mm: number, unit: Unit, decimalSeparator = '.'): string {
  const value = unit === 'in' ? mm / MM_PER_INCH : mm;
  const factor = 10 ** LABEL_DECIMALS[unit];
  return String(Math.round((value + Number.EPSILON) * factor) / factor).replace(
    '.',
    decimalSeparator,
  );
}
