import {
  stageOfCut,
  type PackNode,
  type PackRun,
  type PackedSheet,
  type StepRect,
} from './pack-run';
import type { Cut, CutTreeNode, NestedSheet, Offcut, Placement, Region } from './types';

/*
 * From a packer run (in steps) to the sheets of the plan (in millimetres), and the measures the
 * portfolio ranks runs by (docs/production/nesting.md, "Choosing the plan").
 */

/** The numbers a run is ranked by. */
export interface RunRank {
  sheets: number;
  /** Area of the largest reusable offcut on the last sheet, square steps. */
  lastOffcut: number;
  cuts: number;
}

/** The run's sheets fullest first (a stable sort: equal sheets keep their opening order). */
export function orderedSheets(run: PackRun): PackedSheet[] {
  return run.sheets
    .map((sheet, order) => ({ sheet, order }))
    .sort((a, b) => b.sheet.usedArea - a.sheet.usedArea || a.order - b.order)
    .map(({ sheet }) => sheet);
}

function countCuts(node: PackNode): number {
  if (node.content.kind !== 'cut') return 0;
  const { low, high } = node.content;
  return 1 + countCuts(low) + (high ? countCuts(high) : 0);
}

/** Whether a free rectangle is worth keeping: both sides at least `minSide` steps. */
function isReusable(rect: StepRect, minSide: number): boolean {
  return rect.alongX >= minSide && rect.alongY >= minSide;
}

/** The largest reusable free rectangle of a sheet, square steps (0 when none). */
export function largestReusable(sheet: PackedSheet, minSide: number): number {
  let largest = 0;
  for (const { rect } of sheet.free) {
    if (isReusable(rect, minSide)) largest = Math.max(largest, rect.alongX * rect.alongY);
  }
  return largest;
}

/** How good a run's plan is (the last sheet is the least used one). */
export function rankRun(run: PackRun, minSide: number): RunRank {
  const sheets = orderedSheets(run);
  const last = sheets[sheets.length - 1];
  return {
    sheets: sheets.length,
    lastOffcut: last ? largestReusable(last, minSide) : 0,
    cuts: sheets.reduce((sum, sheet) => sum + countCuts(sheet.root), 0),
  };
}

/** True when `a` is the better plan: fewer sheets, then a larger last offcut, then fewer cuts. */
export function betterRank(a: RunRank, b: RunRank): boolean {
  if (a.sheets !== b.sheets) return a.sheets < b.sheets;
  if (a.lastOffcut !== b.lastOffcut) return a.lastOffcut > b.lastOffcut;
  return a.cuts < b.cuts;
}

/** What converting a sheet needs: steps per millimetre and the sizes in steps. */
interface SheetScale {
  stepsPerMm: number;
  /** The most cut stages (Infinity: no limit); a cut past it is a trimming cut. */
  maxStages: number;
  usableX: number;
  usableY: number;
  minOffcutSide: number;
  trimCutCount: number;
  trimCutLengthMm: number;
}

/** Builds one sheet of the plan: the cut tree, then the placements and cuts in saw order. */
export function buildSheet(sheet: PackedSheet, index: number, scale: SheetScale): NestedSheet {
  const mm = (steps: number) => steps / scale.stepsPerMm;
  const region = (rect: StepRect): Region => ({
    xMm: mm(rect.x),
    yMm: mm(rect.y),
    lengthMm: mm(rect.alongX),
    widthMm: mm(rect.alongY),
  });
  const placements: Placement[] = [];
  const cuts: Cut[] = [];
  const offcuts: Offcut[] = [];

  const visit = (node: PackNode): CutTreeNode => {
    const { rect, content } = node;
    if (content.kind === 'piece') {
      placements.push({
        pieceId: content.item.id,
        copy: content.item.copy,
        xMm: mm(rect.x),
        yMm: mm(rect.y),
        lengthMm: mm(rect.alongX),
        widthMm: mm(rect.alongY),
        rotated: content.rotated,
      });
      return { kind: 'piece', region: region(rect), placement: placements.length - 1 };
    }
    if (content.kind === 'free') {
      offcuts.push({ ...region(rect), reusable: isReusable(rect, scale.minOffcutSide) });
      return { kind: 'offcut', region: region(rect) };
    }
    const rip = content.direction === 'rip';
    const stage = stageOfCut(node, content.direction);
    const cut: Omit<Cut, 'n'> = {
      direction: content.direction,
      x: mm(rip ? rect.x : content.at),
      y: mm(rip ? content.at : rect.y),
      lengthMm: mm(rip ? rect.alongX : rect.alongY),
      stage,
      ...(stage > scale.maxStages ? { trim: true as const } : {}),
    };
    cuts.push({ n: cuts.length + 1, ...cut });
    const low = visit(content.low);
    const high = content.high ? visit(content.high) : null;
    return { kind: 'cut', region: region(rect), cut, low, high };
  };

  const cutTree = visit(sheet.root);
  offcuts.sort(
    (a, b) => b.lengthMm * b.widthMm - a.lengthMm * a.widthMm || a.yMm - b.yMm || a.xMm - b.xMm,
  );
  return {
    index,
    usableLengthMm: mm(scale.usableX),
    usableWidthMm: mm(scale.usableY),
    placements,
    offcuts,
    cutTree,
    cuts,
    cutCount: cuts.length,
    cutLengthMm: mm(sumCutSteps(sheet.root)),
    trimCutCount: scale.trimCutCount,
    trimCutLengthMm: scale.trimCutLengthMm,
    usedAreaMm2: sheet.usedArea / scale.stepsPerMm ** 2,
  };
}

function sumCutSteps(node: PackNode): number {
  if (node.content.kind !== 'cut') return 0;
  const { direction, low, high } = node.content;
  const length = direction === 'rip' ? node.rect.alongX : node.rect.alongY;
  return length + sumCutSteps(low) + (high ? sumCutSteps(high) : 0);
}
