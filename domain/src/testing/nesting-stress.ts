import type { Grain, NestingPiece, NestingSheet } from '../production';

/*
 * A seeded stress case for the nesting tests and the benchmark: a few hundred single pieces of
 * cabinet-like sizes with mixed grain on the default sheet. The same seed always gives the same
 * list (a small linear congruential generator, no Math.random).
 */

/** The stress case's numbers. */
export const STRESS_CASE = {
  pieces: 300,
  seed: 20261124,
  sheet: { lengthMm: 2800, widthMm: 2070 } satisfies NestingSheet,
  /** Piece lengths and widths, whole millimetres (a width never exceeds its length). */
  lengthMm: { min: 100, max: 2000 },
  widthMm: { min: 50, max: 800 },
  /** Share of pieces with each grain; the rest have none. */
  grainShare: { L: 0.35, W: 0.15 },
  /** Numerical Recipes' 32-bit linear congruential generator. */
  lcg: { multiplier: 1664525, increment: 1013904223, modulus: 2 ** 32 },
} as const;

/** A deterministic stream of numbers in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  const { multiplier, increment, modulus } = STRESS_CASE.lcg;
  let state = seed % modulus;
  return () => {
    state = (Math.imul(state, multiplier) + increment) >>> 0;
    return state / modulus;
  };
}

/** `count` pieces (quantity 1 each, ids `s001`...) drawn from `seed`. */
export function stressPieces(
  count: number = STRESS_CASE.pieces,
  seed: number = STRESS_CASE.seed,
): NestingPiece[] {
  const random = seededRandom(seed);
  const between = ({ min, max }: { min: number; max: number }) =>
    min + Math.floor(random() * (max - min + 1));
  const { L, W } = STRESS_CASE.grainShare;
  const digits = String(count).length;
  return Array.from({ length: count }, (_, index) => {
    const a = between(STRESS_CASE.lengthMm);
    const b = between(STRESS_CASE.widthMm);
    const roll = random();
    const grain: Grain = roll < L ? 'L' : roll < L + W ? 'W' : 'N';
    return {
      id: `s${String(index + 1).padStart(digits, '0')}`,
      lengthMm: Math.max(a, b),
      widthMm: Math.min(a, b),
      quantity: 1,
      grain,
    };
  });
}
