import type { PackItem } from './heuristics';
import { packInOrder, type PackNode, type PackRun, type PackSpace } from './pack-run';
import { betterRank, orderedSheets, rankRun, type RunRank } from './plan';
import { NESTING_RULES } from './rules';
import type { NestingHeuristic } from './types';

/*
 * The improvement phase (docs/production/nesting.md, "Improving the plan"): when the
 * portfolio's best plan uses more sheets than the lower bound, a fixed number of rounds re-pack
 * the items in changed orders, trying to empty the least used sheet. Every random choice comes
 * from a seeded generator and the rounds are counted, not timed, so the plan stays the same for
 * the same input on any machine.
 */

const { rounds, pieceBudget, movesPerRound, seed, lcg } = NESTING_RULES.improvement;

/** A deterministic stream of numbers in [0, 1) (a 32-bit linear congruential generator). */
export function seededStream(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (Math.imul(state, lcg.multiplier) + lcg.increment) >>> 0;
    return state / lcg.modulus;
  };
}

/** The items cut from one sheet of a run. */
export function itemsOf(node: PackNode, out: Set<PackItem> = new Set()): Set<PackItem> {
  const { content } = node;
  if (content.kind === 'piece') out.add(content.item);
  if (content.kind === 'cut') {
    itemsOf(content.low, out);
    if (content.high) itemsOf(content.high, out);
  }
  return out;
}

/** The run's order with the items of its least used sheet moved to the front. */
function lastSheetFirst(run: PackRun): PackItem[] {
  const last = orderedSheets(run).at(-1);
  const mine = last ? itemsOf(last.root) : new Set<PackItem>();
  return [...run.order.filter((item) => mine.has(item)), ...run.order.filter((i) => !mine.has(i))];
}

/**
 * The order with a few random moves: an item of the least used sheet brought forward to a
 * random earlier place, or two random items swapped.
 */
function perturbed(run: PackRun, random: () => number): PackItem[] {
  const order = [...run.order];
  const last = orderedSheets(run).at(-1);
  const mine = last ? itemsOf(last.root) : new Set<PackItem>();
  const pick = (limit: number) => Math.floor(random() * limit);
  const moves = 1 + pick(movesPerRound);
  for (let move = 0; move < moves; move += 1) {
    const from = pick(order.length);
    const to = pick(order.length);
    const item = order[from] as PackItem;
    if (mine.has(item) && to < from) {
      order.splice(from, 1);
      order.splice(to, 0, item);
    } else {
      order[from] = order[to] as PackItem;
      order[to] = item;
    }
  }
  return order;
}

/** Area of the least used sheet, square steps: the smaller, the closer to emptying it. */
const lastUsed = (run: PackRun) => orderedSheets(run).at(-1)?.usedArea ?? 0;

/**
 * Improves `start` (the portfolio's best run): round 1 packs the least used sheet's items first
 * with the start's heuristic; each further round perturbs the current order and packs it with
 * the choice and split rules of a portfolio heuristic drawn at random. A round's run becomes the
 * current one when it uses fewer sheets, or as many with no more area on its least used sheet;
 * the best run by `betterRank` is returned. Stops as soon as a run reaches `lowerBound`.
 */
export function improveRun(
  start: { run: PackRun; rank: RunRank },
  space: PackSpace,
  portfolio: readonly NestingHeuristic[],
  lowerBound: number,
  minOffcutSide: number,
): { run: PackRun; rank: RunRank } {
  let best = start;
  let current = start.run;
  const random = seededStream(seed);
  const affordable = Math.min(
    rounds,
    Math.floor(pieceBudget / Math.max(1, start.run.order.length)),
  );
  for (let round = 0; round < affordable && best.rank.sheets > lowerBound; round += 1) {
    const heuristic =
      round === 0
        ? current.heuristic
        : (portfolio[Math.floor(random() * portfolio.length)] as NestingHeuristic);
    const order = round === 0 ? lastSheetFirst(current) : perturbed(current, random);
    const run = packInOrder(order, space, heuristic);
    const rank = rankRun(run, minOffcutSide);
    if (betterRank(rank, best.rank)) best = { run, rank };
    const fewer = run.sheets.length < current.sheets.length;
    if (
      fewer ||
      (run.sheets.length === current.sheets.length && lastUsed(run) <= lastUsed(current))
    ) {
      current = run;
    }
  }
  return best;
}
