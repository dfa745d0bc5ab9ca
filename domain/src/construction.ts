import { z } from 'zod';
import { onFirstUse } from './schema-on-first-use';

/*
 * What production needs to know about a catalogue node, as data (docs/production/catalogue.md):
 * how a furniture model is built, and what sheet a colour or finish tile is cut from. No
 * production rule reads a display name: everything it needs is here.
 */

/** How a model is built. */
export const CONSTRUCTION_KINDS = [
  'base',
  'wall',
  'tall',
  'drawerBase',
  'cornerBlind',
  'cornerLazySusan',
  'liftUpWall',
  'doorOnly',
  'panel',
  'filler',
] as const;
export type ConstructionKind = (typeof CONSTRUCTION_KINDS)[number];

/** The kinds that are one flat piece rather than a box. */
export const SHEET_PART_KINDS = [
  'doorOnly',
  'panel',
  'filler',
] as const satisfies readonly ConstructionKind[];

/** Whether a model is one flat piece (a loose door or drawer front, a panel, a filler). */
export function isSheetPartKind(kind: ConstructionKind): boolean {
  return (SHEET_PART_KINDS as readonly string[]).includes(kind);
}

/** The fold angle of a lazy-susan corner's door, which picks its hinge type. */
export const LAZY_SUSAN_ANGLES = [45, 90, 180] as const;
export type LazySusanAngle = (typeof LAZY_SUSAN_ANGLES)[number];

/** Handleless (gola) rails: none, a top J rail, or a top J rail plus C rails between fronts. */
const GOLA_RAILS = ['none', 'topJ', 'topJMidC'] as const;

/** A back inside the box in carcass board, or a thin board applied behind it. */
const BACK_KINDS = ['inside', 'applied'] as const;

/**
 * Door columns: none, one, two, or by width (one door up to the double-door width, two above;
 * the width is in the parts rules table).
 */
const DOOR_COLUMNS = [0, 1, 2, 'byWidth'] as const;

const millimetres = onFirstUse(() => z.number().finite().positive());

/** The construction of one furniture model. Lengths in millimetres. */
export const constructionSchema = onFirstUse(() =>
  z
    .object({
      kind: z.enum(CONSTRUCTION_KINDS),
      /** Lazy-susan corners only; null for every other kind. */
      foldAngle: z.union(LAZY_SUSAN_ANGLES.map((angle) => z.literal(angle))).nullable(),
      doorColumns: z.union(DOOR_COLUMNS.map((columns) => z.literal(columns))),
      /** 1, or 2 for a tall unit with an upper and a lower door in each column. */
      doorRows: z.union([z.literal(1), z.literal(2)]),
      /** Drawer fronts, top to bottom below any door (0: none). */
      drawerFronts: z.number().int().min(0).max(8),
      /** Fixed shelves when the customer gives no fixed-shelf positions. */
      fixedShelves: z.number().int().min(0).max(6),
      /** An open niche without a front (an oven's), 0 when none. */
      nicheMm: z.number().finite().min(0),
      /** Hinges per door when the model says so outright ('Door 2 holes'); null: by door height. */
      hingesPerDoor: z.number().int().min(1).max(8).nullable(),
      onLegs: z.boolean(),
      gola: z.enum(GOLA_RAILS),
      /** Carcass board thickness when the cabinet material does not give one. */
      boardMm: millimetres,
      back: z.enum(BACK_KINDS),
      backMm: millimetres,
      /**
       * Blind corners: the adjoining run's carcass depth and the filler between its door and this
       * unit's door; absent: the parts rules' defaults (docs/production/parts.md, "Blind corner").
       */
      cornerRunDepthMm: millimetres.optional(),
      blindFillerMm: millimetres.optional(),
      /**
       * A sink base: the back is noted for the service cut-out of the pipes (docs/production/parts.md,
       * "Sink base"); absent or false: none.
       */
      serviceCutout: z.boolean().optional(),
    })
    .refine((c) => (c.kind === 'cornerLazySusan') === (c.foldAngle !== null), {
      path: ['foldAngle'],
      message: 'a fold angle is given exactly for lazy-susan corners',
    }),
);
export type Construction = z.infer<typeof constructionSchema>;

/** The sheet a colour or finish tile is cut from. Millimetres. */
export const tileSheetSchema = onFirstUse(() =>
  z.object({
    lengthMm: millimetres,
    widthMm: millimetres,
    thicknessMm: millimetres,
    /** True when the décor has a grain direction (wood); parts then keep their orientation. */
    grain: z.boolean(),
  }),
);
export type TileSheet = z.infer<typeof tileSheetSchema>;

/** The sheet a tile has unless the shop says otherwise: 2800 x 2070 x 18 mm, no grain. */
export const DEFAULT_TILE_SHEET: TileSheet = {
  lengthMm: 2800,
  widthMm: 2070,
  thicknessMm: 18,
  grain: false,
};

/**
 * A plain one-door base box on legs, 18 mm board with an 18 mm back inside: the construction a
 * model is given when nothing says otherwise (docs/production/catalogue.md).
 */
export const PLAIN_BASE_CONSTRUCTION: Construction = {
  kind: 'base',
  foldAngle: null,
  doorColumns: 1,
  doorRows: 1,
  drawerFronts: 0,
  fixedShelves: 0,
  nicheMm: 0,
  hingesPerDoor: null,
  onLegs: true,
  gola: 'none',
  boardMm: 18,
  back: 'inside',
  backMm: 18,
};
