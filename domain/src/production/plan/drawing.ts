import { roundTo, trimmed } from '../formats/numbers';
import type { CutDirection } from '../nesting/types';
import type { Grain } from '../types';
import { PLAN_DRAWING_RULES as RULES } from './drawing-rules';
import type { MaterialPlan, PlanPlacement, PlanSheet } from './types';

/*
 * One sheet of a material's plan as data (docs/production/plans-and-labels.md, "Drawings"):
 * shapes with a semantic kind and texts, in millimetres, in SVG coordinates with the full
 * sheet's corner at 0,0: x along the sheet's length to the right, y along its width downwards.
 * The web renders it as a zoomable SVG; `planSvg` writes the same description to a file.
 */

/** A rectangle in drawing coordinates. */
export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A straight segment: x1, y1, x2, y2. */
type PlanSegment = readonly [number, number, number, number];

export type PlanShape =
  /** The full sheet. */
  | { kind: 'sheet'; rect: PlanRect }
  /** One of the four trimmed edge strips. */
  | { kind: 'trim'; rect: PlanRect }
  /** A piece: its part id, name, which copy, its cut size label ("764 x 394.5"). */
  | {
      kind: 'part';
      rect: PlanRect;
      partId: string;
      name: string;
      cabinetIndex: number;
      copy: number;
      quantity: number;
      sizeLabel: string;
      grain: Grain;
      rotated: boolean;
    }
  /** The grain arrow of a grained piece: the shaft and the two strokes of its head. */
  | { kind: 'grain'; partId: string; segments: PlanSegment[] }
  /** A free rectangle left; a reusable one carries its size label. */
  | { kind: 'offcut'; rect: PlanRect; reusable: boolean; sizeLabel: string }
  /** A guillotine cut along the kerf's middle, with its order number `n`. */
  | { kind: 'cut'; n: number; direction: CutDirection; segment: PlanSegment };

/** What a text says; renderers may style each kind. */
type PlanTextKind = 'partId' | 'partSize' | 'offcutSize' | 'cutNumber';

/**
 * A text centred on (x, y) (text-anchor middle, dominant-baseline central), `sizeMm` high,
 * turned by `rotate` degrees about its centre (-90: reads upwards, on tall narrow pieces).
 */
export interface PlanText {
  kind: PlanTextKind;
  x: number;
  y: number;
  text: string;
  sizeMm: number;
  rotate: 0 | -90;
}

/** One sheet, drawn. */
export interface PlanDrawing {
  /** 1-based, and how many sheets the material's plan has. */
  sheetIndex: number;
  sheetCount: number;
  /** "Sheet 1 of 3 — 2800 x 2070 mm, yield 86 %". */
  title: string;
  viewBox: PlanRect;
  /** Back to front: sheet, trim, offcuts, parts, grain arrows, cuts. */
  shapes: PlanShape[];
  texts: PlanText[];
}

/** Drawing coordinates to two decimals (a hundredth of a millimetre). */
const COORD_DECIMALS = 2;
const at = (value: number) => roundTo(value, COORD_DECIMALS);

function rect(x: number, y: number, width: number, height: number): PlanRect {
  return { x: at(x), y: at(y), width: at(width), height: at(height) };
}

/** "764 x 394.5": a length x width in millimetres, as the cut list writes them. */
export function sizeLabel(lengthMm: number, widthMm: number): string {
  return `${trimmed(lengthMm, RULES.sizeDecimals)} x ${trimmed(widthMm, RULES.sizeDecimals)}`;
}

/** A percentage for titles: 0.8577 -> "86 %". */
export function percentLabel(ratio: number, decimals: number): string {
  return `${roundTo(ratio * 100, decimals).toFixed(decimals)} %`;
}

/** The title of a sheet: "Sheet 1 of 3 — 2800 x 2070 mm, yield 86 %". */
export function sheetTitle(plan: MaterialPlan, sheet: PlanSheet): string {
  const { sheetLengthMm, sheetWidthMm } = plan.material;
  return (
    `Sheet ${sheet.index} of ${plan.sheets.length} \u2014 ` +
    `${trimmed(sheetLengthMm, RULES.sizeDecimals)} x ${trimmed(sheetWidthMm, RULES.sizeDecimals)} mm, ` +
    `yield ${percentLabel(sheet.yield, RULES.titleYieldDecimals)}`
  );
}

/** The four trimmed strips: top and bottom the full length, left and right between them. */
function trimShapes(lengthMm: number, widthMm: number, trimMm: number): PlanShape[] {
  if (trimMm <= 0) return [];
  const inner = widthMm - 2 * trimMm;
  return [
    rect(0, 0, lengthMm, trimMm),
    rect(0, widthMm - trimMm, lengthMm, trimMm),
    rect(0, trimMm, trimMm, inner),
    rect(lengthMm - trimMm, trimMm, trimMm, inner),
  ].map((strip) => ({ kind: 'trim' as const, rect: strip }));
}

/**
 * The largest text size at which `lines` fit a box `along` long (the text's direction) and
 * `across` wide, capped at `maxMm`, never under RULES.partTextMinMm.
 */
function fittedSize(lines: readonly string[], along: number, across: number, maxMm: number) {
  const longest = Math.max(...lines.map((line) => line.length));
  const byAlong = (along * RULES.partTextFillAlong) / (longest * RULES.charWidthRatio);
  const byAcross = (across * RULES.partTextFillAcross) / (lines.length * RULES.lineHeight);
  return at(Math.max(RULES.partTextMinMm, Math.min(maxMm, byAlong, byAcross)));
}

/**
 * Texts centred in a box, one per line: horizontal when the box is at least as long as it is
 * tall, else turned to read upwards. Returns the texts, their size and their direction.
 */
function textBlock(
  box: PlanRect,
  lines: readonly { kind: PlanTextKind; text: string }[],
  maxMm: number,
): { texts: PlanText[]; sizeMm: number; horizontal: boolean } {
  const horizontal = box.width >= box.height;
  const along = horizontal ? box.width : box.height;
  const across = horizontal ? box.height : box.width;
  const sizeMm = fittedSize(
    lines.map((line) => line.text),
    along,
    across,
    maxMm,
  );
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const step = sizeMm * RULES.lineHeight;
  const first = -((lines.length - 1) * step) / 2;
  const texts = lines.map((line, i) => {
    const offset = first + i * step;
    return {
      kind: line.kind,
      x: at(horizontal ? cx : cx + offset),
      y: at(horizontal ? cy + offset : cy),
      text: line.text,
      sizeMm,
      rotate: horizontal ? (0 as const) : (-90 as const),
    };
  });
  return { texts, sizeMm, horizontal };
}

/**
 * The grain arrow of a grained piece: along the part's length (along x unless the piece lies
 * turned), centred on the piece, past its text block.
 */
function grainArrow(
  box: PlanRect,
  placement: PlanPlacement,
  block: { sizeMm: number; horizontal: boolean; lines: number },
): PlanShape {
  const alongX = !placement.rotated;
  const side = alongX ? box.width : box.height;
  const length = Math.min(RULES.grainArrowMaxMm, side * RULES.grainArrowRatio);
  const head = length * RULES.grainArrowHeadRatio;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // Past the text block, across the text's direction.
  const past = ((block.lines / 2) * RULES.lineHeight + RULES.grainArrowGap) * block.sizeMm;
  const ax = block.horizontal ? cx : cx + past;
  const ay = block.horizontal ? cy + past : cy;
  const segments: PlanSegment[] = alongX
    ? [
        [ax - length / 2, ay, ax + length / 2, ay],
        [ax + length / 2 - head, ay - head / 2, ax + length / 2, ay],
        [ax + length / 2 - head, ay + head / 2, ax + length / 2, ay],
      ]
    : [
        [ax, ay + length / 2, ax, ay - length / 2],
        [ax - head / 2, ay - length / 2 + head, ax, ay - length / 2],
        [ax + head / 2, ay - length / 2 + head, ax, ay - length / 2],
      ];
  return {
    kind: 'grain',
    partId: placement.partId,
    segments: segments.map(([x1, y1, x2, y2]) => [at(x1), at(y1), at(x2), at(y2)] as const),
  };
}

/**
 * Sheet `sheetIndex` (1-based) of a material's plan as data: the sheet, its trim strips, the
 * offcuts (reusable ones with their size), the parts (id and cut size, a grain arrow on grained
 * parts) and the cuts along the kerf's middle with their order numbers. Throws a RangeError for a
 * sheet the plan does not have.
 */
export function planDrawing(plan: MaterialPlan, sheetIndex: number): PlanDrawing {
  const sheet = plan.sheets[sheetIndex - 1];
  if (sheet === undefined) {
    throw new RangeError(`the plan of ${plan.material.code} has no sheet ${sheetIndex}`);
  }
  const { sheetLengthMm: lengthMm, sheetWidthMm: widthMm } = plan.material;
  const trim = plan.trimMm;
  const kerfHalf = plan.kerfMm / 2;
  const shapes: PlanShape[] = [
    { kind: 'sheet', rect: rect(0, 0, lengthMm, widthMm) },
    ...trimShapes(lengthMm, widthMm, trim),
  ];
  const texts: PlanText[] = [];

  for (const offcut of sheet.offcuts) {
    const box = rect(trim + offcut.xMm, trim + offcut.yMm, offcut.lengthMm, offcut.widthMm);
    const label = sizeLabel(offcut.lengthMm, offcut.widthMm);
    shapes.push({ kind: 'offcut', rect: box, reusable: offcut.reusable, sizeLabel: label });
    if (offcut.reusable) {
      texts.push(
        ...textBlock(box, [{ kind: 'offcutSize', text: label }], RULES.offcutTextMaxMm).texts,
      );
    }
  }

  const arrows: PlanShape[] = [];
  for (const placement of sheet.placements) {
    const box = rect(
      trim + placement.xMm,
      trim + placement.yMm,
      placement.lengthMm,
      placement.widthMm,
    );
    const label = sizeLabel(placement.cutLengthMm, placement.cutWidthMm);
    shapes.push({
      kind: 'part',
      rect: box,
      partId: placement.partId,
      name: placement.name,
      cabinetIndex: placement.cabinetIndex,
      copy: placement.copy,
      quantity: placement.quantity,
      sizeLabel: label,
      grain: placement.grain,
      rotated: placement.rotated,
    });
    const lines = [
      { kind: 'partId' as const, text: placement.partId },
      { kind: 'partSize' as const, text: label },
    ];
    const block = textBlock(box, lines, RULES.partTextMaxMm);
    texts.push(...block.texts);
    if (placement.grain !== 'N') {
      arrows.push(grainArrow(box, placement, { ...block, lines: lines.length }));
    }
  }
  shapes.push(...arrows);

  for (const cut of sheet.cuts) {
    const segment: PlanSegment =
      cut.direction === 'rip'
        ? [
            trim + cut.x,
            trim + cut.y + kerfHalf,
            trim + cut.x + cut.lengthMm,
            trim + cut.y + kerfHalf,
          ]
        : [
            trim + cut.x + kerfHalf,
            trim + cut.y,
            trim + cut.x + kerfHalf,
            trim + cut.y + cut.lengthMm,
          ];
    const [x1, y1, x2, y2] = segment;
    shapes.push({
      kind: 'cut',
      n: cut.n,
      direction: cut.direction,
      segment: [at(x1), at(y1), at(x2), at(y2)],
    });
    texts.push({
      kind: 'cutNumber',
      x: at((x1 + x2) / 2),
      y: at((y1 + y2) / 2),
      text: String(cut.n),
      sizeMm: RULES.cutTextMm,
      rotate: 0,
    });
  }

  const margin = RULES.marginMm;
  return {
    sheetIndex,
    sheetCount: plan.sheets.length,
    title: sheetTitle(plan, sheet),
    viewBox: rect(-margin, -margin, lengthMm + 2 * margin, widthMm + 2 * margin),
    shapes,
    texts,
  };
}
