/**
 * How the seeded furniture is built and what sheets the seeded tiles are cut from, as data
 * (docs/production/catalogue.md). The seed writes it for a fresh database and migration
 * 20261124100000 writes the same values into a catalogue seeded before it: one table for both.
 *
 * The shapes mirror the domain's `Construction` and `TileSheet` (domain/src/construction.ts); this
 * package does not depend on the domain, and the BFF validates every row it reads against it.
 */

/** How a model is built (the domain's CONSTRUCTION_KINDS). */
export type SeedConstructionKind =
  | 'base'
  | 'wall'
  | 'tall'
  | 'drawerBase'
  | 'cornerBlind'
  | 'cornerLazySusan'
  | 'liftUpWall'
  | 'doorOnly'
  | 'panel'
  | 'filler';

/** The construction of one furniture model, lengths in millimetres (the domain's `Construction`). */
export interface SeedConstruction {
  kind: SeedConstructionKind;
  foldAngle: 45 | 90 | 180 | null;
  doorColumns: 0 | 1 | 2 | 'byWidth';
  doorRows: 1 | 2;
  drawerFronts: number;
  fixedShelves: number;
  nicheMm: number;
  hingesPerDoor: number | null;
  onLegs: boolean;
  gola: 'none' | 'topJ' | 'topJMidC';
  boardMm: number;
  back: 'inside' | 'applied';
  backMm: number;
  /** A sink base: its back is noted for the service cut-out (absent: none). */
  serviceCutout?: boolean;
}

/** The sheet a ready-made tile is cut from, millimetres (the domain's `TileSheet`). */
export interface SeedSheet {
  lengthMm: number;
  widthMm: number;
  thicknessMm: number;
  grain: boolean;
}

/** Carcass board and back of every seeded model: 18 mm board, an 18 mm back inside the box. */
const CARCASS_BOARD_MM = 18;
const BACK_BOARD_MM = 18;

/** What every seeded construction has unless its row says otherwise: one door, nothing else. */
const ONE_DOOR_BOX: Omit<SeedConstruction, 'kind' | 'onLegs'> = {
  foldAngle: null,
  doorColumns: 1,
  doorRows: 1,
  drawerFronts: 0,
  fixedShelves: 0,
  nicheMm: 0,
  hingesPerDoor: null,
  gola: 'none',
  boardMm: CARCASS_BOARD_MM,
  back: 'inside',
  backMm: BACK_BOARD_MM,
};

type Overrides = Partial<Omit<SeedConstruction, 'kind' | 'onLegs'>>;

/** A box that stands on legs (base, tall, drawer units, base corners). */
export function standing(kind: SeedConstructionKind, overrides: Overrides = {}): SeedConstruction {
  return { kind, ...ONE_DOOR_BOX, onLegs: true, ...overrides };
}

/** A box hung on the wall (wall units, wall corners, lift-ups). */
export function hung(kind: SeedConstructionKind, overrides: Overrides = {}): SeedConstruction {
  return { kind, ...ONE_DOOR_BOX, onLegs: false, ...overrides };
}

/** One flat piece (panels, fillers, loose doors and fronts): no door unless it is one. */
export function flat(kind: SeedConstructionKind, overrides: Overrides = {}): SeedConstruction {
  return { kind, ...ONE_DOOR_BOX, onLegs: false, doorColumns: 0, ...overrides };
}

/** The sheet a tile has unless the shop says otherwise (the domain's DEFAULT_TILE_SHEET). */
export const DEFAULT_SHEET: SeedSheet = {
  lengthMm: 2800,
  widthMm: 2070,
  thicknessMm: 18,
  grain: false,
};

/** The seeded tiles' sheets. */
export const SHEETS = {
  /** Plain melamine-faced board. */
  plain: DEFAULT_SHEET,
  /** Wood-décor melamine board: the same board with a grain direction. */
  woodDecor: { ...DEFAULT_SHEET, grain: true },
  /** Lacquered and acrylic-faced board, 19 mm. */
  thickPlain: { ...DEFAULT_SHEET, thicknessMm: 19 },
  /** Real-wood veneered board: smaller sheets, 19 mm, with grain. */
  veneer: { lengthMm: 2500, widthMm: 1250, thicknessMm: 19, grain: true },
} as const satisfies Record<string, SeedSheet>;
