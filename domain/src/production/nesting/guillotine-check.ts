import { NESTING_RULES } from './rules';
import type { CutTreeNode, NestedSheet, NestingResult, Placement } from './types';

/*
 * An independent check of a plan (docs/production/nesting.md, "Checking a plan"): replays each
 * sheet's cuts in order on the trimmed sheet, as a panel saw would, and requires every cut to
 * run through a whole piece of board and every placement to come out as exactly one piece.
 */

const toSteps = (mm: number) => Math.round(mm * NESTING_RULES.stepsPerMm);

interface Piece {
  x: number;
  y: number;
  alongX: number;
  alongY: number;
}

const sameRect = (a: Piece, b: Piece) =>
  a.x === b.x && a.y === b.y && a.alongX === b.alongX && a.alongY === b.alongY;

function placementRect(placement: Placement): Piece {
  return {
    x: toSteps(placement.xMm),
    y: toSteps(placement.yMm),
    alongX: toSteps(placement.lengthMm),
    alongY: toSteps(placement.widthMm),
  };
}

/** The cuts of a cut tree in saw order (each cut before the cuts of its two sides). */
function treeCuts(node: CutTreeNode | null, out: string[] = []): string[] {
  if (node?.kind !== 'cut') return out;
  const { direction, x, y, lengthMm } = node.cut;
  out.push(`${direction} ${x} ${y} ${lengthMm}`);
  treeCuts(node.low, out);
  treeCuts(node.high, out);
  return out;
}

function checkSheet(sheet: NestedSheet, kerf: number): string[] {
  const problems: string[] = [];
  const label = `sheet ${sheet.index}`;
  let pieces: Piece[] = [
    { x: 0, y: 0, alongX: toSteps(sheet.usableLengthMm), alongY: toSteps(sheet.usableWidthMm) },
  ];
  for (const cut of sheet.cuts) {
    const rip = cut.direction === 'rip';
    const x = toSteps(cut.x);
    const y = toSteps(cut.y);
    const length = toSteps(cut.lengthMm);
    const index = pieces.findIndex((p) =>
      rip
        ? p.x === x && p.alongX === length && y > p.y && y < p.y + p.alongY
        : p.y === y && p.alongY === length && x > p.x && x < p.x + p.alongX,
    );
    const board = pieces[index];
    if (!board) {
      problems.push(`${label}: cut ${cut.n} does not run through a whole piece of board`);
      continue;
    }
    const split: Piece[] = rip
      ? [
          { ...board, alongY: y - board.y },
          { ...board, y: y + kerf, alongY: board.y + board.alongY - y - kerf },
        ]
      : [
          { ...board, alongX: x - board.x },
          { ...board, x: x + kerf, alongX: board.x + board.alongX - x - kerf },
        ];
    pieces = [
      ...pieces.slice(0, index),
      ...split.filter((p) => p.alongX > 0 && p.alongY > 0),
      ...pieces.slice(index + 1),
    ];
  }
  const used = new Set<number>();
  sheet.placements.forEach((placement, n) => {
    const rect = placementRect(placement);
    const match = pieces.findIndex((p, i) => !used.has(i) && sameRect(p, rect));
    if (match < 0) {
      problems.push(
        `${label}: ${placement.pieceId} #${placement.copy} is not a piece the cuts leave`,
      );
    } else used.add(match);
    if (placement.copy < 1) problems.push(`${label}: placement ${n} has copy ${placement.copy}`);
  });
  const expected = treeCuts(sheet.cutTree);
  const listed = sheet.cuts.map((c) => `${c.direction} ${c.x} ${c.y} ${c.lengthMm}`);
  if (expected.join('|') !== listed.join('|')) {
    problems.push(`${label}: the cut list is not the cut tree in saw order`);
  }
  return problems;
}

/**
 * Rebuilds every placement of the plan from its cuts. Returns the problems found: none means
 * every sheet is cut by guillotine cuts alone into exactly its placements and offcuts.
 */
export function guillotineCheck(result: NestingResult): string[] {
  const kerf = toSteps(result.kerfMm);
  return result.sheets.flatMap((sheet) => checkSheet(sheet, kerf));
}
