import { shortOrderId } from '../../order-draft';
import type { StoredOrder } from '../../schemas';
import { fractionalInches } from '../../inch-fractions';
import { MM_PER_INCH, type Unit } from '../../units';
import { escapeXml } from '../drawing/svg';
import { fixed, trimmed } from '../formats/numbers';
import { GRAIN_WORDS } from '../formats/words';
import type { CuttingPlan } from '../plan/types';
import { EDGE_NAMES, type ExplodedOrder } from '../types';
import { barcodeSvg, QR_SYMBOL_ID, qrSymbol } from './barcodes';
import { edgeDiagramSvg } from './edge-diagram';
import { labelPieces, type LabelPiece } from './pieces';
import {
  LABEL_FILE_NAMES,
  PART_LABEL_LAYOUT as L,
  COMPACT_LABEL_LAYOUT,
  LABEL_SHEETS,
  labelsPerPage,
  type LabelLayout,
  type LabelPaper,
} from './rules';

/*
 * The part labels of an order as one printable HTML page (docs/production/plans-and-labels.md,
 * "Labels"): one label per piece, on the label sheet or roll of the paper asked for (LABEL_SHEETS),
 * no external resource (the
 * barcodes are inline SVG), every text escaped, the same bytes for the same order. English: a
 * shop document.
 */

/** What the labels are made from. */
interface LabelsInput {
  order: StoredOrder;
  exploded: ExplodedOrder;
  /** The order's page in the admin area: every label's QR code opens it. */
  orderUrl: string;
  paper: LabelPaper;
  /**
   * The order's cutting plan: a piece it lays on a stock offcut says "From offcut OC-17"
   * (docs/production/nesting.md, "Offcuts from stock"). Without it no label names an offcut.
   */
  plan?: CuttingPlan;
}

/** The separator of the facts on one line. */
const DOT = ' \u00b7 ';

/** Millimetres in CSS: at most four decimals, no trailing zeros. */
const mm = (value: number) => `${String(Math.round(value * 10_000) / 10_000)}mm`;

/** "770 x 559 x 18 mm". */
function sizeMm(piece: LabelPiece): string {
  return (
    `${trimmed(piece.cutLengthMm, L.mmDecimals)} x ${trimmed(piece.cutWidthMm, L.mmDecimals)}` +
    ` x ${trimmed(piece.thicknessMm, L.thicknessDecimals)} mm`
  );
}

/** The piece's cut size and thickness, millimetres. */
function sizeValuesMm(piece: LabelPiece): number[] {
  return [piece.cutLengthMm, piece.cutWidthMm, piece.thicknessMm];
}

/** `28 11/32" x 22" x 23/32"`: the nearest 1/32 in, as a fractional tape reads. */
function sizeFraction(piece: LabelPiece): string {
  return sizeValuesMm(piece).map(fractionalInches).join(' x ');
}

/** "28.35 x 22.01 x 0.71 in (720 x 559 x 18 mm)". */
function sizeDecimalInches(piece: LabelPiece): string {
  const inches = (value: number) => fixed(value / MM_PER_INCH, L.inchDecimals);
  return `${sizeValuesMm(piece).map(inches).join(' x ')} in (${sizeMm(piece)})`;
}

/**
 * The size lines of a piece in the order's unit: millimetres; or, for an inch order, the nearest
 * 1/32 in first, then the decimal inches with the millimetres in brackets.
 */
function sizeLines(piece: LabelPiece, unit: Unit): string[] {
  if (unit === 'mm') return [line('size', sizeMm(piece))];
  return [line('size', sizeFraction(piece)), line('size-alt', sizeDecimalInches(piece))];
}

/** "L1, W1, W2" or "none". */
function bandedEdges(piece: LabelPiece): string {
  const banded = EDGE_NAMES.filter((edge) => piece.edges[edge]);
  return banded.length === 0 ? 'none' : banded.join(', ');
}

function line(className: string, text: string): string {
  return `<p class="${className}">${escapeXml(text)}</p>`;
}

function labelHtml(piece: LabelPiece, order: StoredOrder, layout: LabelLayout): string {
  const { cabinet } = piece;
  const cabinetText = [`Cabinet ${cabinet.index}`, cabinet.typeName, cabinet.description]
    .filter((part) => part !== '')
    .join(DOT);
  const grainText = `Grain ${piece.grain}: ${GRAIN_WORDS[piece.grain]}`;
  const edgesText = `Edge band: ${bandedEdges(piece)}`;
  const orderText = `Order ${shortOrderId(order.uuid)}${DOT}${order.customer.fullName}`;
  const offcut =
    piece.fromOffcut === undefined ? [] : [line('offcut', `From offcut ${piece.fromOffcut}`)];
  const name = `<p class="name"><strong>${escapeXml(piece.name)}</strong> <span class="copy">${piece.copy} of ${piece.quantity}</span></p>`;
  const diagram = edgeDiagramSvg(piece.edges, piece.grain, `${grainText}. ${edgesText}.`);
  const info =
    layout === 'full'
      ? [
          name,
          line('cabinet', cabinetText),
          ...sizeLines(piece, order.unit),
          line('material', `${piece.material.name} (${piece.material.code})`),
          line('grain', `${grainText}${DOT}${edgesText}`),
          ...offcut,
          line('order', orderText),
        ]
      : [
          name,
          ...sizeLines(piece, order.unit),
          line('cabinet', cabinetText),
          line(
            'material',
            `${piece.material.code}${DOT}Grain ${piece.grain}${DOT}Edges ${bandedEdges(piece)}`,
          ),
          ...offcut,
          line('order', orderText),
        ];
  const side =
    layout === 'full'
      ? `<svg class="qr" viewBox="0 0 1 1" aria-hidden="true" focusable="false"><use href="#${QR_SYMBOL_ID}" width="1" height="1"/></svg>${diagram}`
      : diagram;
  return [
    `<div class="label" data-part-id="${escapeXml(piece.partId)}" data-copy="${piece.copy}">`,
    `<div class="info">${info.join('')}</div>`,
    `<div class="side">${side}</div>`,
    `<div class="code">${barcodeSvg(piece.partId)}</div>`,
    line('part-id', piece.partId),
    '</div>',
  ].join('');
}

/** The page's style for a paper: `@page` size with no margin, the label sheet's grid. */
function style(paper: LabelPaper): string {
  const s = LABEL_SHEETS[paper];
  const inside = s.layout === 'full' ? L : { ...L, ...COMPACT_LABEL_LAYOUT };
  return `@page { size: ${s.cssSize}; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: Helvetica, Arial, sans-serif; color: #000; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: ${mm(s.pageWidthMm)}; height: ${mm(s.pageHeightMm)}; padding: ${mm(s.marginTopMm)} ${mm(s.marginLeftMm)}; display: grid; grid-template-columns: repeat(${s.columns}, ${mm(s.labelWidthMm)}); grid-template-rows: repeat(${s.rows}, ${mm(s.labelHeightMm)}); column-gap: ${mm(s.columnGapMm)}; row-gap: ${mm(s.rowGapMm)}; overflow: hidden; break-after: page; }
.page:last-of-type { break-after: auto; }
.label { width: ${mm(s.labelWidthMm)}; height: ${mm(s.labelHeightMm)}; padding: ${mm(inside.paddingMm)}; overflow: hidden; display: grid; grid-template-columns: minmax(0, 1fr) ${mm(inside.sideColumnMm)}; grid-template-rows: minmax(0, 1fr) ${mm(inside.barcodeHeightMm)} ${mm(inside.partIdRowMm)}; column-gap: ${mm(inside.columnGapMm)}; }
.info { grid-column: 1; grid-row: 1; overflow: hidden; }
.info p { margin: 0; font-size: ${mm(inside.textMm.body)}; line-height: 1.3; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.info .name { font-size: ${mm(inside.textMm.name)}; }
.info .size { font-size: ${mm(inside.textMm.size)}; font-weight: bold; }
.edges { width: ${mm(Math.min(inside.sideColumnMm, L.edgeBoxMm.width))}; height: auto; }
.copy { font-weight: normal; }
.side { grid-column: 2; grid-row: 1; display: flex; flex-direction: column; align-items: center; justify-content: space-between; overflow: hidden; }
.qr { width: ${mm(L.qrSizeMm)}; height: ${mm(L.qrSizeMm)}; }
.edges { font-family: Helvetica, Arial, sans-serif; }
.code { grid-column: 1 / span 2; grid-row: 2; }
.barcode { display: block; }
.part-id { grid-column: 1 / span 2; grid-row: 3; margin: 0; text-align: center; font-family: "Courier New", Courier, monospace; font-size: ${mm(inside.textMm.partId)}; line-height: ${mm(inside.partIdRowMm)}; white-space: nowrap; overflow: hidden; }
.empty { margin: ${mm(s.marginTopMm)} ${mm(s.marginLeftMm)}; }
@media screen {
  body { background: #d9d9d9; }
  .page { background: #fff; margin: 8mm auto; box-shadow: 0 0 2mm rgba(0, 0, 0, 0.3); }
  .label { outline: 0.2mm dashed #aaa; }
}`;
}

/**
 * The part labels of an order as a standalone printable HTML page: one label per piece (part
 * lines expanded by quantity, "2 of 4"), in cut-list order, as many per page as the paper's sheet
 * holds (LABEL_SHEETS); each
 * with the part id as a Code 128 barcode and in text, a QR code of `orderUrl`, the part's name,
 * cabinet (index, type, description), cut size in the order's unit (an inch order's to the nearest
 * 1/32 in, then in decimal inches and millimetres), material, grain,
 * edge banding drawn and in words, the stock offcut it is cut from when the plan given lays it
 * on one, the order's short id and the customer's name.
 */
export function labelsHtml(input: LabelsInput): string {
  const { order, exploded, orderUrl, paper, plan } = input;
  const pieces = labelPieces(exploded, order.uuid, plan);
  const perPage = labelsPerPage(paper);
  const pages: string[] = [];
  for (let start = 0; start < pieces.length; start += perPage) {
    const labels = pieces
      .slice(start, start + perPage)
      .map((piece) => labelHtml(piece, order, LABEL_SHEETS[paper].layout));
    pages.push(`<section class="page">\n${labels.join('\n')}\n</section>`);
  }
  const id = shortOrderId(order.uuid);
  const title = `Part labels \u2014 order ${id}${DOT}${order.customer.fullName} (${paper})`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeXml(title)}</title>`,
    `<style>\n${style(paper)}\n</style>`,
    '</head>',
    '<body>',
    `<svg width="0" height="0" style="position: absolute" aria-hidden="true" focusable="false">${qrSymbol(orderUrl)}</svg>`,
    ...(pages.length > 0
      ? pages
      : [`<p class="empty">${escapeXml(`Order ${id} has no parts to label.`)}</p>`]),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The labels file's name for a paper: `labels-a4.html`, `labels-letter.html`. */
export function labelsFileName(paper: LabelPaper): string {
  return LABEL_FILE_NAMES[paper];
}
