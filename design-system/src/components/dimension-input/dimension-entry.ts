import { formatDecimal, parseDimension, type Unit } from '@cutshop/domain';

/**
 * The two-decimal reading of an entry ("1 1/4" in inches -> "1.25"), or null when the entry is
 * empty or not a number in that unit. All arithmetic is the domain's.
 */
export function decimalReading(entry: string, unit: Unit): string | null {
  if (entry.trim() === '') return null;
  const value = parseDimension(entry, unit);
  return value === null ? null : formatDecimal(value);
}

/**
 * The text a millimetre field shows after blur: the value with two decimals ("600" -> "600.00").
 * An entry that is not a number stays as typed so the form can flag it 'invalid format'.
 */
export function millimetreTextOnBlur(entry: string): string {
  return decimalReading(entry, 'mm') ?? entry;
}
