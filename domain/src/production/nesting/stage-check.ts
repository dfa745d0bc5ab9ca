import type { CutTreeNode, FirstStage, MaxCutStages, NestedSheet, NestingResult } from './types';

/*
 * The stage count of a plan (docs/production/nesting.md, "Cut stages"), read from each sheet's
 * cut tree alone: the cut at the root is stage 1 (with a first-stage direction, stage 2 when it
 * runs the other way), a cut along the cut that made its region keeps
 * that cut's stage, one across it is a stage further. A trimming cut (one side a single piece,
 * the other waste or nothing) may be one stage past the limit.
 */

/** A cut whose one side is a single piece and the other waste, or nothing (the kerf took it). */
function isTrimming(node: Extract<CutTreeNode, { kind: 'cut' }>): boolean {
  const waste = (side: CutTreeNode | null) => side === null || side.kind === 'offcut';
  const { low, high } = node;
  return (low.kind === 'piece' && waste(high)) || (high?.kind === 'piece' && waste(low));
}

interface CountedCut {
  stage: number;
  trimming: boolean;
}

/** The tree's cuts in saw order, each with its stage and whether it is a trimming cut. */
function countedCuts(tree: CutTreeNode, firstStage: FirstStage): CountedCut[] {
  const out: CountedCut[] = [];
  const walk = (node: CutTreeNode | null, parent: { direction: string; stage: number } | null) => {
    if (node?.kind !== 'cut') return;
    const { direction } = node.cut;
    const stage =
      parent === null ? 1 : parent.direction === direction ? parent.stage : parent.stage + 1;
    out.push({ stage, trimming: isTrimming(node) });
    walk(node.low, { direction, stage });
    walk(node.high, { direction, stage });
  };
  walk(tree, firstStage === 'any' ? null : { direction: firstStage, stage: 1 });
  return out;
}

/**
 * The stages a sheet's cut tree needs with trimming: its deepest stage, a trimming cut counting
 * one stage less (0 for a sheet without cuts).
 */
export function cutStages(sheet: NestedSheet, firstStage: FirstStage = 'any'): number {
  return countedCuts(sheet.cutTree, firstStage).reduce(
    (most, cut) => Math.max(most, cut.stage - (cut.trimming ? 1 : 0)),
    0,
  );
}

const limitOf = (stages: MaxCutStages) => (stages === 'none' ? Number.POSITIVE_INFINITY : stages);

/**
 * Checks every sheet against a limit (the plan's own unless given): no sheet needs more stages,
 * each listed cut carries the stage its tree gives it, and `trim` marks exactly the cuts one
 * stage past the limit the plan was made for. Returns the problems found (none: the plan keeps
 * the limit).
 */
export function stageCheck(
  result: NestingResult,
  maxCutStages: MaxCutStages = result.maxCutStages,
): string[] {
  const limit = limitOf(maxCutStages);
  const planLimit = limitOf(result.maxCutStages);
  return result.sheets.flatMap((sheet) => {
    const label = `sheet ${sheet.index}`;
    const problems: string[] = [];
    const needed = cutStages(sheet, result.firstStage);
    if (needed > limit) problems.push(`${label}: ${needed} stages, over the limit of ${limit}`);
    const counted = countedCuts(sheet.cutTree, result.firstStage);
    if (counted.length !== sheet.cuts.length) {
      problems.push(`${label}: ${sheet.cuts.length} cuts listed, ${counted.length} in the tree`);
    }
    sheet.cuts.forEach((cut, i) => {
      const expected = counted[i];
      if (expected === undefined) return;
      if (cut.stage !== expected.stage) {
        problems.push(
          `${label}: cut ${cut.n} is listed as stage ${cut.stage}, not ${expected.stage}`,
        );
      }
      if ((cut.trim === true) !== expected.stage > planLimit) {
        problems.push(`${label}: cut ${cut.n} (stage ${expected.stage}) is wrongly marked`);
      }
    });
    return problems;
  });
}
