/*
 * The numbers of the parts explosion, one row each, so a shop changes a number without touching
 * logic. Every row is documented in the rules table of docs/production/parts.md with its source.
 * Millimetres unless the row says otherwise.
 */

export const PARTS_RULES = {
  /**
   * Carcass board thickness T when neither the cabinet material nor any construction gives one
   * (a draft without a colour yet and no known model). docs/production/parts.md, rules table.
   */
  defaultBoardMm: 18,
  /**
   * Reveal between the front area and the box's top and bottom edges; the default of the
   * setting (frontRevealMm). docs/production/parts.md, rules table.
   */
  revealMm: 2,
  /**
   * Gap between two fronts: side by side, one above the other, and between neighbouring units
   * (each unit's front area stays half of it in from its sides); the default of the setting
   * (frontGapMm). docs/production/parts.md, rules table.
   */
  frontGapMm: 3,
  /** What an adjustable shelf is shorter than the inside width, both ends together. docs/production/parts.md, rules table. */
  shelfClearanceMm: 3,
  /** What a shelf stands back from the front edge (behind any inside back). docs/production/parts.md, rules table. */
  shelfSetbackMm: 20,
  /** Width of a stretcher (the rails a floor unit has instead of a top). docs/production/parts.md, rules table. */
  stretcherMm: 100,
  /** With doorColumns 'byWidth': a cabinet wider than this takes two doors. docs/production/parts.md, rules table. */
  doubleDoorAboveMm: 600,
  /** Leg height, part of the customer's height for units on legs; also the toe-kick board's width. docs/production/parts.md, rules table. */
  legHeightMm: 100,
  /**
   * The plinth's height (the default of the setting plinthHeightMm: the legs' 100 mm), the
   * longest plinth piece (longestPlinthMm: a 2800 mm board less its trims and a margin), and
   * what the plinth stands back from the carcass front (on the front legs' clips).
   * docs/production/parts.md, "Plinths".
   */
  plinthHeightMm: 100,
  longestPlinthMm: 2750,
  plinthSetbackMm: 50,
  /** What an applied back stays in from each edge of the box. docs/production/parts.md, rules table. */
  appliedBackInsetMm: 10,
  /** Edge band thickness, taken off the cut size on each banded edge. docs/production/parts.md, rules table. */
  edgeBandMm: 1,
  /** J rail height when the customer gave none (the J profile hint, docs/product.md §9). */
  defaultJHeightMm: 57,
  /** J rail depth when the customer gave none (the J profile hint, docs/product.md §9). */
  defaultJDepthMm: 26,
  /** C rail height when the customer gave none (the C profile hint, docs/product.md §9). */
  defaultCHeightMm: 74,
  /** C rail depth when the customer gave none (the C profile hint, docs/product.md §9). */
  defaultCDepthMm: 26,
  /**
   * Height of a drawer front above a door (drawer-over-door units, the oven tower) when the
   * customer gave no `fdrwheight`. docs/production/parts.md, rules table.
   */
  drawerOverDoorMm: 140,
  /**
   * The lowest front a customer size may leave (or ask for): a size that would break it is
   * clamped and noted. docs/production/parts.md, rules table.
   */
  minFrontMm: 100,
  /** The narrowest door a customer width may ask for, clamped like heights. docs/production/parts.md, rules table. */
  minFrontWidthMm: 100,
  /**
   * The carcass depth d of the runs a corner unit joins (a base run's for a unit on legs, a wall
   * run's for one without), unless the model's construction gives it (cornerRunDepthMm); and the
   * door thickness T a corner's layout clears (the adjoining run's door beside a blind corner, the
   * main leaf behind an L corner's return leaf). docs/production/parts.md, "Corner units".
   */
  cornerRunDepthMm: { base: 560, wall: 320 },
  cornerDoorMm: 19,
  /**
   * The filler F between a blind corner's door and the adjoining run's, unless the construction
   * gives it (blindFillerMm): the blind zone d + T + F is kept free of its door.
   * docs/production/parts.md, "Blind corner".
   */
  blindFillerMm: 50,
  /**
   * The longest shelf that needs no support between its ends (18 mm chipboard carrying a kitchen
   * load); a longer one is noted and supported at its centre; the default of the setting
   * (shelfSafeSpanMm). docs/production/parts.md, "Shelf span".
   */
  shelfSafeSpanMm: 800,
  /**
   * A sink base's service cut-out in its back for the pipes: this high from the bottom, this far
   * in from each side. docs/production/parts.md, "Sink base".
   */
  serviceCutout: { heightMm: 300, sideMarginMm: 50 },
  /** Part sizes are rounded to this step (0.1 mm), once, at the end. docs/production/parts.md, rules table. */
  roundingMm: 0.1,
} as const;
