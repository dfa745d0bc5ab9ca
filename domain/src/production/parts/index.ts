/*
 * The parts explosion (docs/production/parts.md): an order and the catalogue in, one ItemBuild
 * per item out (fronts, shelves, drawers, joints, parts), which the hardware summary, the cut
 * list, the files and the drawings all read.
 */
export { PARTS_RULES } from './rules';
export { DRAWER_BOX_RULES } from './drawer-boxes';
export { resolveMaterials, isPlaceholderMaterial, tileIdOfMaterialCode } from './materials';
export { buildItem } from './build-item';
export { blindZoneMm } from './fronts';
export { explodeOrder } from './explode';
export { plinthPieces, plinthRuns, withPlinthRuns, type PlinthRun } from './plinths';
export { PART_ROLE_WORDS, partNameIn, roleLabel } from './labels';
export { roundMm } from './numbers';
export {
  DEFAULT_PARTS_SETTINGS,
  EDGE_KINDS,
  edgeKindOf,
  legsOf,
  DEFAULT_LEG_SETTINGS,
  type LegSettings,
  DEFAULT_CHECK_SETTINGS,
  type CheckSettings,
  type WizardSettings,
  partsSettingsOf,
  type EdgeKind,
  type PartsSettings,
} from './parts-settings';
