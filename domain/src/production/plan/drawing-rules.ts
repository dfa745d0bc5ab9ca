/**
 * The numbers of the plan drawings (docs/production/plans-and-labels.md, "Drawings"). Lengths
 * are millimetres on the sheet (the drawing's units); text sizes too, so a zoomed drawing keeps
 * its proportions.
 */
export const PLAN_DRAWING_RULES = {
  /** Empty space around a sheet in its own drawing and in the file. */
  marginMm: 40,
  /** The largest part number, the largest size along an edge, and the smallest text (at 1:1). */
  partNumberMaxMm: 60,
  partSizeMaxMm: 36,
  partTextMinMm: 4,
  /** Share of the part's side a text may take along it; share of the side across it an edge size may take. */
  partTextFillAlong: 0.85,
  edgeSizeFillAcross: 0.3,
  /** Share of the part's height the number may take. */
  partNumberFillAcross: 0.6,
  /** Space between an edge and the size written along it, in text sizes. */
  edgeTextGap: 0.35,
  /** A line's height, in text sizes. */
  lineHeight: 1.25,
  /** A character's width, in text sizes (a sans-serif's average, digits included). */
  charWidthRatio: 0.6,
  /** A reusable offcut's size label. */
  offcutTextMaxMm: 28,
  /** A cut's order number (at 1:1), and its circle's radius in number sizes (per digit past one). */
  cutTextMm: 30,
  cutCircleRadius: 0.8,
  cutCircleRadiusPerDigit: 0.3,
  /** Space between a cut and its circle, in number sizes. */
  cutCircleGap: 0.25,
  /** A banded edge's line: this far inside the part's outline. */
  bandInsetMm: 8,
  /** The grain arrow: its length as a share of the part's side along the grain, its cap, its head. */
  grainArrowRatio: 0.5,
  grainArrowMaxMm: 220,
  grainArrowHeadRatio: 0.15,
  /** The grain arrow sits this many text sizes past the part's text block. */
  grainArrowGap: 0.9,
  /** Decimals of the part and offcut size labels (the cut list's millimetres). */
  sizeDecimals: 1,
  /** Decimals of the yield in a sheet's title ("yield 86 %"). */
  titleYieldDecimals: 0,
  /** The file: the title line above each sheet, the space between sheets, the heading's size. */
  titleTextMm: 48,
  titleGapMm: 30,
  sheetGapMm: 120,
  headingTextMm: 64,
  /** Lines listing the unplaced parts at the end of the file. */
  noteTextMm: 36,
} as const;

/** The standalone file's colours (print-friendly: black outlines, light tints). */
export const PLAN_SVG_STYLE = {
  ink: '#000000',
  paper: '#ffffff',
  sheet: '#f3efe6',
  trim: '#b8b2a6',
  part: '#ffffff',
  offcut: '#dcd7cc',
  reusableOffcut: '#e9f2e4',
  cut: '#c0392b',
  grain: '#6b4a35',
  strokePx: { heavy: 1.5, normal: 1, light: 0.6, band: 3 },
  fontFamily: 'Helvetica, Arial, sans-serif',
} as const;

/**
 * A sheet on paper (the admin's printed work order, the plan files): one sheet per page, turned
 * to landscape when the sheet is wider than tall, on A4 or Letter, under a caption and a legend;
 * no text smaller than `minTextPt`.
 */
export const PLAN_PRINT_RULES = {
  minTextPt: 7,
  mmPerPt: 25.4 / 72,
  /**
   * The page's margin on every side, and the height kept above the drawing: the sheet's caption
   * and the legend, and on a material's first sheet the material's heading and figures.
   */
  pageMarginMm: 10,
  headerMm: 56,
  /** The papers, portrait (width x height). */
  papers: [
    { widthMm: 210, heightMm: 297 },
    { widthMm: 215.9, heightMm: 279.4 },
  ],
} as const;
