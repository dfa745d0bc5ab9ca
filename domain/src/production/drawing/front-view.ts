import { SHEET_PART_KINDS } from '../../construction';
import type { Unit } from '../../units';
import type { ItemBuild } from '../types';
import { boxShapes } from './box';
import { dimensionLine } from './dimensions';
import { lengthLabel } from './labels';
import { DRAWING_RULES, LABEL_LAYOUT } from './rules';
import { sheetShapes } from './sheet';
import type { Drawing, DrawingText, FrontViewOptions } from './types';

/** The depth text's letter unless the caller gives its language's. */
const DEFAULT_DEPTH_PREFIX = 'D';

/** Whether a kind is one flat piece (panel, filler, loose door or drawer front). */
export function isSheetKind(kind: ItemBuild['construction']['kind']): boolean {
  return (SHEET_PART_KINDS as readonly string[]).includes(kind);
}

/** A size that can be drawn: at least 1 mm, so an empty entry still gives a drawing. */
function drawable(mm: number): number {
  return Number.isFinite(mm) && mm >= 1 ? mm : 1;
}

/**
 * The front view of one item (docs/production/drawings.md): its shapes in millimetres, true to
 * the entered sizes, a width dimension below, a height dimension on the right (legs included),
 * and the depth as text, all labelled in the order's unit. Never throws on a built item.
 */
export function frontView(build: ItemBuild, unit: Unit, options: FrontViewOptions = {}): Drawing {
  const width = drawable(build.widthMm);
  const height = drawable(build.heightMm);
  const kind = build.construction.kind;
  const shapes = isSheetKind(kind)
    ? sheetShapes(build, width, height)
    : boxShapes(build, width, height);

  const larger = Math.max(width, height);
  const textSize = Math.max(larger * DRAWING_RULES.textSizeRatio, DRAWING_RULES.minTextSizeMm);
  const margin = larger * DRAWING_RULES.marginRatio;
  const gap = larger * DRAWING_RULES.dimensionGapRatio;

  const widthLine = dimensionLine(
    {
      axis: 'horizontal',
      from: 0,
      to: width,
      edge: height,
      at: height + gap,
      labelX: width / 2,
      labelY: height + gap + textSize * LABEL_LAYOUT.labelLine,
    },
    build.widthMm,
    unit,
    textSize,
    options.decimalSeparator,
  );
  const heightLine = dimensionLine(
    {
      axis: 'vertical',
      from: 0,
      to: height,
      edge: width,
      at: width + gap,
      labelX: width + gap + textSize * LABEL_LAYOUT.sideLabelGap,
      labelY: height / 2 + textSize * LABEL_LAYOUT.baselineShift,
    },
    build.heightMm,
    unit,
    textSize,
    options.decimalSeparator,
  );
  const texts: DrawingText[] =
    build.depthMm > 0
      ? [
          {
            kind: 'depth',
            x: width / 2,
            y: widthLine.labelY + textSize * LABEL_LAYOUT.depthLine,
            text: `${options.depthPrefix ?? DEFAULT_DEPTH_PREFIX} ${lengthLabel(build.depthMm, unit, options.decimalSeparator)}`,
          },
        ]
      : [];

  const labelWidth = heightLine.label.length * textSize * DRAWING_RULES.charWidthRatio;
  const bottom = (texts[0]?.y ?? widthLine.labelY) + textSize * LABEL_LAYOUT.baselineShift;
  const widestText = Math.max(
    ...[widthLine.label, ...texts.map((text) => text.text)].map(
      (text) => text.length * textSize * DRAWING_RULES.charWidthRatio,
    ),
  );
  const left = Math.min(0, width / 2 - widestText / 2) - margin;
  const right = Math.max(heightLine.labelX + labelWidth, width / 2 + widestText / 2) + margin;
  return {
    kind,
    unit,
    viewBox: { x: left, y: -margin, width: right - left, height: bottom + 2 * margin },
    widthMm: width,
    heightMm: height,
    shapes,
    dimensions: [widthLine, heightLine],
    texts,
    textSizeMm: textSize,
    dashMm: textSize * DRAWING_RULES.dashRatio,
  };
}
