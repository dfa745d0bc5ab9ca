import { lengthLabel } from './labels';
import { LABEL_LAYOUT } from './rules';
import type { DimensionLine, DimensionSegment } from './types';
import type { Unit } from '../../units';

/**
 * The segments of a dimension line: the two extension lines from the item's edge to just past the
 * line, the line itself, and a slanted tick at each end.
 */
function segmentsOf(
  axis: DimensionLine['axis'],
  from: number,
  to: number,
  edge: number,
  at: number,
  tick: number,
): DimensionSegment[] {
  const segments: DimensionSegment[] = [
    [from, edge, from, at + tick],
    [to, edge, to, at + tick],
    [from, at, to, at],
    [from - tick, at + tick, from + tick, at - tick],
    [to - tick, at + tick, to + tick, at - tick],
  ];
  return axis === 'horizontal' ? segments : segments.map(([a, b, c, d]) => [b, a, d, c]);
}

/** A dimension line measuring `from` to `to` along `axis`, labelled with `mm` in `unit`. */
export function dimensionLine(
  spec: Pick<DimensionLine, 'axis' | 'from' | 'to' | 'edge' | 'at' | 'labelX' | 'labelY'>,
  mm: number,
  unit: Unit,
  textSize: number,
  decimalSeparator = '.',
): DimensionLine {
  const tick = textSize * LABEL_LAYOUT.tickRatio;
  return {
    ...spec,
    label: lengthLabel(mm, unit, decimalSeparator),
    segments: segmentsOf(spec.axis, spec.from, spec.to, spec.edge, spec.at, tick),
  };
}
