import type { AccessoryType } from '../accessory-types';
import type { Construction } from '../construction';
import type { Item } from '../item-schema';
import type { StoredMaterial } from '../schemas';
import type { Unit } from '../units';
import type { EdgeKind, PartsSettings, PlinthSource } from './parts/parts-settings';

/*
 * The shared vocabulary of the production outputs (docs/production.md): what an order explodes
 * into (materials, parts, fronts, shelves), which the hardware summary, the cut list, the
 * production file, the export and the drawings all read. Every length here is millimetres;
 * outputs convert to the order's unit where they show one.
 */

// ---------------------------------------------------------------------------------------------
// Input

/** What the production outputs need of an order: a stored order fits, and so does a draft. */
export interface ProductionOrderInput {
  unit: Unit;
  /** The cabinet colour ('cabinet') and the finish ('finish'), as stored with the order. */
  material: readonly StoredMaterial[];
  cabinets: readonly Item[];
}

// ---------------------------------------------------------------------------------------------
// Materials

/**
 * Which material a part is cut from: the cabinet colour, the finish, a thin applied back, or the
 * drawer box board (docs/production/parts.md, "Drawer boxes").
 */
export const MATERIAL_KEYS = ['cabinet', 'finish', 'back', 'drawer'] as const;
export type MaterialKey = (typeof MATERIAL_KEYS)[number];

/** A material as production uses it: its sheet, in millimetres. */
export interface ProductionMaterial {
  key: MaterialKey;
  /** Stable code for files and labels: `COL-<tile id>`, `FIN-<tile id>`, `CUSTOM-CAB`, `CUSTOM-FIN`, `BACK-<mm>`, `DRAWER-<mm>`. */
  code: string;
  name: string;
  custom: boolean;
  sheetLengthMm: number;
  sheetWidthMm: number;
  thicknessMm: number;
  grain: boolean;
}

// ---------------------------------------------------------------------------------------------
// Parts

export const PART_ROLES = [
  'side',
  'bottom',
  'top',
  'stretcher',
  'back',
  'shelf_fixed',
  'shelf_adj',
  'door',
  'drawer_front',
  'drawer_side',
  'drawer_box_front',
  'drawer_back',
  'drawer_bottom',
  'plinth',
  'panel',
  'filler',
] as const;
export type PartRole = (typeof PART_ROLES)[number];

/** L: the grain runs along the length; W: along the width; N: no grain (the part may turn). */
export const GRAINS = ['L', 'W', 'N'] as const;
export type Grain = (typeof GRAINS)[number];

/** Edge banding per edge: L1 front long edge, L2 back long edge, W1 and W2 the short edges. */
export interface EdgeBanding {
  L1: boolean;
  L2: boolean;
  W1: boolean;
  W2: boolean;
}
export const EDGE_NAMES = ['L1', 'L2', 'W1', 'W2'] as const;
export type EdgeName = (typeof EDGE_NAMES)[number];

/** A length x width in millimetres; the length is the first dimension (the grain's, if any). */
export interface PartSize {
  lengthMm: number;
  widthMm: number;
}

/** One kind of part of one item line. */
export interface Part {
  /** Unique within the item: the role's short code and a number, e.g. `side1`, `door2`. */
  code: string;
  role: PartRole;
  /** English name for lists and labels, e.g. "Side", "Door (upper)". */
  name: string;
  material: MaterialKey;
  thicknessMm: number;
  /** The size when built, edge banding included. */
  finished: PartSize;
  /** The size to cut: finished minus the band thickness on each banded edge. */
  cut: PartSize;
  /** How many one cabinet of the item takes. */
  perCabinet: number;
  /** How many the order line takes: perCabinet x the item's quantity. */
  quantity: number;
  grain: Grain;
  edges: EdgeBanding;
}

// ---------------------------------------------------------------------------------------------
// Fronts, shelves and drawers of one cabinet (what the hardware and the drawing read)

/** Where a door's hinges are, seen from the front. */
export type HingeSide = 'left' | 'right' | 'top';

/** A door or drawer front of one cabinet, placed on its front view. */
export interface Front {
  role: 'door' | 'drawer_front';
  /** Left edge from the cabinet's left side, bottom edge from its bottom (legs excluded). */
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  /** Hinge side of a door; null for drawer fronts. */
  hingeSide: HingeSide | null;
  /** A lift-up door (hinged at the top, held by a lift mechanism). */
  liftUp: boolean;
  /** Whether the order includes this front as a part (the customer may order the box only). */
  included: boolean;
}

/** Drawer slide systems, picked by the front-drawer holes (docs/product.md §9). */
export type DrawerSlide = 'tandenBox' | 'galleryC';

/** What production makes of one item line. Sizes are those of one cabinet. */
export interface ItemBuild {
  /** 1-based position of the item in the order. */
  index: number;
  /** The item's type name (the per-cabinet lists of the hardware summary show it). */
  typeName: string;
  modelName: string;
  description: string;
  quantity: number;
  construction: Construction;
  widthMm: number;
  heightMm: number;
  depthMm: number;
  fronts: Front[];
  /** Front drawers (behind the drawer fronts) and internal drawers of one cabinet. */
  drawers: { front: number; internal: number; slide: DrawerSlide | null };
  shelves: {
    adjustable: number;
    fixed: number;
    /** Shelf centres from the cabinet's bottom, as the customer gave them (empty: shop spacing). */
    adjustableAtMm: number[];
    fixedAtMm: number[];
  };
  /**
   * The joint length of every panel joined at both ends: the depth of each horizontal panel
   * (bottom, top, stretchers, fixed shelves) and the height of an inside back.
   */
  jointDepthsMm: number[];
  /**
   * Shelves of one cabinet longer than the safe span that get a centre support: two more shelf
   * pins in an inside back each (docs/production/parts.md, "Shelf span").
   */
  centreSupportedShelves: number;
  /** The customer asked for hinges (option `hinges`, or hinge holes on a loose door). */
  hinges: boolean;
  assembly: { screws: boolean; dowels: boolean };
  wallClips: boolean;
  onLegs: boolean;
  legHeightMm: number;
  /** The unit's share of its plinth run (docs/production/parts.md, "Plinths"); null: no legs. */
  plinth: PlinthShare | null;
  gola: { topJ: boolean; midRails: number };
  parts: Part[];
  /** Production notes for this item, in English (shelf positions, profile sizes, warnings). */
  notes: string[];
}

/** What a unit on legs takes of its plinth run (docs/production/parts.md, "Plinths"). */
export interface PlinthShare {
  /** The run's number. */
  run: number;
  /** Cut from board (parts, with the run's first item) or a bought profile (hardware). */
  source: PlinthSource;
  /** Plinth front per cabinet: its width (a shaped corner: its own pieces). */
  perCabinetMm: number;
  /** Plinth this item takes once for the run: the returns at it, a corner's reach at the start. */
  onceMm: number;
  /** The returns at this item (each takes a plinth clip). */
  returns: number;
}

/** An item production cannot build (its model left the catalogue): reported, never guessed. */
export interface ItemProblem {
  index: number;
  code: 'unknownModel';
  message: string;
}

/** An order exploded into what production makes. */
export interface ExplodedOrder {
  unit: Unit;
  materials: ProductionMaterial[];
  items: ItemBuild[];
  problems: ItemProblem[];
  /** The shop's parts settings the order was built with (absent: the defaults). */
  partsSettings?: PartsSettings;
}

// ---------------------------------------------------------------------------------------------
// Hardware summary (docs/product.md §3)

export { ACCESSORY_TYPES, type AccessoryType } from '../accessory-types';

/** The accessory types counted as lengths in the order's unit; the others are pieces or sets. */
export const LENGTH_ACCESSORIES = [
  'golaJ',
  'golaC',
  'toeKick',
] as const satisfies readonly AccessoryType[];

/** One item's share of an accessory. */
interface HardwareCabinetLine {
  /** 1-based item index. */
  index: number;
  /** The item's type name. */
  type: string;
  /** Rounded to one decimal; lengths in the order's unit. */
  quantity: number;
}

export interface HardwareEntry {
  total: number;
  cabinets: HardwareCabinetLine[];
}

/** An item the rules refuse to count silently (a lift-up door outside its mechanism's range). */
export interface HardwareWarning {
  index: number;
  type: string;
  accessory: AccessoryType;
  code: 'liftUpOutOfRange';
  message: string;
}

/** GET /api/orders/:uuid/hardware. */
export interface HardwareSummary {
  unit: Unit;
  accessories: Record<AccessoryType, HardwareEntry>;
  warnings: HardwareWarning[];
}

// ---------------------------------------------------------------------------------------------
// Cut list

export interface CutListCabinet {
  index: number;
  typeName: string;
  modelName: string;
  description: string;
  quantity: number;
  parts: Part[];
}

export interface CutListTotals {
  /** Pieces to cut (sum of quantities). */
  parts: number;
  /** Finished area, square metres, three decimals. */
  areaM2: number;
  /** Edge band, metres, overlength included, two decimals. */
  edgeBandM: number;
}

export interface CutListMaterial {
  material: ProductionMaterial;
  cabinets: CutListCabinet[];
  totals: CutListTotals;
}

/** GET /api/orders/:uuid/cutlist: parts by material, then cabinet. */
export interface CutList {
  unit: Unit;
  /**
   * The edge band: its thickness (the fronts'; `byKind` gives each edge kind's when the shop's
   * parts settings make them differ), the overlength of each banded edge, and the pre-milling
   * allowance of each edge kind when one is set (docs/production/parts.md, "Cut size").
   */
  edgeBand: {
    thicknessMm: number;
    overlengthMm: number;
    byKind?: Record<EdgeKind, number>;
    preMillMm?: Record<EdgeKind, number>;
  };
  materials: CutListMaterial[];
  totals: CutListTotals;
  problems: ItemProblem[];
}
