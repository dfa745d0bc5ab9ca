import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NestingPiece, NestingSheet } from '@cutshop/domain/production';

/*
 * The 500 standard two-dimensional bin-packing instances (bench/data/2bp/README.md): the reader
 * of their `.2bp` files and the mapping onto `nest` (kerf 0, trim 0, one piece per item).
 */

export const TWO_BP_DIR = fileURLToPath(new URL('../../data/2bp/', import.meta.url));
export const TWO_BP_CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** One instance: its key in the best-known files, the bin (W x H) and the items (W x H). */
export interface TwoBpInstance {
  key: string;
  problemClass: number;
  items: number;
  /** Number of the instance within its size group (1..10). */
  relative: number;
  bin: { width: number; height: number };
  sizes: { width: number; height: number }[];
}

const fileOf = (problemClass: number) => `Class_${String(problemClass).padStart(2, '0')}.2bp`;
const sourceOf = (problemClass: number) => (problemClass <= 6 ? 'berkey1987' : 'martello1998');

/** The numbers at the start of each line of a `.2bp` file (the rest is a label). */
function numberLines(text: string): number[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const numbers: number[] = [];
      for (const word of line.split(/\s+/)) {
        if (!/^\d+$/.test(word)) break;
        numbers.push(Number(word));
      }
      return numbers;
    });
}

/** Parses one `.2bp` file: 50 instances, each header then `HBIN WBIN` then n lines `H W`. */
export function parseTwoBp(text: string, problemClass: number): TwoBpInstance[] {
  const lines = numberLines(text);
  const instances: TwoBpInstance[] = [];
  let at = 0;
  const next = (count: number, what: string): number[] => {
    const line = lines[at];
    at += 1;
    if (!line || line.length < count) {
      throw new Error(`${fileOf(problemClass)}: line ${at}: expected ${what}`);
    }
    return line;
  };
  while (at < lines.length) {
    const [declared] = next(1, 'the problem class');
    if (declared !== problemClass) {
      throw new Error(`${fileOf(problemClass)}: class ${declared} in the file of ${problemClass}`);
    }
    const [n = 0] = next(1, 'the number of items');
    const [relative = 0] = next(2, 'the number of the instance');
    const [height = 0, width = 0] = next(2, 'the bin size');
    const sizes = Array.from({ length: n }, () => {
      const [h = 0, w = 0] = next(2, 'an item size');
      return { width: w, height: h };
    });
    instances.push({
      key: `${sourceOf(problemClass)}/${fileOf(problemClass)}_${n}_${relative}`,
      problemClass,
      items: n,
      relative,
      bin: { width, height },
      sizes,
    });
  }
  return instances;
}

/** The instances of the given classes, in file order. */
export function readTwoBp(classes: readonly number[] = TWO_BP_CLASSES): TwoBpInstance[] {
  return classes.flatMap((c) => parseTwoBp(readFileSync(`${TWO_BP_DIR}${fileOf(c)}`, 'utf8'), c));
}

/** Best-known values by instance key (`variant`: oriented, rotation, 3nho or 3nhr). */
export function readBestKnown(variant: string): Map<string, number> {
  const text = readFileSync(`${TWO_BP_DIR}best-known-${variant}.csv`, 'utf8');
  const known = new Map<string, number>();
  for (const line of text.split('\n').slice(1)) {
    const [key, value] = line.trim().split(',');
    if (key && value) known.set(key, Number(value));
  }
  return known;
}

/**
 * The instance as `nest` takes it: the sheet is the bin (length W along x, width H), every item
 * one piece of length W and width H; no rotation: grain L for every piece; rotation: grain N.
 */
export function asNesting(
  instance: TwoBpInstance,
  rotation: boolean,
): { pieces: NestingPiece[]; sheet: NestingSheet } {
  return {
    sheet: { lengthMm: instance.bin.width, widthMm: instance.bin.height },
    pieces: instance.sizes.map((size, i) => ({
      id: String(i + 1),
      lengthMm: size.width,
      widthMm: size.height,
      quantity: 1,
      grain: rotation ? 'N' : 'L',
    })),
  };
}
