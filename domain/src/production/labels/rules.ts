/*
 * The numbers of the part labels (docs/production/plans-and-labels.md, "Labels"): the label
 * sheets per paper and the layout inside a label, all in millimetres.
 */

/** The papers the labels are laid out for. */
export const LABEL_PAPERS = ['A4', 'Letter'] as const;
export type LabelPaper = (typeof LABEL_PAPERS)[number];

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
  /** Between the two columns, and between rows. */
  columnGapMm: number;
  rowGapMm: number;
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
  },
};

/** Labels on one page. */
export function labelsPerPage(paper: LabelPaper): number {
  const sheet = LABEL_SHEETS[paper];
  return sheet.columns * sheet.rows;
}

/** The layout inside a label (the same on both papers). */
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
