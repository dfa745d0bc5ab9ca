/*
 * The hardware rules table (docs/production/hardware.md): every number the hardware summary
 * counts with, one row each, with where it comes from. A shop changes a number here (or passes
 * its own table to `summariseHardware`); no rule reads a number from anywhere else.
 */

/**
 * One row of a step table: the count for every size up to `upToMm` (or below it when
 * `inclusive` is false). The last row has `upToMm: null` and covers every larger size. Rows run
 * from the smallest size up.
 */
export interface HardwareStepRow {
  upToMm: number | null;
  inclusive: boolean;
  count: number;
}

/** The shape of the hardware rules table; see HARDWARE_RULES for each number's meaning. */
export interface HardwareRules {
  hinges: {
    byDoorHeight: readonly HardwareStepRow[];
    wideDoorAboveMm: number;
    wideDoorExtra: number;
  };
  shelfPins: { perAdjustableShelf: number; perCentreSupport: number };
  legs: { byCabinetWidth: readonly HardwareStepRow[] };
  plinth: { clipsPerFrontLeg: number; clipsPerReturn: number };
  wallClips: { perUnit: number };
  drawers: { setsPerDrawer: number };
  liftUp: {
    setsPerFront: number;
    minFrontHeightMm: number;
    maxFrontHeightMm: number;
    maxFrontWidthMm: number;
    /** Top-panel hinges a lift-up front hangs on, by the front's width. */
    hingesByFrontWidth: readonly HardwareStepRow[];
  };
  joints: {
    perHorizontalPanel: number;
    firstFastenerFromEndMm: number;
    maxPitchMm: number;
    minPerJoint: number;
  };
  screws58: { perHinge: number; perDrawerSet: number; perWallClip: number; perLeg: number };
  gola: { supportsPerRail: number; topRailsWhenTopJ: number };
}

/** The shop's hardware rules (docs/production/hardware.md, "The rules table"). */
export const HARDWARE_RULES: HardwareRules = {
  hinges: {
    byDoorHeight: [
      /** Doors up to 900 mm high: 2 hinges. Source: Grass hinge chart. */
      { upToMm: 900, inclusive: true, count: 2 },
      /** Doors up to 1600 mm high: 3 hinges. Source: Grass hinge chart. */
      { upToMm: 1600, inclusive: true, count: 3 },
      /** Doors up to 2000 mm high: 4 hinges. Source: Grass hinge chart. */
      { upToMm: 2000, inclusive: true, count: 4 },
      /** Above 2000 mm: 5 hinges. Source: Grass hinge chart (to 2500 mm); our default above. */
      { upToMm: null, inclusive: true, count: 5 },
    ],
    /** A door wider than this takes extra hinges, mm. Source: Blum hinge counts (to 600 mm). */
    wideDoorAboveMm: 600,
    /** Extra hinges on a wide door. Source: Blum hinge counts (one more). */
    wideDoorExtra: 1,
  },
  shelfPins: {
    /** Shelf pins per adjustable shelf (2 per side). Source: 32 mm system practice. */
    perAdjustableShelf: 4,
    /**
     * Shelf pins under a shelf longer than the safe span, in the inside back at its centre
     * (docs/production/parts.md, "Shelf span"). Source: 32 mm system practice.
     */
    perCentreSupport: 2,
  },
  legs: {
    byCabinetWidth: [
      /** Cabinets narrower than 1000 mm: 4 legs. Our default. */
      { upToMm: 1000, inclusive: false, count: 4 },
      /** Cabinets 1000 mm up to 1800 mm wide: 6 legs (a middle pair). Our default. */
      { upToMm: 1800, inclusive: true, count: 6 },
      /** Cabinets wider than 1800 mm: 8 legs. Our default. */
      { upToMm: null, inclusive: true, count: 8 },
    ],
  },
  plinth: {
    /**
     * Plinth clips per front leg of a unit on legs (the front half of its legs, rounded up): the
     * plinth clips onto the front legs. Source: Blum and Hettich plinth clip fitting guides.
     */
    clipsPerFrontLeg: 1,
    /** Clips per end return (it clips onto the end unit's side leg). Our default. */
    clipsPerReturn: 1,
  },
  wallClips: {
    /** Hanging clips per wall-mounted unit (one per side). Our default (industry convention). */
    perUnit: 2,
  },
  drawers: {
    /** Runner sets per drawer (a pair of runners or a drawer system). Source: Blum manuals. */
    setsPerDrawer: 1,
  },
  liftUp: {
    /** AVENTOS HK-XS sets per lift-up front. Source: Blum AVENTOS HK-XS. */
    setsPerFront: 1,
    /** The lowest front the HK-XS holds, mm. Source: Blum AVENTOS HK-XS. */
    minFrontHeightMm: 240,
    /** The highest front the HK-XS holds, mm. Source: Blum AVENTOS HK-XS. */
    maxFrontHeightMm: 600,
    /** The widest front the HK-XS holds, mm. Source: Blum AVENTOS HK-XS. */
    maxFrontWidthMm: 1800,
    hingesByFrontWidth: [
      /** Fronts narrower than 900 mm: 2 top-panel hinges. Source: Blum AVENTOS HK-XS. */
      { upToMm: 900, inclusive: false, count: 2 },
      /** Fronts 900 mm wide and up: 3. Source: Grass Kinvaro planning sheet (3 from 900 mm). */
      { upToMm: 1200, inclusive: false, count: 3 },
      /** Fronts 1200 mm wide and up: 4. Source: AVENTOS HK-XS hinge table (to be verified). */
      { upToMm: null, inclusive: true, count: 4 },
    ],
  },
  joints: {
    /** Joints per horizontal panel (one at each side). Source: frameless box construction. */
    perHorizontalPanel: 2,
    /** A joint's first fastener sits this far from each end, mm. Source: AWI standards. */
    firstFastenerFromEndMm: 37,
    /** The most space between two fasteners of a joint, mm. Source: AWI standards. */
    maxPitchMm: 128,
    /** The fewest fasteners in one joint. Source: shop practice (2 on a 12 in joint). */
    minPerJoint: 2,
  },
  screws58: {
    /** Screws per hinge (2 for the mounting plate, 2 for the cup). Our default. */
    perHinge: 4,
    /** Screws per drawer set (runners or drawer system). Our default. */
    perDrawerSet: 6,
    /** Screws per wall clip. Our default. */
    perWallClip: 2,
    /** Screws per leg plate. Our default. */
    perLeg: 4,
  },
  gola: {
    /** Supports per gola rail per cabinet (one at each side). Source: handleless fitting guides. */
    supportsPerRail: 2,
    /** Top J rails of a cabinet that has one (along the top front edge). Our default. */
    topRailsWhenTopJ: 1,
  },
};
