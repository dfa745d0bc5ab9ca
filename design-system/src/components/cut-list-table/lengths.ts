import { formatDecimal, fromMillimetres, type Unit } from '@cutshop/domain';
import type { PartSize } from '@cutshop/domain/production';

/** Decimals a millimetre length keeps on the cut list (a saw is set to a tenth of a mm). */
export const CUT_LIST_MM_DECIMALS = 1;
/** Decimals of a square-metre area total (the cut list's own precision). */
export const CUT_LIST_AREA_DECIMALS = 3;
/** Decimals of an edge-band total in metres (the cut list's own precision). */
export const CUT_LIST_EDGE_DECIMALS = 2;

const MM_SCALE = 10 ** CUT_LIST_MM_DECIMALS;

/** Millimetres as the cut list shows them: one decimal at most, a trailing zero dropped. */
export function formatMm(mm: number): string {
  const rounded = Math.round((mm + Number.EPSILON) * MM_SCALE) / MM_SCALE;
  return String(rounded === 0 ? 0 : rounded);
}

/** A length x width in millimetres, e.g. '718 × 560 mm'. */
export function sizeInMm(size: PartSize): string {
  return `${formatMm(size.lengthMm)} × ${formatMm(size.widthMm)} mm`;
}

/** A length x width in inches with two decimals, e.g. '28.27 × 22.05 in'. */
export function sizeInInches(size: PartSize): string {
  const inches = (mm: number) => formatDecimal(fromMillimetres(mm, 'in'));
  return `${inches(size.lengthMm)} × ${inches(size.widthMm)} in`;
}

/** A thickness: millimetres, and inches too for an inch order, e.g. '18 mm (0.71 in)'. */
export function thickness(mm: number, unit: Unit): string {
  const metric = `${formatMm(mm)} mm`;
  return unit === 'in' ? `${metric} (${formatDecimal(fromMillimetres(mm, 'in'))} in)` : metric;
}

/** A square-metre area, e.g. '3.456 m²'. */
export function formatArea(m2: number): string {
  return `${m2.toFixed(CUT_LIST_AREA_DECIMALS)} m²`;
}

/** A length of edge band in metres, e.g. '12.35 m'. */
export function formatMetres(m: number): string {
  return `${m.toFixed(CUT_LIST_EDGE_DECIMALS)} m`;
}
