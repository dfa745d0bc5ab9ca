import { z } from 'zod';
import { MESSAGES } from './messages';
import { ISO_TIMESTAMP_PATTERN } from './schemas';

/*
 * The offcut stock's admin API (docs/decisions/0012-offcut-stock.md): the answers of
 * GET /api/offcuts and PUT /api/offcuts/:id, and the bodies of the correction and of an order's
 * replan, as schemas, so the admin screens, the mock API and the server read them the same way.
 */

/** An offcut's id as its label prints it: `OC-` and a whole number above 0, e.g. `OC-17`. */
export const OFFCUT_ID_PATTERN = /^OC-[1-9]\d{0,14}$/;

/** The id of offcut number `n` (the stock's row id). */
export function offcutIdOf(n: number): string {
  return `OC-${n}`;
}

/** The number of an offcut id (`OC-17` -> 17); null for anything that is not one. */
export function offcutNumberOf(id: string): number | null {
  return OFFCUT_ID_PATTERN.test(id) ? Number(id.slice(3)) : null;
}

const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A side of an offcut in millimetres: more than 0. */
const sideMm = z
  .number({ error: MESSAGES.notPositive })
  .finite()
  .positive(MESSAGES.notPositive)
  .max(100_000, MESSAGES.outOfParameters);

/** One offcut in stock, as GET /api/offcuts lists it and PUT /api/offcuts/:id answers it. */
export const stockOffcutAnswerSchema = z.object({
  id: z.string().regex(OFFCUT_ID_PATTERN),
  /** Along the length of the sheet it came from (the grain's direction when the board has one). */
  lengthMm: z.number().positive(),
  widthMm: z.number().positive(),
  /** The short id of the order whose fixed plan left it. */
  sourceOrderId: z.string(),
  sourceOrderUuid: z.uuid(),
  /** When it entered the stock (its order's plan was fixed), ISO 8601 with milliseconds. */
  createdAt: z.string().regex(ISO_TIMESTAMP_PATTERN),
  /** Grows by one with every correction; a correction or removal names the one it read. */
  version,
});
export type StockOffcutAnswer = z.infer<typeof stockOffcutAnswerSchema>;

/** The offcuts in stock of one material (same code and thickness), largest first. */
export const offcutStockMaterialSchema = z.object({
  /** `stockKeyOf(material)`, e.g. `COL-1/19`. */
  stockKey: z.string(),
  code: z.string(),
  name: z.string(),
  thicknessMm: z.number().positive(),
  offcuts: z.array(stockOffcutAnswerSchema),
});
export type OffcutStockMaterial = z.infer<typeof offcutStockMaterialSchema>;

/**
 * GET /api/offcuts: every offcut in stock (not taken by a fixed plan, not removed), per
 * material; a material without offcuts in stock is not listed.
 */
export const offcutStockSchema = z.object({
  materials: z.array(offcutStockMaterialSchema),
});
export type OffcutStock = z.infer<typeof offcutStockSchema>;

/** An offcut in stock with its material, as the server and the mock API hold it. */
export interface OffcutOfMaterial extends Omit<OffcutStockMaterial, 'offcuts'> {
  offcut: StockOffcutAnswer;
}

/**
 * GET /api/offcuts's answer from the offcuts in stock, given largest first: one entry per
 * material, ordered by stock key, its offcuts in the order given.
 */
export function offcutStockOf(offcuts: readonly OffcutOfMaterial[]): OffcutStock {
  const materials = new Map<string, OffcutStockMaterial>();
  for (const { offcut, ...material } of offcuts) {
    const entry = materials.get(material.stockKey) ?? { ...material, offcuts: [] };
    entry.offcuts.push(offcut);
    materials.set(material.stockKey, entry);
  }
  const byKey = (a: OffcutStockMaterial, b: OffcutStockMaterial) =>
    a.stockKey < b.stockKey ? -1 : a.stockKey > b.stockKey ? 1 : 0;
  return { materials: [...materials.values()].sort(byKey) };
}

/**
 * PUT /api/offcuts/:id: the offcut's measured sides and the version it was read at. A side may
 * only shrink or stay (the server checks it against the stored offcut: wood does not grow).
 */
export const offcutCorrectionSchema = z.strictObject({
  lengthMm: sideMm,
  widthMm: sideMm,
  version,
});
export type OffcutCorrection = z.infer<typeof offcutCorrectionSchema>;

/** POST /api/orders/:uuid/cutting-plan/replan: the order's version the admin read. */
export const replanRequestSchema = z.strictObject({ version });
export type ReplanRequest = z.infer<typeof replanRequestSchema>;
