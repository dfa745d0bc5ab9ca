import type { CategoryNode } from '../../catalogue';
import { findNode } from '../../catalogue';
import type { Construction, TileSheet } from '../../construction';
import { DEFAULT_TILE_SHEET } from '../../construction';
import type { MaterialType, StoredMaterial } from '../../schemas';
import type { Unit } from '../../units';
import { round2, toMillimetres } from '../../units';
import type { MaterialKey, ProductionMaterial } from '../types';
import { DRAWER_BOX_RULES } from './drawer-boxes';
import { formatMm } from './numbers';
import { PARTS_RULES } from './rules';

/** How each order material is coded and named when it is ready-made, custom or not chosen yet. */
const MATERIAL_CODES: Record<
  MaterialType,
  { tile: string; custom: string; none: string; name: string }
> = {
  cabinet: { tile: 'COL', custom: 'CUSTOM-CAB', none: 'COL-NONE', name: 'Cabinet material' },
  finish: { tile: 'FIN', custom: 'CUSTOM-FIN', none: 'FIN-NONE', name: 'Finish material' },
};

/**
 * The catalogue tile id a production material's code names (`COL-12`, `FIN-26`: the codes
 * `orderMaterial` gives a ready-made tile); null for a custom, back or not-chosen material.
 */
export function tileIdOfMaterialCode(code: string): number | null {
  for (const { tile } of Object.values(MATERIAL_CODES)) {
    const match = new RegExp(`^${tile}-(\\d+)$`).exec(code);
    if (match) return Number(match[1]);
  }
  return null;
}

/** The code of the applied-back material: `BACK-<mm>`. */
const BACK_CODE = 'BACK';

/** The code of the drawer box board: `DRAWER-<mm>`. */
const DRAWER_CODE = 'DRAWER';

/**
 * True for the stand-in of a material the order has not chosen yet ("Cabinet material",
 * "Finish material"): its thickness is not known, so parts take the construction's board.
 */
export function isPlaceholderMaterial(material: ProductionMaterial): boolean {
  return (
    material.code === MATERIAL_CODES.cabinet.none || material.code === MATERIAL_CODES.finish.none
  );
}

function fromSheet(
  key: MaterialKey,
  code: string,
  name: string,
  custom: boolean,
  sheet: TileSheet,
): ProductionMaterial {
  return {
    key,
    code,
    name,
    custom,
    sheetLengthMm: sheet.lengthMm,
    sheetWidthMm: sheet.widthMm,
    thicknessMm: sheet.thicknessMm,
    grain: sheet.grain,
  };
}

/**
 * A custom entry's sheet: x, y, z (thickness) from its own unit, to 0.01 mm. A sheet's length is
 * its long side and a woodgrain board's grain runs along it (as the catalogue's 2800 x 2070
 * boards), whichever way round the customer entered the two sides (docs/production/parts.md,
 * "Materials").
 */
function customSheet(entry: StoredMaterial, orderUnit: Unit): TileSheet {
  const unit = entry.unit ?? orderUnit;
  const mm = (value: number | null, fallback: number) =>
    value === null ? fallback : round2(toMillimetres(value, unit));
  const x = mm(entry.x, DEFAULT_TILE_SHEET.lengthMm);
  const y = mm(entry.y, DEFAULT_TILE_SHEET.widthMm);
  return {
    lengthMm: Math.max(x, y),
    widthMm: Math.min(x, y),
    thicknessMm: mm(entry.z, DEFAULT_TILE_SHEET.thicknessMm),
    grain: entry.grain ?? false,
  };
}

function orderMaterial(
  type: MaterialType,
  material: readonly StoredMaterial[],
  tree: readonly CategoryNode[],
  boardMm: number,
  orderUnit: Unit,
): ProductionMaterial {
  const codes = MATERIAL_CODES[type];
  const entry = material.find((candidate) => candidate.materialType === type);
  if (entry === undefined) {
    return fromSheet(type, codes.none, codes.name, false, {
      ...DEFAULT_TILE_SHEET,
      thicknessMm: boardMm,
    });
  }
  if (entry.catType === 'Custom' || entry.id === null) {
    return fromSheet(type, codes.custom, entry.name, true, customSheet(entry, orderUnit));
  }
  const sheet = findNode(tree, entry.id)?.sheet ?? DEFAULT_TILE_SHEET;
  return fromSheet(type, `${codes.tile}-${entry.id}`, entry.name, false, sheet);
}

/**
 * A board of the shop's own, on the default sheet without grain: the applied back
 * (`BACK-<mm>`, "Back panel <mm> mm") and the drawer box board (`DRAWER-<mm>`, "Drawer board
 * <mm> mm", docs/production/parts.md, "Drawer boxes").
 */
function shopBoard(key: 'back' | 'drawer', thicknessMm: number): ProductionMaterial {
  const mm = formatMm(thicknessMm);
  const [code, name] = key === 'back' ? [BACK_CODE, 'Back panel'] : [DRAWER_CODE, 'Drawer board'];
  return fromSheet(key, `${code}-${mm}`, `${name} ${mm} mm`, false, {
    ...DEFAULT_TILE_SHEET,
    thicknessMm,
    grain: false,
  });
}

/**
 * The drawer box board (`DRAWER-16` with the default thickness, the parts settings'
 * drawerBoardMm), which explodeOrder adds when an item has drawer box parts.
 */
export function drawerBoardMaterial(
  thicknessMm: number = DRAWER_BOX_RULES.boardMm,
): ProductionMaterial {
  return shopBoard('drawer', thicknessMm);
}

/**
 * The materials production cuts an order from (docs/production/parts.md, "Materials"):
 * - the cabinet colour ('cabinet') and the finish ('finish') as the order stored them: a
 *   ready-made one takes its tile's sheet from the tree (DEFAULT_TILE_SHEET when the tile left
 *   the catalogue or has none), its name from the order, code `COL-<id>` / `FIN-<id>`; a custom
 *   one its own x, y, z (converted from its own unit, else the order's) and grain, code
 *   `CUSTOM-CAB` / `CUSTOM-FIN`; one not chosen yet a placeholder ("Cabinet material",
 *   "Finish material") on the default sheet, as thick as the first construction's board;
 * - a 'back' material (`BACK-<mm>`, "Back panel <mm> mm", default sheet, no grain) only when an
 *   item's construction has an applied back; its thickness is the first such construction's.
 */
export function resolveMaterials(
  material: readonly StoredMaterial[],
  tree: readonly CategoryNode[],
  constructions: readonly Construction[] = [],
  orderUnit: Unit = 'mm',
): ProductionMaterial[] {
  const boardMm = constructions[0]?.boardMm ?? PARTS_RULES.defaultBoardMm;
  const materials = [
    orderMaterial('cabinet', material, tree, boardMm, orderUnit),
    orderMaterial('finish', material, tree, boardMm, orderUnit),
  ];
  const applied = constructions.find((construction) => construction.back === 'applied');
  if (applied) materials.push(shopBoard('back', applied.backMm));
  return materials;
}
