import type { Construction } from '../../construction';
import { cornerCarcassSpecs, cornerShape } from './corner-units';
import type { PartSpec } from './part-list';
import { NO_EDGES, piecesOf, type PartMaterial } from './part-list';
import { formatMm } from './numbers';
import { PARTS_RULES } from './rules';

export type { PartMaterial };

export interface CarcassInput {
  construction: Construction;
  widthMm: number;
  /** Box height: the customer's height less the legs. */
  boxHeightMm: number;
  depthMm: number;
  cabinet: PartMaterial;
  back: PartMaterial;
  adjustableShelves: number;
  fixedShelves: number;
  /**
   * The plinth's height (the parts settings'): a shaped corner cuts its own plinth; a straight
   * unit's is cut by the run (docs/production/parts.md, "Plinths").
   */
  plinthMm: number;
}

/** Floor units that are not tall (on legs, kind not 'tall') get two stretchers instead of a top. */
function hasStretchers(construction: Construction): boolean {
  return construction.onLegs && construction.kind !== 'tall';
}

/**
 * The box parts of one cabinet (docs/production/parts.md, "Parts table"), T the cabinet
 * material's thickness: sides Hb x D; bottom, top (W - 2T) x D or two stretchers (W - 2T) x 100;
 * back inside (Hb - T or Hb - 2T) x (W - 2T) or applied (Hb - 20) x (W - 20); fixed shelves
 * (W - 2T) x (D - Tb - 20), adjustable ones 3 mm shorter (the plinth of a unit on legs is cut by
 * its run, docs/production/parts.md, "Plinths"). Also the depth of every horizontal panel joined
 * to the sides.
 */
export function carcassSpecs(input: CarcassInput): {
  specs: PartSpec[];
  jointDepthsMm: number[];
  notes: string[];
} {
  // An L or diagonal lazy-susan corner is built by its shape (docs/production/parts.md, "Corner
  // units").
  const shape = cornerShape(input.construction);
  if (shape !== null) return cornerCarcassSpecs({ ...input, shape });
  const { construction, widthMm: W, boxHeightMm: Hb, depthMm: D, cabinet, back } = input;
  const R = PARTS_RULES;
  const T = cabinet.thicknessMm;
  const inner = W - 2 * T;
  const stretchers = hasStretchers(construction);
  const carcass = piecesOf(cabinet);

  const backInside = construction.back === 'inside';
  const insideBackHeightMm = Hb - (stretchers ? T : 2 * T);
  const insideBackMm = backInside ? construction.backMm : 0;
  const shelfDepth = D - insideBackMm - R.shelfSetbackMm;
  const specs: PartSpec[] = [
    carcass('side', 'Side', Hb, D, 2),
    carcass('bottom', 'Bottom', inner, D, 1),
    ...(stretchers
      ? [
          carcass('stretcher', 'Stretcher (front)', inner, R.stretcherMm, 1),
          carcass('stretcher', 'Stretcher (rear)', inner, R.stretcherMm, 1, NO_EDGES),
        ]
      : [carcass('top', 'Top', inner, D, 1)]),
    backInside
      ? carcass('back', 'Back', insideBackHeightMm, inner, 1, NO_EDGES)
      : piecesOf(back)(
          'back',
          'Back (applied)',
          Hb - 2 * R.appliedBackInsetMm,
          W - 2 * R.appliedBackInsetMm,
          1,
          NO_EDGES,
        ),
    carcass('shelf_fixed', 'Fixed shelf', inner, shelfDepth, input.fixedShelves),
    carcass(
      'shelf_adj',
      'Adjustable shelf',
      inner - R.shelfClearanceMm,
      shelfDepth,
      input.adjustableShelves,
    ),
  ];
  // The inside back joins both sides along its height, like the horizontal panels across their
  // depth (docs/production/parts.md, "Drawers, shelves, joints, hardware flags").
  const jointDepthsMm = [
    D,
    ...(stretchers ? [R.stretcherMm, R.stretcherMm] : [D]),
    ...Array.from({ length: input.fixedShelves }, () => shelfDepth),
    ...(backInside ? [insideBackHeightMm] : []),
  ];
  return { specs, jointDepthsMm, notes: serviceCutoutNotes(construction, inner) };
}

/**
 * A sink base's note for the service cut-out in its back (docs/production/parts.md, "Sink base"):
 * the inside width less a margin each side, from the bottom up.
 */
function serviceCutoutNotes(construction: Construction, insideWidthMm: number): string[] {
  if (construction.serviceCutout !== true) return [];
  const { heightMm, sideMarginMm } = PARTS_RULES.serviceCutout;
  const widthMm = insideWidthMm - 2 * sideMarginMm;
  return [
    `Sink base: service cut-out in the back for the pipes, ${formatMm(widthMm)} x ${formatMm(heightMm)} mm from the bottom, ${formatMm(sideMarginMm)} mm in from each side.`,
  ];
}
