import type { CategoryNode } from '../../catalogue';
import { findNode } from '../../catalogue';
import type { Construction, TileSheet } from '../../construction';
import { DEFAULT_TILE_SHEET } from '../../construction';
import type { MaterialType, StoredMaterial } from '../../schemas';
import type { Unit } from '../../units';
import { round2, toMillimetres } from '../../units';
import type { MaterialKey, ProductionMaterial } from '../types';
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
  if (applied) {
    const mm = formatMm(applied.backMm);
    materials.push(
      fromSheet('back', `${BACK_CODE}-${mm}`, `Back panel ${mm} mm`, false, {
        ...DEFAULT_TILE_SHEET,
        thicknessMm: applied.backMm,
        grain: false,
      }),
    );
  }
  return materials;
}
