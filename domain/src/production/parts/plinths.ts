import type { Construction } from '../../construction';
import { NESTING_RULES } from '../nesting/rules';
import type { ItemBuild, MaterialKey, Part, PlinthShare } from '../types';
import { cornerShape } from './corner-units';
import { formatMm, roundMm } from './numbers';
import type { PartMaterial, PartSpec } from './part-list';
import { partsFromSpecs, piecesOf } from './part-list';
import type { PartsSettings } from './parts-settings';
import { PARTS_RULES } from './rules';

/*
 * Plinths by the run (docs/production/parts.md, "Plinths"). The order holds no positions, so the
 * units on legs are taken to stand side by side in the order they are listed, items not on legs
 * (wall units, panels) left aside; a corner unit ends the run it stands in, and a lazy-susan L or
 * diagonal corner has a plinth of its own shape (built with the unit). Each run's plinth is its
 * units' widths end to end, cut in equal pieces no longer than the longest plinth setting (nor
 * than the board's sheet less its trims), with a return at each end that does not meet a corner;
 * a run that starts beside a corner reaches back to the corner's plinth. The production notes
 * name every run and its items, so the shop sees what was assumed (docs/decisions/0011).
 */

/** One run of units on legs and its plinth. */
export interface PlinthRun {
  /** 1-based, in item order. */
  number: number;
  /** The indexes of the items standing in the run, in the order listed. */
  items: number[];
  /** The units in the run (the items' quantities summed). */
  units: number;
  /** A lazy-susan L or diagonal corner's own plinth, built with the unit. */
  shaped: boolean;
  /** The plinth's front length, mm: the units' widths and the reach. */
  lengthMm: number;
  /** What the front reaches back to a corner's plinth when the run starts beside one, mm. */
  reachMm: number;
  /** What the front is cut in: pieces of equal length (the last one takes the rounding). */
  pieces: { lengthMm: number; count: number }[];
  /** Where the pieces meet, from the run's start, mm. */
  jointsAtMm: number[];
  /** The end returns: at the run's start, its end or both, each as long as its unit is deep. */
  returns: { at: 'start' | 'end'; index: number; lengthMm: number }[];
}

function isCorner(construction: Construction): boolean {
  return construction.kind === 'cornerBlind' || construction.kind === 'cornerLazySusan';
}

/** The board a unit's plinth is cut from: its carcass sides' (the cabinet material). */
export function plinthBoard(build: ItemBuild): PartMaterial | null {
  const side = build.parts.find((part) => part.role === 'side');
  if (side === undefined) return null;
  return { key: side.material, thicknessMm: side.thicknessMm, grain: side.grain === 'L' };
}

/** A return's length: from behind the front plinth to the unit's back. */
function returnMm(build: ItemBuild, board: PartMaterial | null): number {
  return roundMm(build.depthMm - PARTS_RULES.plinthSetbackMm - (board?.thicknessMm ?? 0));
}

/**
 * The front cut in n = ceil(L / longest) equal pieces on the 0.1 mm grid: L / n rounded down, and
 * the first of them 0.1 mm longer each until they add up to L, so no piece is longer than the
 * longest (itself taken down to the grid).
 */
export function plinthPieces(
  lengthMm: number,
  longestMm: number,
): { pieces: PlinthRun['pieces']; jointsAtMm: number[] } {
  const step = PARTS_RULES.roundingMm;
  const tenths = Math.round(lengthMm / step);
  const longest = Math.max(1, Math.floor(longestMm / step + 1e-9));
  const n = Math.max(1, Math.ceil(tenths / longest));
  const base = Math.floor(tenths / n);
  const longer = tenths - base * n;
  const pieces = [
    { lengthMm: roundMm((base + 1) * step), count: longer },
    { lengthMm: roundMm(base * step), count: n - longer },
  ].filter((piece) => piece.count > 0);
  const jointsAtMm = Array.from({ length: n - 1 }, (_, k) =>
    roundMm(((k + 1) * base + Math.min(k + 1, longer)) * step),
  );
  return { pieces, jointsAtMm };
}

interface OpenRun {
  builds: ItemBuild[];
  startsBesideCorner: boolean;
}

/**
 * The longest plinth piece of a board: the setting, and never longer than the board's sheet less
 * a trim at each end (NESTING_RULES.trimMm), so every piece can be planned.
 */
function longestOf(
  board: PartMaterial | null,
  settings: PartsSettings,
  sheetLengthOf: SheetLengthOf,
): number {
  const sheetMm = board === null ? undefined : sheetLengthOf(board.key);
  return sheetMm === undefined
    ? settings.longestPlinthMm
    : Math.min(settings.longestPlinthMm, sheetMm - 2 * NESTING_RULES.trimMm);
}

/** The sheet length of the order's material of a key, when the order has it. */
export type SheetLengthOf = (key: MaterialKey) => number | undefined;

const NO_SHEETS: SheetLengthOf = () => undefined;

/**
 * The plinth runs of an order's builds as buildItem makes them (docs/production/parts.md,
 * "Plinths"): every unit on legs stands in exactly one run.
 */
export function plinthRuns(
  builds: readonly ItemBuild[],
  settings: PartsSettings,
  sheetLengthOf: SheetLengthOf = NO_SHEETS,
): PlinthRun[] {
  const runs: PlinthRun[] = [];
  let open: OpenRun | null = null;
  let besideCorner = false;
  const close = (run: OpenRun, endsAtCorner: boolean) => {
    const first = run.builds[0];
    const last = run.builds[run.builds.length - 1];
    if (first === undefined || last === undefined) return;
    const board = plinthBoard(first);
    const widthsMm = run.builds.reduce((sum, build) => sum + build.widthMm * build.quantity, 0);
    const reachMm = run.startsBesideCorner ? PARTS_RULES.plinthSetbackMm : 0;
    const lengthMm = roundMm(widthsMm + reachMm);
    const returns: PlinthRun['returns'] = [
      ...(run.startsBesideCorner
        ? []
        : [{ at: 'start' as const, index: first.index, lengthMm: returnMm(first, board) }]),
      ...(endsAtCorner
        ? []
        : [{ at: 'end' as const, index: last.index, lengthMm: returnMm(last, board) }]),
    ];
    runs.push({
      number: runs.length + 1,
      items: run.builds.map((build) => build.index),
      units: run.builds.reduce((sum, build) => sum + build.quantity, 0),
      shaped: false,
      lengthMm,
      reachMm,
      ...plinthPieces(lengthMm, longestOf(board, settings, sheetLengthOf)),
      returns,
    });
  };
  for (const build of builds) {
    if (!build.onLegs) continue;
    if (cornerShape(build.construction) !== null) {
      if (open !== null) close(open, true);
      open = null;
      const lengthMm = shapedPlinthMm(build);
      runs.push({
        number: runs.length + 1,
        items: [build.index],
        units: build.quantity,
        shaped: true,
        lengthMm,
        reachMm: 0,
        pieces: [],
        jointsAtMm: [],
        returns: [],
      });
      besideCorner = true;
      continue;
    }
    open ??= { builds: [], startsBesideCorner: besideCorner };
    besideCorner = false;
    open.builds.push(build);
    if (isCorner(build.construction)) {
      close(open, true);
      open = null;
      besideCorner = true;
    }
  }
  if (open !== null) close(open, false);
  return runs;
}

/** A shaped corner's plinth length: its own plinth pieces, one unit's. */
function shapedPlinthMm(build: ItemBuild): number {
  return roundMm(cornerPlinthOf(build).reduce((sum, mm) => sum + mm, 0));
}

/** The shaped plinth pieces of a corner build, one unit's: an L's main and return, a diagonal's one. */
function cornerPlinthOf(build: ItemBuild): number[] {
  return build.parts
    .filter((part) => part.role === 'plinth')
    .flatMap((part) => Array.from({ length: part.perCabinet }, () => part.finished.lengthMm));
}

/** What a run's note says: its items, its length, its pieces, joints and returns. */
function runNote(run: PlinthRun, settings: PartsSettings): string {
  const items = `item${run.items.length === 1 ? '' : 's'} ${run.items.join(', ')}`;
  const units = `${run.units} unit${run.units === 1 ? '' : 's'}`;
  if (run.shaped) {
    return `Plinth run ${run.number}: ${items} (${units}), the corner's own plinth, ${formatMm(run.lengthMm)} mm.`;
  }
  const returns =
    run.returns.length === 0
      ? 'no returns (it meets a corner at both ends)'
      : run.returns
          .map((r) => `a ${formatMm(r.lengthMm)} mm return at the ${r.at} (item ${r.index})`)
          .join(', ');
  const made =
    settings.plinthSource === 'board'
      ? `cut from board in ${run.pieces
          .map((piece) => `${piece.count} x ${formatMm(piece.lengthMm)} mm`)
          .join(' + ')}${
          run.jointsAtMm.length === 0
            ? ''
            : `, joined at ${run.jointsAtMm.map(formatMm).join(', ')} mm`
        }`
      : 'a bought profile';
  return `Plinth run ${run.number}: ${items} (${units}) in the order listed, ${formatMm(run.lengthMm)} mm long, ${formatMm(settings.plinthHeightMm)} mm high, ${made}; ${returns}.`;
}

/** A run's parts: the front pieces and the returns, from the board of its first unit. */
function runParts(run: PlinthRun, board: PartMaterial, settings: PartsSettings): Part[] {
  const piece = piecesOf(board);
  const specs: PartSpec[] = [
    ...run.pieces.map((p) =>
      piece('plinth', `Plinth (run ${run.number})`, p.lengthMm, settings.plinthHeightMm, p.count),
    ),
    ...run.returns.map((r) =>
      piece('plinth', `Plinth (run ${run.number}, return)`, r.lengthMm, settings.plinthHeightMm, 1),
    ),
  ];
  return partsFromSpecs(specs, 1, settings).parts;
}

/**
 * The builds with their plinth runs: each unit on legs gets its share (for the hardware: its
 * length and the returns at it), the first item of a run its note and, when the shop cuts its
 * plinths from board, the run's parts (counted for the run, not per cabinet).
 */
export function withPlinthRuns(
  builds: readonly ItemBuild[],
  settings: PartsSettings,
  sheetLengthOf: SheetLengthOf = NO_SHEETS,
): ItemBuild[] {
  const runs = plinthRuns(builds, settings, sheetLengthOf);
  const runOf = new Map<number, PlinthRun>();
  for (const run of runs) for (const index of run.items) runOf.set(index, run);
  return builds.map((build): ItemBuild => {
    const run = runOf.get(build.index);
    if (run === undefined) return build;
    const returns = run.returns.filter((r) => r.index === build.index);
    const first = run.items[0] === build.index;
    const share: PlinthShare = {
      run: run.number,
      source: settings.plinthSource,
      perCabinetMm: run.shaped ? run.lengthMm : build.widthMm,
      onceMm: roundMm(returns.reduce((sum, r) => sum + r.lengthMm, 0) + (first ? run.reachMm : 0)),
      returns: returns.length,
    };
    const board = plinthBoard(build);
    const byBoard = settings.plinthSource === 'board';
    const cut = first && !run.shaped && byBoard && board !== null;
    // A shaped corner builds its own plinth pieces; a bought profile replaces them.
    const own = byBoard ? build.parts : build.parts.filter((part) => part.role !== 'plinth');
    return {
      ...build,
      plinth: share,
      parts: cut ? [...own, ...runParts(run, board, settings)] : own,
      notes: first ? [...build.notes, runNote(run, settings)] : build.notes,
    };
  });
}
