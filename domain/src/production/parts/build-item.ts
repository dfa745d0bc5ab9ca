import type { Construction } from '../../construction';
import { isSheetPartKind } from '../../construction';
import type { Item } from '../../item-schema';
import type { Unit } from '../../units';
import { round2, toMillimetres } from '../../units';
import type { Front, ItemBuild, MaterialKey, PartRole, ProductionMaterial } from '../types';
import type { PartMaterial } from './carcass';
import { carcassSpecs } from './carcass';
import { DRAWER_BOX_RULES, drawerBoxSpecs } from './drawer-boxes';
import { blindPieces, frontLayoutInput, layoutFronts } from './fronts';
import { roleLabel } from './labels';
import { isPlaceholderMaterial } from './materials';
import { roundMm } from './numbers';
import type { PartSpec } from './part-list';
import { ALL_EDGES, FRONT_EDGE, NO_EDGES, partsFromSpecs } from './part-list';
import type { PartsSettings } from './parts-settings';
import { DEFAULT_PARTS_SETTINGS, legsOf } from './parts-settings';
import { PARTS_RULES } from './rules';
import { drawersOf, shelfSpanChecks, shelvesOf } from './shelves';

/**
 * A material as the item's parts take it. T is the material's thickness; only when the order
 * has no such material yet (a draft) does the construction's board (or back) thickness stand in.
 */
function partMaterial(
  key: MaterialKey,
  materials: readonly ProductionMaterial[],
  construction: Construction,
  drawerBoardMm: number = DRAWER_BOX_RULES.boardMm,
): PartMaterial {
  const material = materials.find((candidate) => candidate.key === key);
  const known = material !== undefined && !isPlaceholderMaterial(material);
  const fallback = {
    cabinet: construction.boardMm,
    finish: construction.boardMm,
    back: construction.backMm,
    drawer: drawerBoardMm,
  }[key];
  return {
    key,
    thicknessMm: known ? material.thicknessMm : fallback,
    grain: material?.grain ?? false,
  };
}

/** Which material a flat piece is cut from: the item's `material` option, else by kind. */
function sheetMaterialKey(item: Item, construction: Construction): MaterialKey {
  if (item.material === 'Cabinet') return 'cabinet';
  if (item.material === 'Finish') return 'finish';
  return construction.kind === 'doorOnly' ? 'finish' : 'cabinet';
}

function sheetRole(construction: Construction): PartRole {
  if (construction.kind === 'panel') return 'panel';
  if (construction.kind === 'filler') return 'filler';
  return construction.doorColumns === 0 && construction.drawerFronts === 1
    ? 'drawer_front'
    : 'door';
}

/** Edge banding of a flat piece: fronts all four, panels the front long edge, fillers none. */
const SHEET_EDGES = {
  door: ALL_EDGES,
  drawer_front: ALL_EDGES,
  panel: FRONT_EDGE,
  filler: NO_EDGES,
} as const;

/**
 * A flat piece (doorOnly, panel, filler): one part, finished x by y; the length is y for
 * 'Vertical', x for 'Horizontal', the longer side when no orientation is given.
 */
function sheetParts(
  item: Item,
  construction: Construction,
  materials: readonly ProductionMaterial[],
  widthMm: number,
  heightMm: number,
): { specs: PartSpec[]; fronts: Front[] } {
  const role = sheetRole(construction);
  const material = partMaterial(sheetMaterialKey(item, construction), materials, construction);
  const vertical =
    item.orientation === 'Vertical' || (item.orientation === null && heightMm >= widthMm);
  const spec: PartSpec = {
    role,
    name: roleLabel(role),
    material: material.key,
    thicknessMm: material.thicknessMm,
    lengthMm: vertical ? heightMm : widthMm,
    widthMm: vertical ? widthMm : heightMm,
    count: 1,
    grain: material.grain,
    edges: SHEET_EDGES[role as keyof typeof SHEET_EDGES],
  };
  const fronts: Front[] =
    role === 'door' || role === 'drawer_front'
      ? [
          {
            role,
            xMm: 0,
            yMm: 0,
            widthMm: roundMm(widthMm),
            heightMm: roundMm(heightMm),
            hingeSide: role === 'door' ? 'left' : null,
            liftUp: false,
            included: true,
          },
        ]
      : [];
  return { specs: [spec], fronts };
}

/** Profile sizes are millimetres whatever the order's unit (docs/product.md §5). */
function profileNote(name: string, heightMm: number, depthMm: number, count?: number): string {
  const rails = count === undefined ? '' : `${count} x `;
  return `${name} rail: ${rails}${roundMm(heightMm)} x ${roundMm(depthMm)} mm profile.`;
}

/**
 * What production makes of one item line (docs/production/parts.md): its fronts, shelves,
 * drawers, joints, hardware flags and parts. Lengths come in the order's unit (profile sizes in
 * mm) and are computed in millimetres; part sizes are rounded once, to 0.1 mm. Never throws on
 * a schema-valid item: a size that does not fit is clamped, a part without room left out, and
 * either is said in `notes`. `settings`: the shop's parts settings the order keeps (band,
 * allowance, legs, drawer boxes; docs/production/parts.md), the defaults when not given.
 */
export function buildItem(
  item: Item,
  index: number,
  construction: Construction,
  materials: readonly ProductionMaterial[],
  unit: Unit,
  settings: PartsSettings = DEFAULT_PARTS_SETTINGS,
): ItemBuild {
  const W = toMillimetres(item.x, unit);
  const H = toMillimetres(item.y, unit);
  const D = toMillimetres(item.z, unit);
  const sheet = isSheetPartKind(construction.kind);
  const onLegs = construction.onLegs && !sheet;
  // The legs, and the box height the customer's height leaves (all of it when the shop's
  // height excludes the legs: they go below it).
  const { legHeightMm, boxHeightMm, overallHeightMm } = legsOf(settings, onLegs, H);
  const shelved = shelvesOf(item, construction, unit);
  const drawers = drawersOf(item, construction);
  const notes: string[] = [];
  let specs: PartSpec[];
  let fronts: Front[];
  let jointDepthsMm: number[] = [];
  let gola: ItemBuild['gola'] = { topJ: false, midRails: 0 };

  if (sheet) {
    ({ specs, fronts } = sheetParts(item, construction, materials, W, H));
  } else {
    const jHeightMm = item.jheight ?? PARTS_RULES.defaultJHeightMm;
    const cHeightMm = item.cheight ?? PARTS_RULES.defaultCHeightMm;
    // The same layout the construction check runs (item-construction.ts), so what the form and
    // intake accept is made as asked; a size that does not fit here is an order placed before
    // that check, clamped and noted.
    const layout = layoutFronts(frontLayoutInput(item, construction, unit, settings));
    fronts = layout.fronts.map((placed) => placed.front);
    gola = { topJ: layout.topJ, midRails: layout.midRails };
    notes.push(...layout.notes);
    if (layout.topJ) {
      notes.push(profileNote('J', jHeightMm, item.jdeep ?? PARTS_RULES.defaultJDepthMm));
    }
    if (layout.midRails > 0) {
      notes.push(
        profileNote('C', cHeightMm, item.cdeep ?? PARTS_RULES.defaultCDepthMm, layout.midRails),
      );
    }

    const cabinet = partMaterial('cabinet', materials, construction);
    const carcass = carcassSpecs({
      construction,
      widthMm: W,
      boxHeightMm,
      depthMm: D,
      cabinet,
      back: partMaterial('back', materials, construction),
      adjustableShelves: shelved.shelves.adjustable,
      fixedShelves: shelved.shelves.fixed,
      plinthMm: settings.plinthHeightMm,
    });
    jointDepthsMm = carcass.jointDepthsMm.map(roundMm);
    notes.push(...carcass.notes);
    const finish = partMaterial('finish', materials, construction);
    const frontSpecs = layout.fronts
      .filter((placed) => placed.front.included)
      .map(({ front, name }): PartSpec => {
        const door = front.role === 'door';
        return {
          role: front.role,
          name,
          material: finish.key,
          thicknessMm: finish.thicknessMm,
          lengthMm: door ? front.heightMm : front.widthMm,
          widthMm: door ? front.widthMm : front.heightMm,
          count: 1,
          grain: finish.grain,
          edges: ALL_EDGES,
        };
      });
    // A blind corner's blind panel and filler, cut from the front material with its door
    // (docs/production/parts.md, "Blind corner").
    const door = layout.fronts.find((placed) => placed.front.role === 'door')?.front;
    if (construction.kind === 'cornerBlind' && door?.included === true) {
      const blind = blindPieces(construction, door, settings.frontGapMm);
      const piece = (
        role: 'panel' | 'filler',
        name: string,
        widthMm: number,
        edges: PartSpec['edges'],
      ): PartSpec => ({
        role,
        name,
        material: finish.key,
        thicknessMm: finish.thicknessMm,
        lengthMm: blind.heightMm,
        widthMm,
        count: 1,
        grain: finish.grain,
        edges,
      });
      frontSpecs.push(
        piece('panel', `${roleLabel('panel')} (blind)`, blind.panelWidthMm, ALL_EDGES),
        piece('filler', roleLabel('filler'), blind.fillerWidthMm, NO_EDGES),
      );
    }
    const boxes = drawerBoxSpecs({
      drawers,
      fronts,
      insideWidthMm: W - 2 * cabinet.thicknessMm,
      insideDepthMm: D - (construction.back === 'inside' ? construction.backMm : 0),
      board: partMaterial('drawer', materials, construction, settings.drawerBoardMm),
      settings,
    });
    notes.push(...boxes.notes);
    specs = [...carcass.specs, ...frontSpecs, ...boxes.specs];
  }

  const built = partsFromSpecs(specs, item.quantity, settings);
  const span = shelfSpanChecks(
    built.parts,
    construction.back === 'inside',
    settings.shelfSafeSpanMm,
    unit,
  );
  notes.push(...shelved.notes, ...built.notes, ...span.notes);
  const doorOnly = construction.kind === 'doorOnly';

  return {
    index,
    typeName: item.parentName,
    modelName: item.cabinet.name,
    description: item.description,
    quantity: item.quantity,
    construction,
    widthMm: round2(W),
    heightMm: round2(overallHeightMm),
    depthMm: round2(D),
    fronts,
    drawers,
    shelves: shelved.shelves,
    jointDepthsMm,
    centreSupportedShelves: span.centreSupportedShelves,
    hinges: doorOnly
      ? item.holeshingesdowel === true || item.holeshorzhinge === true
      : item.hinges === true,
    assembly: { screws: item.screws === true, dowels: item.dowell === true },
    wallClips: item.wallmount === true || item.wallmountbase === true,
    onLegs,
    legHeightMm,
    // The run a unit on legs stands in is the order's to tell (explodeOrder, "Plinths").
    plinth: null,
    gola,
    parts: built.parts,
    notes,
  };
}
