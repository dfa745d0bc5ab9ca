/*
 * The hardware accessory types of the hardware summary (docs/product.md §3's 18, and the plinth
 * clips, docs/production/hardware.md), in their fixed order. A module of its own so the price list
 * (docs/production/prices.md), which the customer's first pages read, names them without loading
 * the production code; `@cutshop/domain/production` re-exports them from its types.
 */
export const ACCESSORY_TYPES = [
  'clipWall',
  'screws212',
  'dowel',
  'pinShelves',
  'screws58',
  'leg',
  'hinge',
  'hingeBlindCorner',
  'hingeLazySusan180',
  'hingeLazySusan90',
  'hingeLazySusan45',
  'aventoHKXS',
  'tandenBox',
  'galleryC',
  'golaSupport',
  'golaJ',
  'golaC',
  'toeKick',
  'plinthClip',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];
