import type { AccessoryType } from '../types';

/** How an accessory is counted: pieces, sets (a mechanism or a pair of runners), or a length. */
type AccessoryUnit = 'pcs' | 'sets' | 'length';

/**
 * The unit of each accessory type (docs/production/hardware.md). Lengths carry the order's unit
 * (docs/product.md §9), the same list as LENGTH_ACCESSORIES.
 */
export const ACCESSORY_UNITS: Readonly<Record<AccessoryType, AccessoryUnit>> = {
  clipWall: 'pcs',
  screws212: 'pcs',
  dowel: 'pcs',
  pinShelves: 'pcs',
  screws58: 'pcs',
  leg: 'pcs',
  hinge: 'pcs',
  hingeBlindCorner: 'pcs',
  hingeLazySusan180: 'pcs',
  hingeLazySusan90: 'pcs',
  hingeLazySusan45: 'pcs',
  aventoHKXS: 'sets',
  tandenBox: 'sets',
  galleryC: 'sets',
  golaSupport: 'pcs',
  golaJ: 'length',
  golaC: 'length',
  toeKick: 'length',
  plinthClip: 'pcs',
};
