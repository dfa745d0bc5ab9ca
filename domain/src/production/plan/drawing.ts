import { fractionalInches } from '../../inch-fractions';
import type { Unit } from '../../units';
import { roundTo, trimmed } from '../formats/numbers';
import type { CutDirection } from '../nesting/types';
import { EDGE_NAMES, type EdgeName, type Grain } from '../types';
import { PLAN_PRINT_RULES as PRINT, PLAN_DRAWING_RULES as RULES } from './drawing-rules';
import type { MaterialPlan, PlanCut, PlanPlacement, PlanSheet, StockOffcut } from './types';

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
  /** A piece: its part id and short number, name, which copy, its cut size label ("764 x 394.5"). */
  | {
      kind: 'part';
      rect: PlanRect;
      partId: string;
      partNumber: string;
      name: string;
      cabinetIndex: number;
      copy: number;
      quantity: number;
      sizeLabel: string;
      grain: Grain;
      rotated: boolean;
    }
  /** A banded edge of a piece: a heavy line just inside its outline. */
  | { kind: 'band'; partId: string; edge: EdgeName; segment: PlanSegment }
  /** The grain arrow of a grained piece: the shaft and the two strokes of its head. */
  | { kind: 'grain'; partId: string; segments: PlanSegment[] }
  /** A free rectangle left; a reusable one carries its size label. */
  | { kind: 'offcut'; rect: PlanRect; reusable: boolean; sizeLabel: string }
  /** A guillotine cut along the kerf's middle, with its order number `n` and its stage. */
  | { kind: 'cut'; n: number; stage: number; direction: CutDirection; segment: PlanSegment }
  /** The circle beside a cut that holds its number (the number is a `cutNumber` text). */
  | { kind: 'cutMark'; n: number; stage: number; cx: number; cy: number; r: number };

/** What a text says; renderers may style each kind. */
type PlanTextKind = 'partNumber' | 'partLength' | 'partWidth' | 'offcutSize' | 'cutNumber';

/**
 * A text centred on (x, y) (text-anchor middle, dominant-baseline central), `sizeMm` high,
 * turned by `rotate` degrees about its centre (-90: reads upwards, along a part's left edge).
 * `callout`: a part number drawn larger than its piece (the piece is too small for readable text).
 */
export interface PlanText {
  kind: PlanTextKind;
  x: number;
  y: number;
  text: string;
  sizeMm: number;
  rotate: 0 | -90;
  callout?: boolean;
  /** A cut number's stage (its circle's style). */
  stage?: number;
}

/** One sheet, drawn. */
export interface PlanDrawing {
  /** 1-based, and how many sheets the material's plan has. */
  sheetIndex: number;
  sheetCount: number;
  /** "Sheet 1 of 3 — 2800 x 2070 mm, yield 86 %". */
  title: string;
  viewBox: PlanRect;
  /** Back to front: sheet, trim, offcuts, parts, banded edges, grain arrows, cuts, cut marks. */
  shapes: PlanShape[];
  texts: PlanText[];
}

/** How a sheet is to be drawn. */
export interface PlanDrawingOptions {
  /** The unit of the part sizes written on the pieces (the order's); default millimetres. */
  unit?: Unit;
  /**
   * The smallest text, in the drawing's millimetres: what a readable size on the screen or the
   * paper comes to at the scale the drawing is shown (default PLAN_DRAWING_RULES.partTextMinMm).
   * Texts that would be smaller are left out (a piece then shows its number only).
   */
  minTextMm?: number;
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

/** The languages a stock offcut's source is written in (the admin's). */
export type OffcutTextLanguage = 'en' | 'es';

/** The words of `offcutSourceText`. */
const OFFCUT_WORDS: Record<OffcutTextLanguage, { offcut: string; from: string }> = {
  en: { offcut: 'Offcut', from: 'from order' },
  es: { offcut: 'Retal', from: 'del pedido' },
};

/**
 * Which stock offcut a sheet is cut from (docs/production/nesting.md, "Offcuts from stock"):
 * "Offcut OC-17, 1200 x 600 mm, from order 9f3c2a1b7d4e" (es: "Retal OC-17, 1200 x 600 mm,
 * del pedido 9f3c2a1b7d4e").
 */
export function offcutSourceText(offcut: StockOffcut, lang: OffcutTextLanguage = 'en'): string {
  const words = OFFCUT_WORDS[lang];
  return (
    `${words.offcut} ${offcut.id}, ${sizeLabel(offcut.lengthMm, offcut.widthMm)} mm, ` +
    `${words.from} ${offcut.sourceOrderId}`
  );
}

/**
 * The board a sheet of the plan is: the material's full sheet with the plan's trim, or the
 * stock offcut it is cut from, untrimmed (its edges are saw cuts).
 */
export function sheetFrame(
  plan: MaterialPlan,
  sheet: PlanSheet,
): { lengthMm: number; widthMm: number; trimMm: number } {
  if (sheet.source) {
    const { offcut } = sheet.source;
    return { lengthMm: offcut.lengthMm, widthMm: offcut.widthMm, trimMm: 0 };
  }
  const { sheetLengthMm, sheetWidthMm } = plan.material;
  return { lengthMm: sheetLengthMm, widthMm: sheetWidthMm, trimMm: plan.trimMm };
}

/**
 * The title of a sheet: "Sheet 1 of 3 — 2800 x 2070 mm, yield 86 %"; a sheet cut from a stock
 * offcut says which: "Sheet 1 of 3 — Offcut OC-17, 1200 x 600 mm, from order 9f3c2a1b7d4e,
 * yield 86 %".
 */
export function sheetTitle(plan: MaterialPlan, sheet: PlanSheet): string {
  const { sheetLengthMm, sheetWidthMm } = plan.material;
  const board = sheet.source
    ? offcutSourceText(sheet.source.offcut)
    : `${trimmed(sheetLengthMm, RULES.sizeDecimals)} x ${trimmed(sheetWidthMm, RULES.sizeDecimals)} mm`;
  return (
    `Sheet ${sheet.index} of ${plan.sheets.length} \u2014 ${board}, ` +
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

/** The length a text of `text.length` characters takes at size 1. */
const textLength = (text: string) => text.length * RULES.charWidthRatio;

/** A part's size along one of its sides, in the order's unit: `764`, `30 9/16"`. */
function sideLabel(valueMm: number, unit: Unit): string {
  return unit === 'in' ? fractionalInches(valueMm) : trimmed(valueMm, RULES.sizeDecimals);
}

/**
 * A piece's texts: its number in the middle and its two cut sizes along its top and left
 * edges (the size of that side), each as large as the piece allows up to its cap. Sizes that
 * would fall under `minMm` are left out, and the number takes the whole piece; a number that
 * would fall under `minMm` is drawn at `minMm` as a callout.
 */
function partTexts(
  box: PlanRect,
  placement: PlanPlacement,
  unit: Unit,
  minMm: number,
): { texts: PlanText[]; numberMm: number } {
  const { x, y, width: w, height: h } = box;
  // The sides: along x the cut width when the piece lies turned, else its length.
  const alongX = placement.rotated ? placement.cutWidthMm : placement.cutLengthMm;
  const alongY = placement.rotated ? placement.cutLengthMm : placement.cutWidthMm;
  const kindX = placement.rotated ? ('partWidth' as const) : ('partLength' as const);
  const kindY = placement.rotated ? ('partLength' as const) : ('partWidth' as const);
  const topText = sideLabel(alongX, unit);
  const leftText = sideLabel(alongY, unit);
  // The caps never go under the smallest readable size.
  const edgeMm = Math.min(
    Math.max(RULES.partSizeMaxMm, minMm),
    (w * RULES.partTextFillAlong) / textLength(topText),
    (h * RULES.partTextFillAlong) / textLength(leftText),
    (h * RULES.edgeSizeFillAcross) / RULES.lineHeight,
    (w * RULES.edgeSizeFillAcross) / RULES.lineHeight,
  );
  const withSizes = edgeMm >= minMm;
  const texts: PlanText[] = [];
  let inner = box;
  if (withSizes) {
    const size = at(edgeMm);
    const gap = edgeMm * RULES.edgeTextGap;
    const band = gap + edgeMm * RULES.lineHeight;
    texts.push(
      {
        kind: kindX,
        x: at(x + w / 2),
        y: at(y + gap + edgeMm / 2),
        text: topText,
        sizeMm: size,
        rotate: 0,
      },
      {
        kind: kindY,
        x: at(x + gap + edgeMm / 2),
        y: at(y + h / 2),
        text: leftText,
        sizeMm: size,
        rotate: -90,
      },
    );
    inner = {
      x: x + band,
      y: y + band,
      width: Math.max(0, w - 2 * band),
      height: Math.max(0, h - 2 * band),
    };
  }
  const numberText = placement.partNumber;
  const fitted = Math.min(
    Math.max(RULES.partNumberMaxMm, minMm),
    (inner.width * RULES.partTextFillAlong) / textLength(numberText),
    (inner.height * RULES.partNumberFillAcross) / RULES.lineHeight,
  );
  const numberMm = at(Math.max(fitted, minMm));
  texts.push({
    kind: 'partNumber',
    x: at(x + w / 2),
    y: at(y + h / 2),
    text: numberText,
    sizeMm: numberMm,
    rotate: 0,
    ...(fitted < minMm ? { callout: true } : {}),
  });
  return { texts, numberMm };
}

/**
 * The banded edges of a piece, just inside its outline. A piece lying as cut has L1 (the front
 * long edge) at the bottom, L2 at the top, W1 left and W2 right, as on its label; a turned piece
 * (its length across the sheet, turned a quarter anticlockwise) has L1 right, L2 left, W1 at
 * the bottom and W2 at the top.
 */
function bandShapes(box: PlanRect, placement: PlanPlacement): PlanShape[] {
  const inset = Math.min(RULES.bandInsetMm, box.width / 4, box.height / 4);
  const left = box.x + inset;
  const right = box.x + box.width - inset;
  const top = box.y + inset;
  const bottom = box.y + box.height - inset;
  const sides: Record<'top' | 'bottom' | 'left' | 'right', PlanSegment> = {
    top: [left, top, right, top],
    bottom: [left, bottom, right, bottom],
    left: [left, top, left, bottom],
    right: [right, top, right, bottom],
  };
  const where: Record<EdgeName, keyof typeof sides> = placement.rotated
    ? { L1: 'right', L2: 'left', W1: 'bottom', W2: 'top' }
    : { L1: 'bottom', L2: 'top', W1: 'left', W2: 'right' };
  return EDGE_NAMES.filter((edge) => placement.edges[edge]).map((edge) => {
    const [x1, y1, x2, y2] = sides[where[edge]];
    return {
      kind: 'band' as const,
      partId: placement.partId,
      edge,
      segment: [at(x1), at(y1), at(x2), at(y2)] as const,
    };
  });
}

/**
 * The circle of a cut's number: beside the middle of the cut, on the side before it (above a
 * rip, left of a cross cut), or after it when the sheet's edge is too near.
 */
function cutMark(
  segment: PlanSegment,
  cut: PlanCut,
  sheet: { lengthMm: number; widthMm: number },
  textMm: number,
): { shape: PlanShape; text: PlanText } {
  const [x1, y1, x2, y2] = segment;
  const digits = String(cut.n).length;
  const r = textMm * (RULES.cutCircleRadius + RULES.cutCircleRadiusPerDigit * (digits - 1));
  const off = r + textMm * RULES.cutCircleGap;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  let cx = mx;
  let cy = my;
  if (cut.direction === 'rip') cy = my - off >= r ? my - off : my + off;
  else cx = mx - off >= r ? mx - off : mx + off;
  cx = Math.min(Math.max(cx, r), sheet.lengthMm - r);
  cy = Math.min(Math.max(cy, r), sheet.widthMm - r);
  return {
    shape: { kind: 'cutMark', n: cut.n, stage: cut.stage, cx: at(cx), cy: at(cy), r: at(r) },
    text: {
      kind: 'cutNumber',
      x: at(cx),
      y: at(cy),
      text: String(cut.n),
      stage: cut.stage,
      sizeMm: at(textMm),
      rotate: 0,
    },
  };
}

/** An offcut's size, centred, as large as it allows up to its cap (left out under `minMm`). */
function offcutText(box: PlanRect, label: string, minMm: number): PlanText[] {
  const horizontal = box.width >= box.height;
  const along = horizontal ? box.width : box.height;
  const across = horizontal ? box.height : box.width;
  const size = Math.min(
    Math.max(RULES.offcutTextMaxMm, minMm),
    (along * RULES.partTextFillAlong) / textLength(label),
    (across * RULES.partNumberFillAcross) / RULES.lineHeight,
  );
  if (size < minMm) return [];
  return [
    {
      kind: 'offcutSize',
      x: at(box.x + box.width / 2),
      y: at(box.y + box.height / 2),
      text: label,
      sizeMm: at(size),
      rotate: horizontal ? 0 : -90,
    },
  ];
}

/**
 * The grain arrow of a grained piece: along the part's length (along x unless the piece lies
 * turned), below its number.
 */
function grainArrow(box: PlanRect, placement: PlanPlacement, numberMm: number): PlanShape {
  const alongX = !placement.rotated;
  const side = alongX ? box.width : box.height;
  const length = Math.min(RULES.grainArrowMaxMm, side * RULES.grainArrowRatio);
  const head = length * RULES.grainArrowHeadRatio;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const past = (RULES.lineHeight / 2 + RULES.grainArrowGap) * numberMm;
  const ax = cx;
  const ay = alongX ? cy + past : cy + past + length / 2;
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
 * Sheet `sheetIndex` (1-based) of a material's plan as data (a sheet cut from a stock offcut is
 * drawn at the offcut's size, with no trim): the sheet, its trim strips, the
 * offcuts (reusable ones with their size), the parts (short number, the cut size along two
 * edges, banded edges, a grain arrow on grained parts), the cuts along the kerf's middle, and
 * beside each cut a circle with its order number and its stage. Throws a RangeError for a sheet
 * the plan does not have.
 */
export function planDrawing(
  plan: MaterialPlan,
  sheetIndex: number,
  options: PlanDrawingOptions = {},
): PlanDrawing {
  const sheet = plan.sheets[sheetIndex - 1];
  if (sheet === undefined) {
    throw new RangeError(`the plan of ${plan.material.code} has no sheet ${sheetIndex}`);
  }
  const unit = options.unit ?? 'mm';
  const minMm = Math.max(RULES.partTextMinMm, options.minTextMm ?? 0);
  const { lengthMm, widthMm, trimMm: trim } = sheetFrame(plan, sheet);
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
    if (offcut.reusable) texts.push(...offcutText(box, label, minMm));
  }

  const bands: PlanShape[] = [];
  const arrows: PlanShape[] = [];
  for (const placement of sheet.placements) {
    const box = rect(
      trim + placement.xMm,
      trim + placement.yMm,
      placement.lengthMm,
      placement.widthMm,
    );
    shapes.push({
      kind: 'part',
      rect: box,
      partId: placement.partId,
      partNumber: placement.partNumber,
      name: placement.name,
      cabinetIndex: placement.cabinetIndex,
      copy: placement.copy,
      quantity: placement.quantity,
      sizeLabel: sizeLabel(placement.cutLengthMm, placement.cutWidthMm),
      grain: placement.grain,
      rotated: placement.rotated,
    });
    bands.push(...bandShapes(box, placement));
    const block = partTexts(box, placement, unit, minMm);
    texts.push(...block.texts);
    if (placement.grain !== 'N') arrows.push(grainArrow(box, placement, block.numberMm));
  }
  shapes.push(...bands, ...arrows);

  const marks: PlanShape[] = [];
  const cutTextMm = Math.max(RULES.cutTextMm, minMm);
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
      stage: cut.stage,
      direction: cut.direction,
      segment: [at(x1), at(y1), at(x2), at(y2)],
    });
    const mark = cutMark(segment, cut, { lengthMm, widthMm }, cutTextMm);
    marks.push(mark.shape);
    texts.push(mark.text);
  }
  shapes.push(...marks);

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

/** How a sheet's drawing lies on paper: see PLAN_PRINT_RULES. */
export interface PlanPrintLayout {
  orientation: 'landscape' | 'portrait';
  /** The drawing's largest size on every paper, in paper millimetres. */
  widthMm: number;
  heightMm: number;
  /** The smallest text in the drawing's millimetres that still prints at `minTextPt`. */
  minTextMm: number;
}

/**
 * Where a drawing of `viewBox` goes on paper: landscape when it is wider than tall, as large as
 * the smaller of A4 and Letter allows under the caption and legend, and the text size that
 * prints at PLAN_PRINT_RULES.minTextPt at that scale.
 */
export function planPrintLayout(viewBox: Pick<PlanRect, 'width' | 'height'>): PlanPrintLayout {
  const landscape = viewBox.width >= viewBox.height;
  const margins = 2 * PRINT.pageMarginMm;
  let scale = Infinity;
  let widthMm = Infinity;
  let heightMm = Infinity;
  for (const paper of PRINT.papers) {
    const pageWidth = (landscape ? paper.heightMm : paper.widthMm) - margins;
    const pageHeight = (landscape ? paper.widthMm : paper.heightMm) - margins - PRINT.headerMm;
    widthMm = Math.min(widthMm, pageWidth);
    heightMm = Math.min(heightMm, pageHeight);
    scale = Math.min(scale, pageWidth / viewBox.width, pageHeight / viewBox.height);
  }
  return {
    orientation: landscape ? 'landscape' : 'portrait',
    widthMm: at(widthMm),
    heightMm: at(heightMm),
    minTextMm: at((PRINT.minTextPt * PRINT.mmPerPt) / scale),
  };
}
