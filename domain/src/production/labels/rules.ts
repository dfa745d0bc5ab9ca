/*
 * The numbers of the part labels (docs/production/plans-and-labels.md, "Labels"): the label
 * sheets per paper and the layout inside a label, all in millimetres.
 */

/**
 * The papers the labels are laid out for: label sheets of 2 x 4, 2 x 7 and 3 x 8 labels on A4 and
 * Letter, and a roll of single 62 x 100 mm labels for a label printer. `A4` and `Letter` are the
 * 2 x 4 sheets.
 */
export const LABEL_PAPERS = [
  'A4',
  'Letter',
  'A4-2x7',
  'Letter-2x7',
  'A4-3x8',
  'Letter-3x8',
  'Roll-62x100',
] as const;
export type LabelPaper = (typeof LABEL_PAPERS)[number];

/** The papers of the labels in the export: one 2 x 4 sheet per paper size. */
export const EXPORT_LABEL_PAPERS: readonly LabelPaper[] = ['A4', 'Letter'];

/**
 * What a label holds: `full` (QR code, edge diagram, part id barcode, every fact) on the 2 x 4
 * sheets and the roll; `compact` on the small labels of the 2 x 7 and 3 x 8 sheets: no QR code,
 * a smaller edge diagram and barcode, the facts in fewer lines.
 */
export type LabelLayout = 'full' | 'compact';

/** One label sheet: the page, the label and where the labels sit on it. */
interface LabelSheet {
  /** The CSS `@page` size keyword. */
  cssSize: string;
  pageWidthMm: number;
  pageHeightMm: number;
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  /** From the page's top edge to the first row, and from its left edge to the first column. */
  marginTopMm: number;
  marginLeftMm: number;
  /** Between the columns, and between rows. */
  columnGapMm: number;
  rowGapMm: number;
  layout: LabelLayout;
}

/**
 * 2 x 4 labels per page on both papers. A4: 99.1 x 67.7 mm labels, the common 8-per-sheet A4
 * size (4.65 + 99.1 + 2.5 + 99.1 + 4.65 = 210; 13.1 + 4 x 67.7 + 13.1 = 297). Letter: 4 x 2.5 in
 * (101.6 x 63.5 mm) labels, 1/8 in between the columns (4.7625 + 101.6 + 3.175 + 101.6 + 4.7625
 * = 215.9; 12.7 + 4 x 63.5 + 12.7 = 279.4).
 */
export const LABEL_SHEETS: Readonly<Record<LabelPaper, LabelSheet>> = {
  A4: {
    cssSize: 'A4 portrait',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 2,
    rows: 4,
    labelWidthMm: 99.1,
    labelHeightMm: 67.7,
    marginTopMm: 13.1,
    marginLeftMm: 4.65,
    columnGapMm: 2.5,
    rowGapMm: 0,
    layout: 'full',
  },
  Letter: {
    cssSize: 'letter portrait',
    pageWidthMm: 215.9,
    pageHeightMm: 279.4,
    columns: 2,
    rows: 4,
    labelWidthMm: 101.6,
    labelHeightMm: 63.5,
    marginTopMm: 12.7,
    marginLeftMm: 4.7625,
    columnGapMm: 3.175,
    rowGapMm: 0,
    layout: 'full',
  },
  // 2 x 7 on A4: 99.1 x 38.1 mm labels (4.65 + 99.1 + 2.5 + 99.1 + 4.65 = 210;
  // 15.15 + 7 x 38.1 + 15.15 = 297).
  'A4-2x7': {
    cssSize: 'A4 portrait',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 2,
    rows: 7,
    labelWidthMm: 99.1,
    labelHeightMm: 38.1,
    marginTopMm: 15.15,
    marginLeftMm: 4.65,
    columnGapMm: 2.5,
    rowGapMm: 0,
    layout: 'compact',
  },
  // 2 x 7 on Letter: 4 x 1 1/3 in (101.6 x 33.8667 mm) labels (4.7625 + 101.6 + 3.175 + 101.6 +
  // 4.7625 = 215.9; 21.1667 + 7 x 33.8667 + 21.1667 = 279.4).
  'Letter-2x7': {
    cssSize: 'letter portrait',
    pageWidthMm: 215.9,
    pageHeightMm: 279.4,
    columns: 2,
    rows: 7,
    labelWidthMm: 101.6,
    labelHeightMm: 33.8667,
    marginTopMm: 21.1667,
    marginLeftMm: 4.7625,
    columnGapMm: 3.175,
    rowGapMm: 0,
    layout: 'compact',
  },
  // 3 x 8 on A4: 63.5 x 33.9 mm labels (7.25 + 3 x 63.5 + 2 x 2.5 + 7.25 = 210;
  // 12.9 + 8 x 33.9 + 12.9 = 297).
  'A4-3x8': {
    cssSize: 'A4 portrait',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 8,
    labelWidthMm: 63.5,
    labelHeightMm: 33.9,
    marginTopMm: 12.9,
    marginLeftMm: 7.25,
    columnGapMm: 2.5,
    rowGapMm: 0,
    layout: 'compact',
  },
  // 3 x 8 on Letter: 2 5/8 x 1 1/4 in (66.675 x 31.75 mm) labels, 1/8 in between the columns
  // (4.7625 + 3 x 66.675 + 2 x 3.175 + 4.7625 = 215.9; 12.7 + 8 x 31.75 + 12.7 = 279.4).
  'Letter-3x8': {
    cssSize: 'letter portrait',
    pageWidthMm: 215.9,
    pageHeightMm: 279.4,
    columns: 3,
    rows: 8,
    labelWidthMm: 66.675,
    labelHeightMm: 31.75,
    marginTopMm: 12.7,
    marginLeftMm: 4.7625,
    columnGapMm: 3.175,
    rowGapMm: 0,
    layout: 'compact',
  },
  // A roll of single 62 x 100 mm labels (a label printer's 62 mm tape cut every 100 mm): one
  // label per page, the page the label itself, printed across the tape.
  'Roll-62x100': {
    cssSize: '100mm 62mm',
    pageWidthMm: 100,
    pageHeightMm: 62,
    columns: 1,
    rows: 1,
    labelWidthMm: 100,
    labelHeightMm: 62,
    marginTopMm: 0,
    marginLeftMm: 0,
    columnGapMm: 0,
    rowGapMm: 0,
    layout: 'full',
  },
};

/** Labels on one page. */
export function labelsPerPage(paper: LabelPaper): number {
  const sheet = LABEL_SHEETS[paper];
  return sheet.columns * sheet.rows;
}

/** The layout inside a full label. */
export const PART_LABEL_LAYOUT = {
  /** Blank border inside the label's edge (the printer's and the die-cut's tolerance). */
  paddingMm: 3,
  /** The right column: the QR code and the edge-band diagram. */
  sideColumnMm: 26,
  columnGapMm: 2,
  qrSizeMm: 17,
  /** The edge-band diagram's box and the part rectangle drawn in it. */
  edgeBoxMm: { width: 26, height: 18 },
  edgeRectMm: { x: 5, y: 4, width: 16, height: 10 },
  /** Line widths of a banded and of a bare edge, and the diagram's text size. */
  edgeBandedMm: 1.2,
  edgeBareMm: 0.25,
  edgeTextMm: 2.6,
  /** The grain arrow inside the diagram: its length along and across the rectangle, its head. */
  grainArrowMm: { along: 10, across: 6, head: 1.6 },
  /** The barcode's row and the part id under it. */
  barcodeHeightMm: 12,
  partIdRowMm: 4.5,
  /** Text sizes. */
  textMm: { name: 3.8, body: 2.7, size: 3.3, partId: 3 },
  /** Decimals of the sizes: millimetres as the cut list, inches as docs/product.md §9. */
  mmDecimals: 1,
  thicknessDecimals: 2,
  inchDecimals: 2,
} as const;

/** The layout inside a compact label (2 x 7 and 3 x 8 sheets): the full one's, smaller. */
export const COMPACT_LABEL_LAYOUT = {
  paddingMm: 1.5,
  /** The right column holds the edge-band diagram only (no QR code). */
  sideColumnMm: 17,
  columnGapMm: 1,
  barcodeHeightMm: 6.5,
  partIdRowMm: 3,
  textMm: { name: 2.8, body: 2.1, size: 2.5, partId: 2.3 },
} as const;

/**
 * The bwip-js options of the barcodes: Code 128 of the part id (bars 10 mm high, a quiet zone of
 * 10 modules each side, a white background, no text: the label prints the id itself), and the
 * QR code of the order's URL (4 modules of quiet zone). `scale` sets the pixels per module of a
 * PNG rendering (the SVG is scaled to the label).
 */
export const BARCODE_RULES = {
  code128: { bcid: 'code128', scale: 3, height: 10, paddingwidth: 10, paddingheight: 2 },
  qr: { bcid: 'qrcode', scale: 4, padding: 4 },
  background: 'FFFFFF',
  /** Barcode drawings kept for reuse (about 2 kB each): a 200-item order's parts fit. */
  rememberedBarcodes: 5000,
} as const;

/** The file names of the labels in the export. */
export const LABEL_FILE_NAMES: Readonly<Record<LabelPaper, string>> = {
  A4: 'labels-a4.html',
  Letter: 'labels-letter.html',
  'A4-2x7': 'labels-a4-2x7.html',
  'Letter-2x7': 'labels-letter-2x7.html',
  'A4-3x8': 'labels-a4-3x8.html',
  'Letter-3x8': 'labels-letter-3x8.html',
  'Roll-62x100': 'labels-roll-62x100.html',
};

/**
 * The labels page's Content-Security-Policy, for whoever serves it (the server and the mock API):
 * it holds customer text (names, descriptions), so it may load and run nothing. Its styles are
 * its own `<style>` element and one `style` attribute; the barcodes are inline SVG (the QR code is
 * a `<use>` of a symbol in the page). No script, no image, font, frame or connection; no form, no
 * `<base>`; not framed by another page.
 */
export const LABELS_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
