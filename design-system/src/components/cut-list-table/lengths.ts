import { fractionalInches, type Unit } from '@cutshop/domain';
import type { PartSize } from '@cutshop/domain/production';

/** Decimals a millimetre length keeps on the cut list (a saw is set to a tenth of a mm). */
export const CUT_LIST_MM_DECIMALS = 1;
/** Decimals of decimal inches (docs/product.md §9: two decimals). */
export const CUT_LIST_INCH_DECIMALS = 2;
/** Decimals of a square-metre area total (the cut list's own precision). */
export const CUT_LIST_AREA_DECIMALS = 3;
/** Decimals of an edge-band total in metres (the cut list's own precision). */
export const CUT_LIST_EDGE_DECIMALS = 2;

const MM_PER_INCH = 25.4;

/**
 * A number in the reader's language (decimal comma in Spanish), no thousands separator, with
 * `min` to `max` decimals.
 */
function decimal(value: number, locale: string, min: number, max: number): string {
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    useGrouping: false,
  }).format(value);
  return text === '-0' ? '0' : text;
}

/** Millimetres as the cut list shows them: one decimal at most, a trailing zero dropped. */
export function formatMm(mm: number, locale = 'en'): string {
  return decimal(mm, locale, 0, CUT_LIST_MM_DECIMALS);
}

/** A length x width in millimetres, e.g. '718 × 560 mm' ('718,5 × 560 mm' in Spanish). */
export function sizeInMm(size: PartSize, locale = 'en'): string {
  return `${formatMm(size.lengthMm, locale)} × ${formatMm(size.widthMm, locale)} mm`;
}

/** A length x width in inches with two decimals, e.g. '28.27 × 22.05 in'. */
export function sizeInInches(size: PartSize, locale = 'en'): string {
  const inches = (mm: number) =>
    decimal(mm / MM_PER_INCH, locale, CUT_LIST_INCH_DECIMALS, CUT_LIST_INCH_DECIMALS);
  return `${inches(size.lengthMm)} × ${inches(size.widthMm)} in`;
}

/** A length x width to the nearest 1/32 in, as a tape reads: '28 9/32" × 22 1/16"'. */
export function sizeInFractions(size: PartSize): string {
  return `${fractionalInches(size.lengthMm)} × ${fractionalInches(size.widthMm)}`;
}

/**
 * A thickness in the order's unit: '18 mm'; for an inch order the nearest 1/32 in first, then the
 * decimal inches and millimetres, e.g. '23/32" (0.71 in, 18 mm)'.
 */
export function thickness(mm: number, unit: Unit, locale = 'en'): string {
  const metric = `${formatMm(mm, locale)} mm`;
  if (unit === 'mm') return metric;
  const inches = decimal(mm / MM_PER_INCH, locale, CUT_LIST_INCH_DECIMALS, CUT_LIST_INCH_DECIMALS);
  return `${fractionalInches(mm)} (${inches} in, ${metric})`;
}

/** A square-metre area, e.g. '3.456 m²'. */
export function formatArea(m2: number, locale = 'en'): string {
  return `${decimal(m2, locale, CUT_LIST_AREA_DECIMALS, CUT_LIST_AREA_DECIMALS)} m²`;
}

/** A length of edge band in metres, e.g. '12.35 m'. */
export function formatMetres(m: number, locale = 'en'): string {
  return `${decimal(m, locale, CUT_LIST_EDGE_DECIMALS, CUT_LIST_EDGE_DECIMALS)} m`;
}
