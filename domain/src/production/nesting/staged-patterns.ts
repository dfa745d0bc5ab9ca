import { greatestCommonDivisor as gcd } from '../../units';
import { orientationsOf, type Orientation, type PackItem } from './heuristics';
import { cutNode, newSheet, type PackedSheet, type PackNode, type PackSpace } from './pack-run';
import { NESTING_RULES } from './rules';
import type { CutDirection } from './types';

/*
 * Column generation over 3-stage patterns (docs/production/nesting.md, "Column generation over
 * 3-stage patterns"). A pattern is one sheet cut in strips right through it, each strip in
 * stacks across it, each stack in pieces along it (each piece trimmed to its width where the
 * stack is wider). A linear program chooses patterns so that every piece is covered, at the
 * fewest sheets; its dual values price the pieces, and a new pattern is one whose pieces are
 * worth more than a sheet (a knapsack over the stacks, the strips and the sheet). A dive then
 * fixes the pattern the program uses most, solves again on the pieces left, and backtracks a
 * little when the program says the goal can no longer be met. Counted work, no random numbers:
 * the same pieces give the same plan on every machine.
 */

const {
  minGoalSheets,
  lookAhead,
  maxRounds,
  discrepancies,
  maxNodes,
  maxUnits,
  partialShare,
  areaValue,
  priceEpsilon,
} = NESTING_RULES.stagedPatterns;

/** An orientation of a piece in a direction's units: `w` across the strips' stacks, `h` along. */
interface Option {
  w: number;
  h: number;
  orientation: Orientation;
}

/** A piece of a stack: the item (its index) and its option in the layout's direction. */
interface Placed {
  item: number;
  option: number;
}

interface Stack {
  items: Placed[];
}

interface Strip {
  stacks: Stack[];
}

/**
 * One sheet's pattern: strips cut by rips (`across` false: each strip as long as the sheet) or
 * by cross cuts (`across` true: the same turned a quarter).
 */
interface Layout {
  across: boolean;
  strips: Strip[];
}

/** A pattern and the pieces it holds (sorted item indices). */
interface Column {
  items: number[];
  layout: Layout;
}

/** The sheet and the pieces in one direction, in units (the sizes' common divisor). */
interface Direction {
  across: boolean;
  W: number;
  H: number;
  options: Option[][];
  /** Each piece's options by width, then height. */
  byWidth: Option[][];
}

/** Work counted: knapsack cells, rows of the strips' and sheets' knapsacks, simplex cells. */
class Work {
  used = 0;
  /** Where the current phase ends (at most the budget). */
  limit: number;
  constructor(budget: number) {
    this.limit = budget;
  }
  get spent(): boolean {
    return this.used >= this.limit;
  }
}

/*
 * The knapsacks' arrays, reused from one knapsack to the next (each is written before it is
 * read), so that the many small knapsacks of a pricing allocate nothing: a search prices
 * thousands of patterns, each made of dozens of knapsacks.
 */
let tableSpace = new Float64Array(0);
const depthRows: Float64Array[] = [];
let rowBest = new Float64Array(0);
let rowPick = new Int32Array(0);
let rowWidths = new Int32Array(0);
let rowValues = new Float64Array(0);
let stackBest = new Float64Array(0);
let stackChoice = new Int8Array(0);

/** `current` when it holds `size` numbers, else a new array twice as large (at least `size`). */
function atLeast<T extends Float64Array | Int32Array | Int8Array>(
  current: T,
  size: number,
  make: (length: number) => T,
): T {
  return current.length >= size ? current : make(Math.max(size, 2 * current.length));
}
const floats = (length: number) => new Float64Array(length);

/** Lets the knapsacks' arrays go once a column generation ends (a server plans on). */
function releaseArrays(): void {
  tableSpace = new Float64Array(0);
  depthRows.length = 0;
  rowBest = new Float64Array(0);
  rowPick = new Int32Array(0);
  rowWidths = new Int32Array(0);
  rowValues = new Float64Array(0);
  stackBest = new Float64Array(0);
  stackChoice = new Int8Array(0);
}

/**
 * Best values of stacks per width and height: width k's at height c is `values[k * stride + c]`.
 * The values are those of the last stackTables made (its array is reused by the next).
 */
interface Tables {
  values: Float64Array;
  stride: number;
}

/** The best value of a stack of the `k`th width and height at most `h`. */
const stackValue = (tables: Tables, k: number, h: number) =>
  tables.values[k * tables.stride + h] as number;

/**
 * Best value of a stack of every width at once (its pieces stacked along, sum of heights at most
 * `cap`): a piece counts with the lowest of its orientations no wider than the stack, so each
 * orientation holds over an interval of widths; the knapsacks of all widths are made over a
 * segment tree of those intervals, each orientation added to a few of its nodes.
 */
function stackTables(
  avail: readonly number[],
  dir: Direction,
  vals: Float64Array,
  widths: readonly number[],
  cap: number,
  work: Work,
): Tables {
  const m = widths.length;
  const stride = cap + 1;
  tableSpace = atLeast(tableSpace, m * stride, floats);
  const out: Tables = { values: tableSpace, stride };
  if (m === 0) return out;
  const tree: (number[] | undefined)[] = new Array<number[] | undefined>(4 * m);
  const firstAtLeast = (w: number) => {
    let lo = 0;
    let hi = m;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((widths[mid] as number) < w) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const add = (node: number, l: number, r: number, a: number, b: number, h: number, i: number) => {
    if (b <= l || r <= a) return;
    if (a <= l && r <= b) {
      const adds = tree[node];
      if (adds) adds.push(h, i);
      else tree[node] = [h, i];
      return;
    }
    const mid = (l + r) >> 1;
    add(2 * node, l, mid, a, b, h, i);
    add(2 * node + 1, mid, r, a, b, h, i);
  };
  for (const i of avail) {
    const options = dir.byWidth[i] as Option[];
    let lowest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < options.length; k += 1) {
      const { w, h } = options[k] as Option;
      if (h > cap || h >= lowest) continue;
      lowest = h;
      let end = m;
      for (let j = k + 1; j < options.length; j += 1) {
        const other = options[j] as Option;
        if (other.h < h) {
          end = firstAtLeast(other.w);
          break;
        }
      }
      add(1, 0, m, firstAtLeast(w), end, h, i);
    }
  }
  // A node's row is its parent's with its own orientations added: one row per depth.
  const visit = (node: number, l: number, r: number, dp: Float64Array, depth: number) => {
    const adds = tree[node];
    let cur = dp;
    if (adds) {
      cur = atLeast(depthRows[depth] ?? new Float64Array(0), stride, floats);
      depthRows[depth] = cur;
      for (let c = 0; c <= cap; c += 1) cur[c] = dp[c] as number;
      for (let k = 0; k < adds.length; k += 2) {
        const h = adds[k] as number;
        const v = vals[adds[k + 1] as number] as number;
        for (let c = cap; c >= h; c -= 1) {
          const t = (cur[c - h] as number) + v;
          if (t > (cur[c] as number)) cur[c] = t;
        }
      }
      work.used += (adds.length / 2 + 1) * cap;
    }
    if (r - l === 1) {
      const base = l * stride;
      for (let c = 0; c <= cap; c += 1) tableSpace[base + c] = cur[c] as number;
      return;
    }
    const mid = (l + r) >> 1;
    visit(2 * node, l, mid, cur, depth + 1);
    visit(2 * node + 1, mid, r, cur, depth + 1);
  };
  const zero = atLeast(depthRows[0] ?? new Float64Array(0), stride, floats);
  depthRows[0] = zero;
  zero.fill(0, 0, stride);
  visit(1, 0, m, zero, 1);
  return out;
}

/** The best stack of width at most `ws` and height at most `cap`, with its pieces. */
function bestStack(
  avail: readonly number[],
  dir: Direction,
  vals: Float64Array,
  ws: number,
  cap: number,
  work: Work,
): Placed[] {
  const stride = cap + 1;
  stackBest = atLeast(stackBest, stride, floats);
  stackChoice = atLeast(stackChoice, avail.length * stride, (length) => new Int8Array(length));
  const dp = stackBest;
  dp.fill(0, 0, stride);
  // A group knapsack in place: going down the capacities, dp[c - h] is still the value before
  // this piece, for each of its options. Step s's choices at capacity c: choice[s * stride + c].
  const choice = stackChoice;
  const steps: { item: number; options: number[] }[] = [];
  for (const item of avail) {
    const all = dir.options[item] as Option[];
    const options: number[] = [];
    const heights: number[] = [];
    let lowest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < all.length; k += 1) {
      const { w, h } = all[k] as Option;
      if (w > ws || h > cap) continue;
      options.push(k);
      heights.push(h);
      if (h < lowest) lowest = h;
    }
    if (options.length === 0) continue;
    const base = steps.length * stride;
    choice.fill(-1, base, base + stride);
    const v = vals[item] as number;
    for (let c = cap; c >= lowest; c -= 1) {
      let best = dp[c] as number;
      for (let k = 0; k < heights.length; k += 1) {
        const h = heights[k] as number;
        if (h > c) continue;
        const t = (dp[c - h] as number) + v;
        if (t > best + 1e-12) {
          best = t;
          choice[base + c] = k;
        }
      }
      dp[c] = best;
    }
    work.used += cap * (options.length + 1);
    steps.push({ item, options });
  }
  const placed: Placed[] = [];
  let c = cap;
  for (let s = steps.length - 1; s >= 0; s -= 1) {
    const { item, options } = steps[s] as (typeof steps)[number];
    const k = choice[s * stride + c] as number;
    if (k < 0) continue;
    const option = options[k] as number;
    placed.push({ item, option });
    c -= ((dir.options[item] as Option[])[option] as Option).h;
  }
  return placed;
}

/** Widths no wider than `limit` of the pieces' options no taller than `cap`, ascending. */
function widthsOf(avail: Iterable<number>, dir: Direction, limit: number, cap: number): number[] {
  const set = new Set<number>();
  for (const i of avail) {
    for (const o of dir.options[i] as Option[]) if (o.w <= limit && o.h <= cap) set.add(o.w);
  }
  return [...set].sort((a, b) => a - b);
}

/** Heights no taller than `limit` of the pieces' options, ascending. */
function heightsOf(avail: Iterable<number>, dir: Direction, limit: number): number[] {
  const set = new Set<number>();
  for (const i of avail) {
    for (const o of dir.options[i] as Option[]) if (o.h <= limit) set.add(o.h);
  }
  return [...set].sort((a, b) => a - b);
}

/** The best row of stacks across `width` of a strip of height `hs`, stacks not sharing pieces. */
function stripValue(
  widths: readonly number[],
  tables: Tables,
  hs: number,
  width: number,
  work: Work,
): number {
  rowWidths = atLeast(rowWidths, widths.length, (length) => new Int32Array(length));
  rowValues = atLeast(rowValues, widths.length, floats);
  const ws = rowWidths;
  const vs = rowValues;
  let count = 0;
  let last = 1e-12;
  for (let k = 0; k < widths.length; k += 1) {
    const v = stackValue(tables, k, hs);
    if (v > last) {
      ws[count] = widths[k] as number;
      vs[count] = v;
      count += 1;
      last = v;
    }
  }
  rowBest = atLeast(rowBest, width + 1, floats);
  const best = rowBest;
  best[0] = 0;
  for (let c = 1; c <= width; c += 1) {
    let b = best[c - 1] as number;
    for (let k = 0; k < count && (ws[k] as number) <= c; k += 1) {
      const v = (best[c - (ws[k] as number)] as number) + (vs[k] as number);
      if (v > b) b = v;
    }
    best[c] = b;
  }
  work.used += width * (count + 1);
  return best[width] as number;
}

/**
 * The best row of things of the given sizes (ascending) and values, each as often as wanted,
 * within `capacity`: the index of its thing of the best value per size, or -1 when the row is
 * worth nothing.
 */
function densestOfBestRow(
  sizes: readonly number[],
  values: readonly number[],
  capacity: number,
  work: Work,
): number {
  rowBest = atLeast(rowBest, capacity + 1, floats);
  rowPick = atLeast(rowPick, capacity + 1, (length) => new Int32Array(length));
  const best = rowBest;
  const pick = rowPick;
  best[0] = 0;
  pick.fill(-1, 0, capacity + 1);
  for (let c = 1; c <= capacity; c += 1) {
    best[c] = best[c - 1] as number;
    for (let k = 0; k < sizes.length && (sizes[k] as number) <= c; k += 1) {
      const v = (best[c - (sizes[k] as number)] as number) + (values[k] as number);
      if (v > (best[c] as number) + 1e-12) {
        best[c] = v;
        pick[c] = k;
      }
    }
  }
  work.used += capacity * sizes.length;
  if ((best[capacity] as number) <= 1e-12) return -1;
  let c = capacity;
  let chosen = -1;
  let density = -1;
  while (c > 0) {
    const k = pick[c] as number;
    if (k < 0) {
      c -= 1;
      continue;
    }
    const d = (values[k] as number) / (sizes[k] as number);
    if (d > density) {
      density = d;
      chosen = k;
    }
    c -= sizes[k] as number;
  }
  return chosen;
}

/**
 * A strip of height at most `hs`: stacks chosen one at a time, each time the one of the best
 * value per width among those of the best row of what is left (the row ignores that stacks
 * would share pieces; each chosen stack is made of the pieces still free).
 */
function makeStrip(
  avail: readonly number[],
  dir: Direction,
  vals: Float64Array,
  hs: number,
  work: Work,
): { strip: Strip; used: number[]; height: number } {
  let left = dir.W;
  const free = new Set(avail);
  const stacks: Stack[] = [];
  const used: number[] = [];
  let height = 0;
  while (left > 0 && free.size > 0) {
    const widths = widthsOf(free, dir, left, hs);
    if (widths.length === 0) break;
    const freeList = [...free];
    const tables = stackTables(freeList, dir, vals, widths, hs, work);
    const stackValues = widths.map((_, k) => stackValue(tables, k, hs));
    const chosen = densestOfBestRow(widths, stackValues, left, work);
    if (chosen < 0) break;
    const items = bestStack(freeList, dir, vals, widths[chosen] as number, hs, work);
    if (items.length === 0) break;
    let stackWidth = 0;
    let stackHeight = 0;
    for (const p of items) {
      const o = (dir.options[p.item] as Option[])[p.option] as Option;
      stackWidth = Math.max(stackWidth, o.w);
      stackHeight += o.h;
      free.delete(p.item);
      used.push(p.item);
    }
    stacks.push({ items });
    height = Math.max(height, stackHeight);
    left -= stackWidth;
  }
  return { strip: { stacks }, used, height };
}

/** The height of each candidate first strip, the `count` best by value per height. */
function firstStrips(
  avail: readonly number[],
  dir: Direction,
  vals: Float64Array,
  count: number,
  work: Work,
): number[] {
  const heights = heightsOf(avail, dir, dir.H);
  const widths = widthsOf(avail, dir, dir.W, dir.H);
  const tables = stackTables(avail, dir, vals, widths, dir.H, work);
  return heights
    .map((h) => ({ h, density: stripValue(widths, tables, h, dir.W, work) / h }))
    .sort((a, b) => b.density - a.density || a.h - b.h)
    .slice(0, count)
    .map((c) => c.h);
}

/**
 * A pattern of high value: strips chosen one at a time, each the strip of the best value per
 * height among those of the best column of strips over the height left (valued as if they
 * shared no pieces), made of the pieces still free. `firstHeight`: the first strip's height.
 */
function makePattern(
  avail: readonly number[],
  dir: Direction,
  vals: Float64Array,
  work: Work,
  firstHeight: number | null,
): { layout: Layout; items: number[]; value: number } {
  let left = dir.H;
  const free = new Set(avail);
  const strips: Strip[] = [];
  const items: number[] = [];
  let value = 0;
  while (left > 0 && free.size > 0 && !work.spent) {
    const freeList = [...free];
    let hs: number;
    if (firstHeight !== null && strips.length === 0) {
      hs = firstHeight;
    } else {
      const heights = heightsOf(freeList, dir, left);
      if (heights.length === 0) break;
      const widths = widthsOf(freeList, dir, dir.W, left);
      const tables = stackTables(freeList, dir, vals, widths, left, work);
      const stripValues = heights.map((h) => stripValue(widths, tables, h, dir.W, work));
      const chosen = densestOfBestRow(heights, stripValues, left, work);
      if (chosen < 0) break;
      hs = heights[chosen] as number;
    }
    if (hs > left) break;
    const made = makeStrip(freeList, dir, vals, hs, work);
    if (made.used.length === 0) break;
    strips.push(made.strip);
    for (const i of made.used) {
      free.delete(i);
      items.push(i);
      value += vals[i] as number;
    }
    left -= made.height;
  }
  return { layout: { across: dir.across, strips }, items: items.sort((a, b) => a - b), value };
}

/**
 * Patterns of high value in one direction: the first strip chosen as the others, then each of
 * the `lookAhead` strips of the best value per height as the first.
 */
function* patterns(avail: readonly number[], dir: Direction, vals: Float64Array, work: Work) {
  yield makePattern(avail, dir, vals, work, null);
  if (work.spent) return;
  for (const h of firstStrips(avail, dir, vals, lookAhead, work)) {
    if (work.spent) return;
    yield makePattern(avail, dir, vals, work, h);
  }
}

/**
 * The linear program over the patterns: min sum x_j with every row (piece) covered at least
 * once, x >= 0. A revised simplex with the basis inverse kept whole (rows: at most the pieces),
 * started from the patterns of one piece each.
 */
class Master {
  readonly cols: number[][] = [];
  private readonly basis: number[] = [];
  private readonly inverse: Float64Array[] = [];
  private readonly values: number[] = [];

  constructor(
    private readonly m: number,
    private readonly work: Work,
  ) {
    for (let i = 0; i < m; i += 1) {
      this.cols.push([i]);
      this.basis.push(i);
      const row = new Float64Array(m);
      row[i] = 1;
      this.inverse.push(row);
      this.values.push(1);
    }
  }

  /** Cost of a column: a pattern 1, the surplus of row i (column -i - 1) 0. */
  private cost(j: number): number {
    return j < 0 ? 0 : 1;
  }

  duals(): Float64Array {
    const pi = new Float64Array(this.m);
    for (let r = 0; r < this.m; r += 1) {
      if (this.cost(this.basis[r] as number) === 0) continue;
      const row = this.inverse[r] as Float64Array;
      for (let i = 0; i < this.m; i += 1) pi[i] = (pi[i] as number) + (row[i] as number);
    }
    return pi;
  }

  solve(): void {
    const { m } = this;
    for (;;) {
      const pi = this.duals();
      let best = -1e-9;
      let enter: number | null = null;
      for (let j = 0; j < this.cols.length; j += 1) {
        let d = 1;
        for (const i of this.cols[j] as number[]) d -= pi[i] as number;
        if (d < best) {
          best = d;
          enter = j;
        }
      }
      for (let i = 0; i < m; i += 1) {
        if ((pi[i] as number) < best) {
          best = pi[i] as number;
          enter = -i - 1;
        }
      }
      this.work.used += m * m + this.cols.length * 4;
      if (enter === null) return;
      const u = new Float64Array(m);
      for (let r = 0; r < m; r += 1) {
        const row = this.inverse[r] as Float64Array;
        u[r] = enter < 0 ? -(row[-enter - 1] as number) : 0;
        if (enter >= 0) {
          let s = 0;
          for (const i of this.cols[enter] as number[]) s += row[i] as number;
          u[r] = s;
        }
      }
      let leave = -1;
      let ratio = Number.POSITIVE_INFINITY;
      for (let r = 0; r < m; r += 1) {
        if ((u[r] as number) <= 1e-9) continue;
        const t = (this.values[r] as number) / (u[r] as number);
        const tie = leave >= 0 && (this.basis[r] as number) < (this.basis[leave] as number);
        if (t < ratio - 1e-12 || (t < ratio + 1e-12 && tie)) {
          ratio = t;
          leave = r;
        }
      }
      if (leave < 0) return; // cannot happen: every column is bounded by its rows
      const pivotRow = this.inverse[leave] as Float64Array;
      const pivot = u[leave] as number;
      for (let i = 0; i < m; i += 1) pivotRow[i] = (pivotRow[i] as number) / pivot;
      this.values[leave] = (this.values[leave] as number) / pivot;
      for (let r = 0; r < m; r += 1) {
        const f = u[r] as number;
        if (r === leave || f === 0) continue;
        const row = this.inverse[r] as Float64Array;
        for (let i = 0; i < m; i += 1) row[i] = (row[i] as number) - f * (pivotRow[i] as number);
        this.values[r] = (this.values[r] as number) - f * (this.values[leave] as number);
      }
      this.basis[leave] = enter;
      this.work.used += m * m;
      if (this.work.spent) return;
    }
  }

  value(): number {
    let v = 0;
    for (let r = 0; r < this.m; r += 1)
      v += this.cost(this.basis[r] as number) * (this.values[r] as number);
    return v;
  }

  /** The patterns in the solution and their values. */
  solution(): { col: number; x: number }[] {
    const out: { col: number; x: number }[] = [];
    for (let r = 0; r < this.m; r += 1) {
      const j = this.basis[r] as number;
      if (j >= 0 && (this.values[r] as number) > 1e-9)
        out.push({ col: j, x: this.values[r] as number });
    }
    return out;
  }
}

/** Everything the dive shares: the pieces, both directions, the patterns found so far. */
interface Search {
  dirs: Direction[];
  area: number[];
  sheetArea: number;
  pool: Column[];
  work: Work;
  nodes: number;
  /** Pricing stops at the first pattern worth more than a sheet (else: the best of each direction). */
  partial: boolean;
}

/**
 * The program over the pieces `remaining` with the patterns of the pool (restricted to them),
 * and new patterns priced in both directions until none is worth more than a sheet.
 */
function solveProgram(search: Search, remaining: readonly number[]) {
  const index = new Map(remaining.map((g, k) => [g, k]));
  const master = new Master(remaining.length, search.work);
  const sources: (Column | null)[] = remaining.map(() => null);
  const seen = new Set(master.cols.map((c) => c.join(',')));
  const add = (column: Column): boolean => {
    const local = column.items.flatMap((g) => (index.has(g) ? [index.get(g) as number] : []));
    const key = local.join(',');
    if (local.length === 0 || seen.has(key)) return false;
    seen.add(key);
    master.cols.push(local);
    sources.push(column);
    return true;
  };
  for (const column of search.pool) add(column);
  for (let round = 0; round < maxRounds && !search.work.spent; round += 1) {
    master.solve();
    const pi = master.duals();
    const vals = new Float64Array(search.area.length);
    for (const g of remaining) {
      const dual = Math.max(0, pi[index.get(g) as number] as number);
      vals[g] = dual + (areaValue * (search.area[g] as number)) / search.sheetArea;
    }
    // Pricing: in each direction the best of its patterns; with partial pricing, the first
    // pattern worth more than a sheet, the direction tried first alternating by round.
    const priceRound = (): number => {
      let added = 0;
      if (!search.partial) {
        for (const dir of search.dirs) {
          let best: ReturnType<typeof makePattern> | null = null;
          for (const made of patterns(remaining, dir, vals, search.work)) {
            if (!best || made.value > best.value + 1e-12) best = made;
          }
          if (!best) continue;
          let worth = 0;
          for (const g of best.items) worth += Math.max(0, pi[index.get(g) as number] as number);
          const column = { items: best.items, layout: best.layout };
          if (add(column)) {
            search.pool.push(column);
            if (worth > 1 + priceEpsilon) added += 1;
          }
        }
        return added;
      }
      const order = round % 2 === 0 ? search.dirs : [...search.dirs].reverse();
      for (const dir of order) {
        for (const made of patterns(remaining, dir, vals, search.work)) {
          let worth = 0;
          for (const g of made.items) worth += Math.max(0, pi[index.get(g) as number] as number);
          if (worth <= 1 + priceEpsilon) continue;
          const column = { items: made.items, layout: made.layout };
          if (add(column)) {
            search.pool.push(column);
            added += 1;
          }
          break;
        }
        if (added > 0) break;
      }
      return added;
    };
    const added = priceRound();
    if (added === 0) break;
  }
  master.solve();
  return { value: master.value(), solution: master.solution(), master, sources };
}

/**
 * Fixes patterns one at a time (the program's largest first, a few others on the way back),
 * until every piece is on a sheet within `goal` sheets; null when none is found.
 */
function dive(
  search: Search,
  remaining: readonly number[],
  fixed: Column[],
  left: number,
  goal: number,
): Column[] | null {
  if (remaining.length === 0) return fixed.slice();
  if (search.work.spent || search.nodes >= maxNodes) return null;
  search.nodes += 1;
  const program = solveProgram(search, remaining);
  if (fixed.length + Math.ceil(program.value - 1e-6) > goal) return null;
  const candidates = program.solution
    .map(({ col, x }) => ({
      x,
      items: (program.master.cols[col] as number[]).map((k) => remaining[k] as number),
      col,
    }))
    .sort((a, b) => b.x - a.x || b.items.length - a.items.length || a.col - b.col);
  for (let c = 0; c < candidates.length && c <= left; c += 1) {
    const { items, col } = candidates[c] as (typeof candidates)[number];
    const source = program.sources[col] ?? null;
    const layout = source ? source.layout : single(search.dirs[0] as Direction, items[0] as number);
    const taken = new Set(items);
    fixed.push({ items, layout });
    const found = dive(
      search,
      remaining.filter((g) => !taken.has(g)),
      fixed,
      left - c,
      goal,
    );
    fixed.pop();
    if (found) return found;
    if (search.work.spent || search.nodes >= maxNodes) return null;
  }
  return null;
}

/** The pattern of one piece alone (it fits the sheet in one of its options). */
function single(dir: Direction, item: number): Layout {
  const options = dir.options[item] as Option[];
  const option = Math.max(
    0,
    options.findIndex((o) => o.w <= dir.W && o.h <= dir.H),
  );
  return { across: dir.across, strips: [{ stacks: [{ items: [{ item, option }] }] }] };
}

/** Lays a pattern's pieces (those in `keep`) on a new sheet as its cut tree. */
function layOut(
  layout: Layout,
  keep: ReadonlySet<number>,
  items: readonly PackItem[],
  dir: Direction,
  space: PackSpace,
): PackedSheet {
  const { kerf } = space;
  const sheet = newSheet(space);
  const stripCut: CutDirection = layout.across ? 'cross' : 'rip';
  const stackCut: CutDirection = layout.across ? 'rip' : 'cross';
  // Extents in steps: `along` the strips' cut (a strip's height), `across` them.
  const along = (node: PackNode) => (layout.across ? node.rect.alongX : node.rect.alongY);
  const acrossOf = (node: PackNode) => (layout.across ? node.rect.alongY : node.rect.alongX);
  const startAlong = (node: PackNode) => (layout.across ? node.rect.x : node.rect.y);
  const startAcross = (node: PackNode) => (layout.across ? node.rect.y : node.rect.x);
  const sizeOf = (p: Placed) => {
    const o = ((dir.options[p.item] as Option[])[p.option] as Option).orientation;
    return layout.across
      ? { along: o.alongX, across: o.alongY, o }
      : { along: o.alongY, across: o.alongX, o };
  };
  const ignored: PackNode[] = [];
  // The first `size` of `node` across `direction`'s cut taken off by that cut (none when the
  // node is no larger): the part taken and the rest (null when none).
  const take = (node: PackNode, direction: CutDirection, size: number) => {
    const strips = direction === stripCut;
    if ((strips ? along(node) : acrossOf(node)) <= size) return { low: node, high: null };
    const at = (strips ? startAlong(node) : startAcross(node)) + size;
    const low = cutNode(node, direction, at, kerf, ignored);
    const content = node.content as { high: PackNode | null };
    return { low, high: content.high };
  };
  let region: PackNode | null = sheet.root;
  for (const strip of layout.strips) {
    const stacks = strip.stacks
      .map((s) => s.items.filter((p) => keep.has(p.item)))
      .filter((s) => s.length > 0);
    if (stacks.length === 0) continue;
    const height = Math.max(
      ...stacks.map((s) => s.reduce((sum, p) => sum + sizeOf(p).along, 0) + (s.length - 1) * kerf),
    );
    if (!region) throw new Error('a 3-stage pattern does not fit its sheet');
    const stripParts = take(region, stripCut, height);
    region = stripParts.high;
    let rest: PackNode | null = stripParts.low;
    for (const stack of stacks) {
      const width = Math.max(...stack.map((p) => sizeOf(p).across));
      if (!rest) throw new Error('a 3-stage pattern does not fit its sheet');
      const stackParts = take(rest, stackCut, width);
      rest = stackParts.high;
      let cell: PackNode | null = stackParts.low;
      for (const p of stack) {
        const size = sizeOf(p);
        if (!cell) throw new Error('a 3-stage pattern does not fit its sheet');
        const cellParts = take(cell, stripCut, size.along);
        cell = cellParts.high;
        const piece = take(cellParts.low, stackCut, size.across).low;
        piece.content = {
          kind: 'piece',
          item: items[p.item] as PackItem,
          rotated: size.o.rotated,
        };
        sheet.usedArea += size.o.alongX * size.o.alongY;
      }
    }
  }
  sheet.free = [];
  const collect = (node: PackNode) => {
    if (node.content.kind === 'free') sheet.free.push(node);
    else if (node.content.kind === 'cut') {
      collect(node.content.low);
      if (node.content.high) collect(node.content.high);
    }
  };
  collect(sheet.root);
  sheet.reachX = -1;
  sheet.reachY = -1;
  return sheet;
}

/** Ids of digits by their number, others as strings, then the copy. */
function byIdAndCopy(a: PackItem, b: PackItem): number {
  if (a.id !== b.id) {
    const digits = /^\d+$/;
    if (digits.test(a.id) && digits.test(b.id) && a.id.length !== b.id.length) {
      return a.id.length - b.id.length;
    }
    return a.id < b.id ? -1 : 1;
  }
  return a.copy - b.copy;
}

/**
 * Plans `items` on at most `goal` sheets of 3-stage patterns by column generation and dives,
 * then on one sheet fewer after each plan found, down to `lowest`, within `budget` units of
 * work: the sheets of the plan with the fewest found, every item placed, or null when none was
 * found within `goal` (or none was looked for: a goal under `minGoalSheets`, a sheet of more
 * than `maxUnits` units).
 */
export function stagedPatterns(
  given: readonly PackItem[],
  space: PackSpace,
  goal: number,
  lowest: number,
  budget: number,
): PackedSheet[] | null {
  // In one order whatever the order given, so the plan is too.
  const items = [...given].sort(byIdAndCopy);
  const { kerf } = space;
  const orientations = items.map((item) => orientationsOf(item));
  let unit = 0;
  for (const os of orientations) {
    for (const o of os) unit = gcd(gcd(unit, o.alongX + kerf), o.alongY + kerf);
  }
  unit = gcd(gcd(unit, space.alongX + kerf), space.alongY + kerf);
  const W = (space.alongX + kerf) / unit;
  const H = (space.alongY + kerf) / unit;
  if (goal < minGoalSheets || items.length === 0 || Math.max(W, H) > maxUnits) return null;
  const directions: Direction[] = [false, true].map((across) => {
    const options = orientations.map((os) =>
      os
        .map((o) => {
          const x = (o.alongX + kerf) / unit;
          const y = (o.alongY + kerf) / unit;
          return across ? { w: y, h: x, orientation: o } : { w: x, h: y, orientation: o };
        })
        .filter((o) => o.w <= (across ? H : W) && o.h <= (across ? W : H)),
    );
    const byWidth = options.map((os) => [...os].sort((a, b) => a.w - b.w || a.h - b.h));
    return { across, W: across ? H : W, H: across ? W : H, options, byWidth };
  });
  const search: Search = {
    dirs: directions,
    area: items.map((item) => item.length * item.width),
    sheetArea: space.alongX * space.alongY,
    pool: [],
    work: new Work(budget),
    nodes: 0,
    partial: true,
  };
  const all = items.map((_, i) => i);
  let found: Column[] | null = null;
  let target = goal;
  // Two kinds of dives, each with its own patterns: first with partial pricing (the first
  // pattern worth more than a sheet), within `partialShare` of the budget, while a dive finds
  // new patterns (each tries one pattern more on its way than the one before); then with the
  // best pattern of each direction, while a dive ends on its programs' limit.
  for (const partial of [true, false]) {
    search.partial = partial;
    search.pool = [];
    search.work.limit = partial
      ? Math.min(budget, search.work.used + Math.floor(budget * partialShare))
      : budget;
    for (let dives = 0; target >= lowest && !search.work.spent; dives += 1) {
      search.nodes = 0;
      const patternsBefore = search.pool.length;
      const plan = dive(search, all, [], discrepancies + (partial ? dives : 0), target);
      if (plan) {
        found = plan;
        target = plan.length - 1;
      } else if (partial ? search.pool.length === patternsBefore : search.nodes < maxNodes) {
        break;
      }
    }
  }
  releaseArrays();
  if (!found) return null;
  return found.map((column) => {
    const dir = directions[column.layout.across ? 1 : 0] as Direction;
    return layOut(column.layout, new Set(column.items), items, dir, space);
  });
}
