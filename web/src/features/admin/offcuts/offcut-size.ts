import {
  convert,
  formatDecimal,
  parseDimension,
  round2,
  toMillimetres,
  type Unit,
} from '@cutshop/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from '../../../lib/items/decimal-separator';

/** An offcut's two sides, in millimetres as the stock keeps them. */
export interface OffcutSides {
  lengthMm: number;
  widthMm: number;
}

/**
 * Sizes of offcuts as the admin shows sizes elsewhere (the order detail's items): converted from
 * millimetres to the unit chosen on the page, two decimals in the page's language ('1200.00 ×
 * 450.00 mm', '47.24 × 17.72 in'), and a side as its input shows it (without the unit).
 */
export function useOffcutSizes(display: Unit) {
  const { t, i18n } = useTranslation();
  const separator = useMemo(() => decimalSeparatorOf(i18n.language), [i18n.language]);
  const side = useCallback(
    (mm: number) => formatDecimal(convert(mm, 'mm', display)).replace('.', separator),
    [display, separator],
  );
  const size = useCallback(
    (sides: OffcutSides) =>
      `${side(sides.lengthMm)} × ${side(sides.widthMm)} ${t(`units.short.${display}`)}`,
    [side, t, display],
  );
  const length = useCallback(
    (mm: number) => `${side(mm)} ${t(`units.short.${display}`)}`,
    [side, t, display],
  );
  return { side, size, length, unitShort: t(`units.short.${display}`) };
}

/**
 * The millimetres of a side typed in `display` (a point or a comma; inches may be fractions),
 * null when it is not a size. A side typed as it was shown keeps the millimetres stored, so a
 * side read in inches and left alone is not moved by the conversion's rounding.
 */
export function typedSideMm(
  text: string,
  shown: string,
  storedMm: number,
  display: Unit,
): number | null {
  if (text.trim() === shown) return storedMm;
  const value = parseDimension(text.replace(',', '.'), display);
  return value === null ? null : round2(toMillimetres(value, display));
}
