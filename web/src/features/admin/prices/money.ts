/**
 * Money typed by a person, read exactly (docs/production/prices.md, "Money"): a decimal in the
 * list's currency becomes an integer of minor units by working on its digits as text, never by
 * multiplying a floating-point number ("0.29" is 29, not 28.999...). One decimal separator, a
 * point or a comma, in either language ("12,5" and "12.5" are both 1250 cents); no thousands
 * separators; at most the currency's own number of decimals ("12.345", and "1,250" written with
 * a thousands separator, are refused in EUR).
 */

/** Why a typed amount was refused. */
export type MoneyProblem = 'format' | 'decimals' | 'tooLarge' | 'negative';

export type MoneyReading = { ok: true; value: number } | { ok: false; problem: MoneyProblem };

/** The number of decimals of `currency` (2 for EUR, 0 for JPY, 3 for KWD); 2 when unknown. */
export function minorDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * Reads `text` as a decimal with at most `digits` decimals, as an integer scaled by 10^digits
 * (BigInt, so nothing is lost). `allowNegative` takes a leading minus.
 */
function readScaled(
  text: string,
  digits: number,
  allowNegative: boolean,
): { ok: true; value: bigint } | { ok: false; problem: MoneyProblem } {
  const trimmed = text.trim();
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, problem: 'format' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return { ok: false, problem: 'format' };
  if (sign === '-' && !allowNegative) return { ok: false, problem: 'negative' };
  // Every decimal typed counts, trailing zeros too: "1,250" or "1.250" written for a thousand
  // and a quarter is refused in a 2-decimal currency rather than read as 1.25.
  if (fraction.length > digits) return { ok: false, problem: 'decimals' };
  const scaled = BigInt(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  return { ok: true, value: sign === '-' ? -scaled : scaled };
}

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A typed amount in minor units of `currency`, 0 or more. */
export function parseMoney(text: string, currency: string): MoneyReading {
  return parseSignedMoney(text, currency, false);
}

/** A typed amount in minor units of `currency`; a leading minus is taken when `allowNegative`. */
export function parseSignedMoney(
  text: string,
  currency: string,
  allowNegative = true,
): MoneyReading {
  const read = readScaled(text, minorDigits(currency), allowNegative);
  if (!read.ok) return read;
  const size = read.value < 0n ? -read.value : read.value;
  if (size > MAX) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: Number(read.value) };
}

/**
 * A decimal with at most `digits` decimals as a whole number of 10^-digits
 * ("21.25" with 2 digits is 2125), or the problem.
 */
export function parseScaled(text: string, digits: number): MoneyReading {
  const read = readScaled(text, digits, false);
  if (!read.ok) return read;
  if (read.value > MAX) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: Number(read.value) };
}

/** The decimal separator of `language` ("." in English, "," in Spanish). */
export function decimalSeparator(language: string): string {
  const part = new Intl.NumberFormat(language)
    .formatToParts(1.5)
    .find((entry) => entry.type === 'decimal');
  return part?.value ?? '.';
}

/**
 * An integer scaled by 10^digits as the text a person would type, with the language's decimal
 * separator and no grouping (1250 with 2 digits: "12.50" in English, "12,50" in Spanish).
 */
export function scaledText(value: number, digits: number, language: string): string {
  const negative = value < 0;
  const text = String(Math.abs(value)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const fraction = digits === 0 ? '' : text.slice(-digits);
  const body = fraction === '' ? whole : `${whole}${decimalSeparator(language)}${fraction}`;
  return negative ? `-${body}` : body;
}

/** An amount in minor units of `currency` as typed text ("45.00", "45,00"). */
export function moneyText(amount: number, currency: string, language: string): string {
  return scaledText(amount, minorDigits(currency), language);
}

/**
 * A scaled value shown without trailing zeros ("21,25", "21", "12,5"), for percentages.
 */
export function shortScaledText(value: number, digits: number, language: string): string {
  const text = scaledText(value, digits, language);
  const separator = decimalSeparator(language);
  if (!text.includes(separator)) return text;
  return text.replace(/0+$/, '').replace(new RegExp(`\\${separator}$`), '');
}
