/*
 * Corner units beyond a square box (docs/production/parts.md, "Corner units"): the depth of the
 * runs a corner joins, and the carcass of a lazy-susan corner by its fold angle: 90° an L-shaped
 * box with two leaves folding at the inner corner, 45° a diagonal (five-sided) box with its
 * door across the diagonal, 180° the square box with a flat bi-fold pair.
 */
import type { Construction } from '../../construction';
import type { CarcassInput } from './carcass';
import { NO_EDGES, piecesOf, type PartSpec } from './part-list';
import { formatMm } from './numbers';
import { PARTS_RULES } from './rules';

/** The shape of a corner unit's box: an L (90°), a diagonal (45°), or null for a square box. */
export type CornerShape = 'l' | 'diagonal';

/** The box shape a construction builds: only lazy-susan corners of 90° and 45° are shaped. */
export function cornerShape(construction: Construction): CornerShape | null {
  if (construction.kind !== 'cornerLazySusan') return null;
  if (construction.foldAngle === 90) return 'l';
  if (construction.foldAngle === 45) return 'diagonal';
  return null;
}

/**
 * The carcass depth d of the runs a corner unit joins: the construction's, else a base run's for
 * a unit on legs and a wall run's for one without (docs/production/parts.md, rules table).
 */
export function cornerRunDepthMm(construction: Construction): number {
  return (
    construction.cornerRunDepthMm ??
    PARTS_RULES.cornerRunDepthMm[construction.onLegs ? 'base' : 'wall']
  );
}

/** One leaf or door of a shaped corner on the front view: left edge, width, hinge side, name. */
export interface CornerLeaf {
  xMm: number;
  widthMm: number;
  hingeSide: 'left' | 'right';
  /** The part name's qualifier ("main", "return"), or null for a plain door. */
  qualifier: string | null;
}

/**
 * The two leaves of an L corner W x D with runs d deep and the shop's front gap G
 * (docs/production/parts.md, "Corner units"): the main leaf on the width side from the inner
 * corner to half a gap in from the side, W - d - G/2; the return leaf on the depth side clears
 * the main leaf's thickness (cornerDoorMm) and a gap, D - d - G/2 - Tf - G. On the front view the
 * main leaf is where it hangs (from x = d) and the return leaf is unfolded to its left, a gap
 * away; both hinged on their left edge (the return leaf on its side, the main leaf on the fold
 * hinges).
 */
export function lCornerLeaves(
  widthMm: number,
  depthMm: number,
  runDepthMm: number,
  frontGapMm: number,
): CornerLeaf[] {
  const { cornerDoorMm } = PARTS_RULES;
  const main = widthMm - runDepthMm - frontGapMm / 2;
  const ret = depthMm - runDepthMm - frontGapMm / 2 - cornerDoorMm - frontGapMm;
  return [
    { xMm: runDepthMm - frontGapMm - ret, widthMm: ret, hingeSide: 'left', qualifier: 'return' },
    { xMm: runDepthMm, widthMm: main, hingeSide: 'left', qualifier: 'main' },
  ];
}

/**
 * The front area of a diagonal corner on its front view: the diagonal between the outer front
 * corners of its two sides, hypot(W - d, D - d), less half the front gap G at each end, centred
 * on the unit's width.
 */
export function diagonalFrontArea(
  widthMm: number,
  depthMm: number,
  runDepthMm: number,
  frontGapMm: number,
): { leftMm: number; widthMm: number } {
  const span = Math.hypot(widthMm - runDepthMm, depthMm - runDepthMm);
  return {
    leftMm: (widthMm - span) / 2 + frontGapMm / 2,
    widthMm: span - frontGapMm,
  };
}

/** A carcass's input (carcass.ts) and the shape to build. */
type CornerCarcassInput = CarcassInput & { shape: CornerShape };

/**
 * The box parts of a shaped corner (docs/production/parts.md, "Corner units"), T the board, Tb an
 * inside back's thickness, d the runs' depth, Hb the box height:
 * - two sides Hb x d, one at the end of each run;
 * - two backs, one along each wall: inside (Hb - 2T) x (W - T) and (Hb - 2T) x (D - T - Tb),
 *   standing on the bottom, or applied (Hb - 20) x (W - 20) and (Hb - 20) x (D - 20);
 * - a bottom and a top (never stretchers: the top holds the shape): an L in two rectangles,
 *   (W - T) x d (main) and (D - T - d) x d (return); a diagonal as one (W - T) x (D - T) cut off
 *   diagonally from its front corner (noted);
 * - shelves the same, set back from the backs and the front (L: (W - T - Tb) x s and (D - T - d +
 *   20) x s, s = d - Tb - 20; diagonal: (W - T - Tb) x (D - T - Tb) cut off), adjustable ones 3 mm
 *   shorter;
 * - its own plinth on legs (docs/production/parts.md, "Plinths"): an L's main W - T - d and
 *   return D - 2T - d (butting the main one); a diagonal's one across, hypot(W - T - d, D - T - d),
 *   mitred at both ends (noted).
 * Joints: every bottom, top and fixed-shelf piece joins a side and a back or the other piece;
 * each inside back a side and the other back, along its height.
 */
export function cornerCarcassSpecs(input: CornerCarcassInput): {
  specs: PartSpec[];
  jointDepthsMm: number[];
  notes: string[];
} {
  const { shape, construction, widthMm: W, boxHeightMm: Hb, depthMm: D, cabinet, back } = input;
  const R = PARTS_RULES;
  const T = cabinet.thicknessMm;
  const d = cornerRunDepthMm(construction);
  const backInside = construction.back === 'inside';
  const Tb = backInside ? construction.backMm : 0;
  const piece = piecesOf(cabinet);
  const inset = R.appliedBackInsetMm;
  const applied = (lengthMm: number, widthMm: number) =>
    piecesOf(back)('back', 'Back (applied)', lengthMm, widthMm, 1, NO_EDGES);
  const backs = backInside
    ? [
        piece('back', 'Back (main)', Hb - 2 * T, W - T, 1, NO_EDGES),
        piece('back', 'Back (return)', Hb - 2 * T, D - T - Tb, 1, NO_EDGES),
      ]
    : [applied(Hb - 2 * inset, W - 2 * inset), applied(Hb - 2 * inset, D - 2 * inset)];
  // Each inside back joins a side and the other back along its height.
  const backJoints = backInside ? [Hb - 2 * T, Hb - 2 * T] : [];
  const shelfDepth = d - Tb - R.shelfSetbackMm;
  const { plinthMm } = input;
  const { fixedShelves: fixed, adjustableShelves: adjustable } = input;
  const clearance = R.shelfClearanceMm;
  const notes: string[] = [];
  const specs: PartSpec[] = [piece('side', 'Side', Hb, d, 2)];
  let jointDepthsMm: number[];

  if (shape === 'l') {
    const level = (role: 'bottom' | 'top', label: string) => [
      piece(role, `${label} (main)`, W - T, d, 1),
      piece(role, `${label} (return)`, D - T - d, d, 1),
    ];
    const shelves = (role: 'shelf_fixed' | 'shelf_adj', label: string, n: number, less: number) =>
      n === 0
        ? []
        : [
            piece(role, `${label} (main)`, W - T - Tb - less, shelfDepth, n),
            piece(role, `${label} (return)`, D - T - d + R.shelfSetbackMm - less, shelfDepth, n),
          ];
    specs.push(
      ...level('bottom', 'Bottom'),
      ...level('top', 'Top'),
      ...backs,
      ...shelves('shelf_fixed', 'Fixed shelf', fixed, 0),
      ...shelves('shelf_adj', 'Adjustable shelf', adjustable, clearance),
      ...(construction.onLegs
        ? [
            piece('plinth', 'Plinth (main)', W - T - d, plinthMm, 1),
            piece('plinth', 'Plinth (return)', D - 2 * T - d, plinthMm, 1),
          ]
        : []),
    );
    jointDepthsMm = [
      d,
      d,
      d,
      d,
      ...Array.from({ length: 2 * fixed }, () => shelfDepth),
      ...backJoints,
    ];
  } else {
    const offMm = (inner: number) => formatMm(inner - d);
    const shelved = fixed + adjustable > 0;
    specs.push(
      piece('bottom', 'Bottom (diagonal)', W - T, D - T, 1),
      piece('top', 'Top (diagonal)', W - T, D - T, 1),
      ...backs,
      piece('shelf_fixed', 'Fixed shelf (diagonal)', W - T - Tb, D - T - Tb, fixed),
      piece(
        'shelf_adj',
        'Adjustable shelf (diagonal)',
        W - T - Tb - clearance,
        D - T - Tb - clearance,
        adjustable,
      ),
      ...(construction.onLegs
        ? [piece('plinth', 'Plinth (diagonal)', Math.hypot(W - T - d, D - T - d), plinthMm, 1)]
        : []),
    );
    notes.push(
      `Bottom and top: cut ${formatMm(W - T)} x ${formatMm(D - T)}, then the front corner off diagonally, ${offMm(W - T)} mm along the width and ${offMm(D - T)} mm along the depth.`,
      ...(shelved
        ? [
            `Shelves: the front corner off diagonally, ${formatMm(R.shelfSetbackMm)} mm behind the bottom's diagonal.`,
          ]
        : []),
      ...(construction.onLegs ? ['Plinth (diagonal): mitred at both ends to meet the sides.'] : []),
    );
    jointDepthsMm = [d, d, ...Array.from({ length: fixed }, () => shelfDepth), ...backJoints];
  }
  return { specs, jointDepthsMm, notes };
}
