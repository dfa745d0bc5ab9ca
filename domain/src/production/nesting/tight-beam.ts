import { orientationsOf, type Orientation, type PackItem } from './heuristics';
import { newSheet, placeItem, type PackedSheet, type PackNode, type PackSpace } from './pack-run';
import { greatestCommonDivisor as gcd } from '../../units';
import { NESTING_RULES } from './rules';
import type { BeamConfig } from './types';

/*
 * The beam search for a goal of few, nearly full sheets (docs/production/nesting.md, "Beam
 * search for tight goals"). The ruin and recreate reaches one piece set aside on such goals and
 * stays there; this search builds the goal's sheets from empty instead, one decision at a time,
 * and counts the area no piece can take any more. Each partial plan has open free rectangles;
 * the narrowest (or smallest) one is decided next: a kind of piece laid in its corner and cut out
 * by two guillotine cuts in either order, or the rectangle given up as waste. A rectangle no
 * piece left fits is waste at once. The area lost (waste, kerfs, and for every open rectangle
 * the part that no line of pieces can cover: its length less the longest sum of piece lengths
 * that fits, times its width, and across) may never exceed the goal's area less the pieces'
 * area; the partial plans that lose least (or least per area placed) are kept, `width` of them
 * at each step, and the width doubles until a plan is found or the budget ends. Counted work,
 * no random numbers: the same pieces give the same plan on every machine.
 */

const { configs, bestOfWidth } = NESTING_RULES.tightBeam;
/** The most sizes whose uncovered area is kept in a table (4 bytes each), not a map. */
const TABLE_CELLS = 4_000_000;
/**
 * The work of making one partial plan beyond its rectangles and kinds (copies, its settling):
 * about as long as this many candidates take, so that the work counted follows the time.
 */
const MADE_WORK = 40;
/** Bits of the subset sums' words handled per unit of work (32 a word, about 8 words a candidate). */
const WORDS_PER_WORK = 256;

/** Pieces of one size and grain: any of them may go where one goes. */
interface Kind {
  orientations: Orientation[];
  items: PackItem[];
}

/** An open free rectangle of a partial plan and the area in it no line of pieces can cover. */
interface Open {
  x: number;
  y: number;
  alongX: number;
  alongY: number;
  sheet: number;
  lost: number;
}

/**
 * A decision about an open rectangle: a kind laid in its corner, cut out by a rip first or not,
 * or (WASTE) the rectangle lost.
 */
interface Decision {
  kind: number;
  orientation: number;
  rip: boolean;
  at: Open;
}
const WASTE = -1;

/** A plan on its way: its open rectangles, the pieces left, the area lost and placed so far. */
interface PartialPlan {
  open: Open[];
  /** Pieces not yet placed, per kind, and in all. */
  left: Int32Array;
  count: number;
  /** Waste and kerfs, plus the open rectangles' `lost`. */
  lost: number;
  placed: number;
  /** The sum of a mix of each placed piece's kind (keyOf). */
  placedHash: number;
  sheets: number;
  parent: PartialPlan | null;
  decision: Decision | null;
}

export interface BeamOutcome {
  /** The goal's sheets, every item placed, or null when none was found within the budget. */
  sheets: PackedSheet[] | null;
  work: number;
}

/**
 * Marks in `words` (bit s of the bitset) every sum of the items' sizes up to `cap`, each item
 * taken once or not at all, in one of its sizes (one or two).
 */
function reachableSums(
  cap: number,
  sizes: readonly (readonly number[])[],
  words: Uint32Array,
): void {
  const count = (cap >>> 5) + 1;
  words.fill(0, 0, count);
  words[0] = 1;
  for (const options of sizes) {
    // Every reachable sum s gives s + d, for each size d the item may take. High words first,
    // each word read (at its own index and below) before it is written: in place.
    const [first = 0, second = first] = options;
    const words1 = first >>> 5;
    const bits1 = first & 31;
    const words2 = second >>> 5;
    const bits2 = second & 31;
    for (let w = count - 1; w >= words1 || w >= words2; w -= 1) {
      let bits = 0;
      if (w >= words1) {
        const from = w - words1;
        bits |= (words[from] as number) << bits1;
        if (bits1 > 0 && from > 0) bits |= (words[from - 1] as number) >>> (32 - bits1);
      }
      if (w >= words2) {
        const from = w - words2;
        bits |= (words[from] as number) << bits2;
        if (bits2 > 0 && from > 0) bits |= (words[from - 1] as number) >>> (32 - bits2);
      }
      words[w] = ((words[w] as number) | bits) >>> 0;
    }
  }
}

const reached = (words: Uint32Array, sum: number) =>
  ((words[sum >>> 5] as number) >>> (sum & 31)) & 1;

/**
 * The largest sum of the items' sizes, each item once and in one of its sizes (one or two),
 * that does not pass `cap`: subset sums in a bitset of words.
 */
export function longestSum(
  cap: number,
  sizes: readonly (readonly number[])[],
  words: Uint32Array,
): number {
  reachableSums(cap, sizes, words);
  for (let s = cap; s > 0; s -= 1) if (reached(words, s)) return s;
  return 0;
}

/**
 * Searches for a plan of the items on `goal` sheets within `budget` of work (each candidate
 * decision examined, MADE_WORK and the open rectangles and kinds looked at for each partial plan
 * made, the subset sums' bits by WORDS_PER_WORK). The plan's sheets are real cut trees, laid by
 * `placeItem` as the packer lays them.
 */
export function tightBeam(
  items: readonly PackItem[],
  space: PackSpace,
  goal: number,
  budget: number,
): BeamOutcome {
  const { kerf } = space;
  const sheetArea = space.alongX * space.alongY;
  const byShape = new Map<string, Kind>();
  for (const item of items) {
    const orientations = orientationsOf(item);
    const key = orientations.map((o) => `${o.alongX}x${o.alongY}`).join('|');
    const kind = byShape.get(key);
    if (kind) kind.items.push(item);
    else byShape.set(key, { orientations, items: [item] });
  }
  const kinds = [...byShape.values()];
  const area = (kind: Kind) =>
    (kind.orientations[0] as Orientation).alongX * (kind.orientations[0] as Orientation).alongY;
  const itemArea = kinds.reduce((sum, kind) => sum + area(kind) * kind.items.length, 0);
  const allowed = goal * sheetArea - itemArea;
  let work = 0;
  if (allowed < 0 || items.length === 0) return { sheets: null, work };

  // The area of an alongX x alongY rectangle that no line of the pieces can cover, for all the
  // pieces (a bound for any subset of them): kerf included, as a cut follows each piece.
  // Every size is a multiple of their greatest common divisor: the sums are counted in it.
  let unit = gcd(space.alongX, space.alongY);
  if (kerf > 0) unit = gcd(unit, kerf);
  for (const kind of kinds)
    for (const o of kind.orientations) unit = gcd(gcd(unit, o.alongX), o.alongY);
  const words = new Uint32Array((((Math.max(space.alongX, space.alongY) + kerf) / unit) >>> 5) + 2);
  // Known answers, by size in units: a table where it is small enough (-1: not yet known).
  const columns = Math.floor(space.alongY / unit) + 1;
  const cells = (Math.floor(space.alongX / unit) + 1) * columns;
  const table = cells <= TABLE_CELLS && sheetArea < 2 ** 31 ? new Int32Array(cells).fill(-1) : null;
  const uncovered = new Map<number, number>();
  const lostIn = (alongX: number, alongY: number): number => {
    const key = (alongX / unit) * columns + alongY / unit;
    const known = table ? table[key] : uncovered.get(key);
    if (known !== undefined && known >= 0) return known;
    const xs: number[][] = [];
    const ys: number[][] = [];
    for (const kind of kinds) {
      const fitting = kind.orientations.filter((o) => o.alongX <= alongX && o.alongY <= alongY);
      if (fitting.length === 0) continue;
      for (let i = 0; i < kind.items.length; i += 1) {
        xs.push(fitting.map((o) => (o.alongX + kerf) / unit));
        ys.push(fitting.map((o) => (o.alongY + kerf) / unit));
      }
    }
    let lost = alongX * alongY;
    if (xs.length > 0) {
      work += (xs.length * (alongX + alongY + 2 * kerf)) / unit / WORDS_PER_WORK;
      const reach = (cap: number, sizes: number[][]) =>
        Math.min(cap, longestSum(Math.floor((cap + kerf) / unit), sizes, words) * unit - kerf);
      const acrossX = alongX - reach(alongX, xs);
      const acrossY = alongY - reach(alongY, ys);
      lost = Math.max(acrossX * alongY, acrossY * alongX);
    }
    if (table) table[key] = lost;
    else uncovered.set(key, lost);
    return lost;
  };
  const fitsOne = (left: Int32Array, alongX: number, alongY: number): boolean => {
    for (let k = 0; k < kinds.length; k += 1) {
      if (left[k] === 0) continue;
      for (const o of (kinds[k] as Kind).orientations) {
        if (o.alongX <= alongX && o.alongY <= alongY) return true;
      }
    }
    return false;
  };
  const openRect = (x: number, y: number, alongX: number, alongY: number, sheet: number): Open => ({
    x,
    y,
    alongX,
    alongY,
    sheet,
    lost: lostIn(alongX, alongY),
  });

  /**
   * Brings a partial plan to its next decision: open rectangles no piece left fits are lost,
   * a new sheet opens when none is left; its next rectangle goes last. 'dead' when it cannot
   * reach the goal.
   */
  const settle = (plan: PartialPlan, config: BeamConfig): 'dead' | 'done' | 'open' => {
    for (;;) {
      if (plan.count === 0) return 'done';
      work += plan.open.length + kinds.length;
      if (plan.open.length === 0) {
        if (plan.sheets >= goal) return 'dead';
        const sheet = openRect(0, 0, space.alongX, space.alongY, plan.sheets);
        plan.open = [sheet];
        plan.sheets += 1;
        plan.lost += sheet.lost;
        if (plan.lost > allowed) return 'dead';
      }
      let next = 0;
      for (let i = 1; i < plan.open.length; i += 1) {
        const a = plan.open[i] as Open;
        const b = plan.open[next] as Open;
        const better =
          config.next === 'narrowest'
            ? Math.min(a.alongX, a.alongY) < Math.min(b.alongX, b.alongY)
            : a.alongX * a.alongY < b.alongX * b.alongY;
        if (better) next = i;
      }
      const rect = plan.open[next] as Open;
      const rest = plan.open.filter((_, i) => i !== next);
      if (fitsOne(plan.left, rect.alongX, rect.alongY)) {
        plan.open = [...rest, rect];
        // On the last sheet every piece left must fit an open rectangle.
        if (plan.sheets === goal) {
          for (let k = 0; k < kinds.length; k += 1) {
            if (plan.left[k] === 0) continue;
            const fits = (kinds[k] as Kind).orientations.some((o) =>
              plan.open.some((r) => o.alongX <= r.alongX && o.alongY <= r.alongY),
            );
            if (!fits) return 'dead';
          }
        }
        return 'open';
      }
      plan.open = rest;
      plan.lost += rect.alongX * rect.alongY - rect.lost;
      if (plan.lost > allowed) return 'dead';
    }
  };

  /** The two free rectangles left beside a piece laid in the corner of `rect`. */
  const leftovers = (rect: Open, o: Orientation, rip: boolean): Open[] => {
    const { x, y, alongX, alongY, sheet } = rect;
    const out: Open[] = [];
    const above = alongY - o.alongY - kerf;
    const beside = alongX - o.alongX - kerf;
    const cutY = alongY > o.alongY;
    const cutX = alongX > o.alongX;
    if (rip) {
      if (cutY && above > 0) out.push(openRect(x, y + o.alongY + kerf, alongX, above, sheet));
      if (cutX && beside > 0) out.push(openRect(x + o.alongX + kerf, y, beside, o.alongY, sheet));
    } else {
      if (cutX && beside > 0) out.push(openRect(x + o.alongX + kerf, y, beside, alongY, sheet));
      if (cutY && above > 0) out.push(openRect(x, y + o.alongY + kerf, o.alongX, above, sheet));
    }
    return out;
  };

  // The candidates of one step, in arrays that grow as needed: the plan, the kind (-1: the
  // rectangle lost), the orientation, the cut order, the area lost after it and the rank.
  let capacity = 1024;
  let from = new Int32Array(capacity);
  let kindOf = new Int32Array(capacity);
  let orientationOf = new Uint8Array(capacity);
  let ripOf = new Uint8Array(capacity);
  let lostOf = new Float64Array(capacity);
  let rankOf = new Float64Array(capacity);
  const grow = () => {
    capacity *= 2;
    const more = <T extends Int32Array | Uint8Array | Float64Array>(old: T, made: T): T => {
      made.set(old);
      return made;
    };
    from = more(from, new Int32Array(capacity));
    kindOf = more(kindOf, new Int32Array(capacity));
    orientationOf = more(orientationOf, new Uint8Array(capacity));
    ripOf = more(ripOf, new Uint8Array(capacity));
    lostOf = more(lostOf, new Float64Array(capacity));
    rankOf = more(rankOf, new Float64Array(capacity));
  };

  /** The area lost beside a piece laid in `rect`: its leftovers' uncovered parts, kerfs, slivers. */
  const lostBeside = (rect: Open, o: Orientation, rip: boolean): number => {
    const { alongX, alongY } = rect;
    const above = alongY - o.alongY - kerf;
    const beside = alongX - o.alongX - kerf;
    let lost = alongX * alongY - o.alongX * o.alongY;
    if (alongY > o.alongY && above > 0) {
      const wide = rip ? alongX : o.alongX;
      lost -= wide * above - lostIn(wide, above);
    }
    if (alongX > o.alongX && beside > 0) {
      const high = rip ? o.alongY : alongY;
      lost -= beside * high - lostIn(beside, high);
    }
    return lost;
  };

  /** A 32-bit mix of a number: the hashes below add such mixes, so the order does not count. */
  const mix = (value: number, salt: number): number => {
    let h = Math.imul(value ^ salt, 2654435761);
    h ^= h >>> 15;
    h = Math.imul(h, 2246822519);
    return (h ^ (h >>> 13)) >>> 0;
  };
  /**
   * A 52-bit hash of the pieces placed (`placedHash`, a sum kept along the decisions) and the
   * open rectangles' sizes: plans alike in both have the same futures.
   */
  const keyOf = (plan: PartialPlan): number => {
    let a = plan.placedHash + plan.sheets * 40503;
    let b = plan.sheets;
    for (const r of plan.open) {
      const size = r.alongX * (space.alongY + 1) + r.alongY;
      a += mix(size, 0x9e3779b9);
      b += mix(size, 0x85ebca6b);
    }
    return (a % 4294967296) * 2097152 + (b % 2097152);
  };

  /** The k-th smallest of `values[0..count)` (0-based), by selection. */
  const kthSmallest = (values: Float64Array, count: number, k: number): number => {
    const copy = values.slice(0, count);
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const pivot = copy[(low + high) >>> 1] as number;
      let i = low;
      let j = high;
      while (i <= j) {
        while ((copy[i] as number) < pivot) i += 1;
        while ((copy[j] as number) > pivot) j -= 1;
        if (i <= j) {
          const t = copy[i] as number;
          copy[i] = copy[j] as number;
          copy[j] = t;
          i += 1;
          j -= 1;
        }
      }
      if (k <= j) high = j;
      else if (k >= i) low = i;
      else break;
    }
    return copy[k] as number;
  };

  const search = (config: BeamConfig, width: number): PartialPlan | null => {
    const root: PartialPlan = {
      open: [],
      left: Int32Array.from(kinds, (kind) => kind.items.length),
      count: items.length,
      lost: 0,
      placed: 0,
      placedHash: 0,
      sheets: 0,
      parent: null,
      decision: null,
    };
    if (settle(root, config) !== 'open') return null;
    const byLost = config.rank === 'lost';
    const tie = 1 / (sheetArea * goal + 1);
    let beam: PartialPlan[] = [root];
    while (beam.length > 0 && work < budget) {
      let count = 0;
      const add = (
        p: number,
        kind: number,
        orientation: number,
        rip: boolean,
        lost: number,
        placed: number,
      ) => {
        if (count === capacity) grow();
        from[count] = p;
        kindOf[count] = kind;
        orientationOf[count] = orientation;
        ripOf[count] = rip ? 1 : 0;
        lostOf[count] = lost;
        // Ties: the plan that has placed more.
        rankOf[count] = byLost ? lost - placed * tie : lost / (placed + 1);
        count += 1;
      };
      for (let p = 0; p < beam.length; p += 1) {
        const plan = beam[p] as PartialPlan;
        const rect = plan.open[plan.open.length - 1] as Open;
        const base = plan.lost - rect.lost;
        for (let k = 0; k < kinds.length; k += 1) {
          if (plan.left[k] === 0) continue;
          const { orientations } = kinds[k] as Kind;
          for (let oi = 0; oi < orientations.length; oi += 1) {
            const o = orientations[oi] as Orientation;
            if (o.alongX > rect.alongX || o.alongY > rect.alongY) continue;
            const placed = plan.placed + o.alongX * o.alongY;
            work += 2;
            const lostRip = base + lostBeside(rect, o, true);
            if (lostRip <= allowed) add(p, k, oi, true, lostRip, placed);
            // One cut, or none: both orders give the same rectangles.
            if (o.alongX === rect.alongX || o.alongY === rect.alongY) continue;
            const lostCross = base + lostBeside(rect, o, false);
            if (lostCross <= allowed) add(p, k, oi, false, lostCross, placed);
          }
        }
        const wasted = base + rect.alongX * rect.alongY;
        work += 1;
        if (wasted <= allowed) add(p, WASTE, 0, false, wasted, plan.placed);
      }
      // The best bestOfWidth x width candidates by rank (ties: the earlier), then plans from
      // them in that order until the width is full.
      const kept = Math.min(count, bestOfWidth * width);
      const limit = kept < count ? kthSmallest(rankOf, count, kept - 1) : Number.POSITIVE_INFINITY;
      work += count;
      const order: number[] = [];
      for (let c = 0; c < count; c += 1) if ((rankOf[c] as number) <= limit) order.push(c);
      order.sort((a, b) => (rankOf[a] as number) - (rankOf[b] as number) || a - b);
      const next: PartialPlan[] = [];
      const seen = new Set<number>();
      for (const c of order) {
        if (next.length >= width) break;
        const plan = beam[from[c] as number] as PartialPlan;
        const at = plan.open[plan.open.length - 1] as Open;
        const open = plan.open.slice(0, -1);
        const kind = kindOf[c] as number;
        let child: PartialPlan;
        if (kind === WASTE) {
          const decision = { kind, orientation: 0, rip: false, at };
          child = { ...plan, open, lost: lostOf[c] as number, parent: plan, decision };
        } else {
          const o = (kinds[kind] as Kind).orientations[orientationOf[c] as number] as Orientation;
          const rip = ripOf[c] === 1;
          const left = plan.left.slice();
          left[kind] = (left[kind] as number) - 1;
          child = {
            open: [...open, ...leftovers(at, o, rip)],
            left,
            count: plan.count - 1,
            lost: lostOf[c] as number,
            placed: plan.placed + o.alongX * o.alongY,
            placedHash: plan.placedHash + mix(kind, 0x27d4eb2f),
            sheets: plan.sheets,
            parent: plan,
            decision: { kind, orientation: orientationOf[c] as number, rip, at },
          };
        }
        const state = settle(child, config);
        if (state === 'done') return child;
        if (state === 'dead') continue;
        work += MADE_WORK + child.open.length + kinds.length;
        const key = keyOf(child);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(child);
      }
      beam = next;
    }
    return null;
  };

  /** The plan's sheets, laid decision by decision as the packer lays pieces. */
  const build = (plan: PartialPlan): PackedSheet[] => {
    const decisions: Decision[] = [];
    for (let p: PartialPlan | null = plan; p; p = p.parent)
      if (p.decision) decisions.push(p.decision);
    decisions.reverse();
    const sheets: PackedSheet[] = [];
    const taken = kinds.map(() => 0);
    for (const { kind: k, orientation, rip, at } of decisions) {
      if (k === WASTE) continue;
      while (sheets.length <= at.sheet) sheets.push(newSheet(space));
      const sheet = sheets[at.sheet] as PackedSheet;
      const index = sheet.free.findIndex(
        (node: PackNode) => node.rect.x === at.x && node.rect.y === at.y,
      );
      const node = sheet.free[index];
      if (!node || node.rect.alongX !== at.alongX || node.rect.alongY !== at.alongY) {
        throw new Error('tight beam: a decision does not match the sheet it was made for');
      }
      const kind = kinds[k] as Kind;
      const item = kind.items[taken[k] as number] as PackItem;
      taken[k] = (taken[k] as number) + 1;
      placeItem(sheet, index, item, kind.orientations[orientation] as Orientation, rip, kerf);
    }
    return sheets;
  };

  for (let width = 1; work < budget; width *= 2) {
    for (const config of configs) {
      const found = search(config, width);
      if (found) return { sheets: build(found), work };
      if (work >= budget) break;
    }
  }
  return { sheets: null, work };
}
