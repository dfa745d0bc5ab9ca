/**
 * The numbers of the plan drawings (docs/production/plans-and-labels.md, "Drawings"). Lengths
 * are millimetres on the sheet (the drawing's units); text sizes too, so a zoomed drawing keeps
 * its proportions.
 */
export const PLAN_DRAWING_RULES = {
  /** Empty space around a sheet in its own drawing and in the file. */
  marginMm: 40,
  /** The largest text on a part (its id and size), and the smallest it is shrunk to. */
  partTextMaxMm: 44,
  partTextMinMm: 4,
  /** Share of the part's side the text block may take, along and across the text. */
  partTextFillAlong: 0.9,
  partTextFillAcross: 0.7,
  /** A line's height, in text sizes. */
  lineHeight: 1.25,
  /** A character's width, in text sizes (a sans-serif's average, digits included). */
  charWidthRatio: 0.6,
  /** A reusable offcut's size label. */
  offcutTextMaxMm: 28,
  /** A cut's order number. */
  cutTextMm: 30,
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
  strokePx: { heavy: 1.5, normal: 1, light: 0.6 },
  fontFamily: 'Helvetica, Arial, sans-serif',
} as const;
