/*
 * The shop's price list (docs/production/prices.md): its zod schemas, for GET and PUT
 * /api/price-list and the admin's form. Amounts are integers in minor units (150 = 1.50), never
 * floating point. Part of the package's main entry, so the customer's first pages can read the
 * list without loading the production code; the price function is `priceOrder`, in
 * `@cutshop/domain/production`.
 */
import { z } from 'zod';
import { ACCESSORY_TYPES, type AccessoryType } from '../accessory-types';
import { codedIssue } from '../errors';
import { MESSAGES } from '../messages';
import { onFirstUse } from '../schema-on-first-use';

/** The limits of the price list's numbers (docs/production/prices.md, "The price list"). */
export const PRICE_LIST_LIMITS = {
  /** The largest amount, in minor units: integers above it lose their exactness in a number. */
  maxAmount: Number.MAX_SAFE_INTEGER,
  /** Decimals of the tax rate (0.2125 = 21.25 %). */
  taxRateDecimals: 4,
  /** Decimals of a waste percentage (12.5 %). */
  wastePercentDecimals: 2,
  maxWastePercent: 100,
} as const;

/** True when `value` has at most `decimals` decimals (read as its shortest decimal text). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** An amount in minor units: a non-negative safe integer. */
const amountSchema = onFirstUse(() =>
  z.number({ error: MESSAGES.invalidAmount }).superRefine((value, context) => {
    if (!Number.isInteger(value) || value < 0) {
      context.addIssue({ code: 'custom', ...codedIssue('invalidAmount') });
    } else if (value > PRICE_LIST_LIMITS.maxAmount) {
      context.addIssue({ code: 'custom', ...codedIssue('amountTooLarge') });
    }
  }),
);

let knownCurrencies: ReadonlySet<string> | null | undefined;

/** The ISO 4217 codes the runtime knows, or null where it cannot list them. */
function currencies(): ReadonlySet<string> | null {
  if (knownCurrencies === undefined) {
    const supported = (Intl as { supportedValuesOf?: (key: 'currency') => string[] })
      .supportedValuesOf;
    knownCurrencies = typeof supported === 'function' ? new Set(supported('currency')) : null;
  }
  return knownCurrencies;
}

/** Whether `code` is an ISO 4217 currency code (three capitals the runtime knows, if it lists them). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = currencies();
  return known === null || known.has(code);
}

const currencySchema = onFirstUse(() =>
  z
    .string({ error: MESSAGES.invalidCurrency })
    .refine(isCurrencyCode, codedIssue('invalidCurrency')),
);

const taxRateSchema = onFirstUse(() =>
  z
    .number({ error: MESSAGES.invalidTaxRate })
    .refine(
      (rate) =>
        rate >= 0 && rate <= 1 && hasAtMostDecimals(rate, PRICE_LIST_LIMITS.taxRateDecimals),
      codedIssue('invalidTaxRate'),
    ),
);

const wastePercentSchema = onFirstUse(() =>
  z
    .number({ error: MESSAGES.invalidWastePercent })
    .refine(
      (percent) =>
        percent >= 0 &&
        percent <= PRICE_LIST_LIMITS.maxWastePercent &&
        hasAtMostDecimals(percent, PRICE_LIST_LIMITS.wastePercentDecimals),
      codedIssue('invalidWastePercent'),
    ),
);

/** A tile's price: per whole sheet the cutting plan uses, or per m² with a waste allowance. */
export type MaterialPrice = { perSheet: number } | { perM2: number; wastePercent: number };

const materialPriceSchema = onFirstUse(() =>
  z
    .object({
      perSheet: amountSchema.optional(),
      perM2: amountSchema.optional(),
      wastePercent: wastePercentSchema.optional(),
    })
    .superRefine((price, context) => {
      const perSheet = price.perSheet !== undefined;
      const perM2 = price.perM2 !== undefined;
      if (perSheet === perM2 || (perSheet && price.wastePercent !== undefined)) {
        context.addIssue({ code: 'custom', ...codedIssue('invalidMaterialPrice') });
      }
    })
    .transform((price): MaterialPrice =>
      price.perSheet !== undefined
        ? { perSheet: price.perSheet }
        : { perM2: price.perM2 ?? 0, wastePercent: price.wastePercent ?? 0 },
    ),
);

/** A tile id as a key of `materials`: the text of a positive integer, no leading zero. */
const TILE_ID_KEY = /^[1-9]\d*$/;

const materialsSchema = onFirstUse(() =>
  z.record(z.string(), materialPriceSchema).superRefine((materials, context) => {
    for (const key of Object.keys(materials)) {
      if (!TILE_ID_KEY.test(key) || !Number.isSafeInteger(Number(key))) {
        context.addIssue({ code: 'custom', path: [key], ...codedIssue('invalidTileId') });
      }
    }
  }),
);

const ACCESSORY_KEYS: ReadonlySet<string> = new Set(ACCESSORY_TYPES);

const hardwareSchema = onFirstUse(() =>
  z
    .record(z.string(), amountSchema)
    .superRefine((hardware, context) => {
      for (const key of Object.keys(hardware)) {
        if (!ACCESSORY_KEYS.has(key)) {
          context.addIssue({ code: 'custom', path: [key], ...codedIssue('unknownAccessory') });
        }
      }
    })
    .transform((hardware) => hardware as Partial<Record<AccessoryType, number>>),
);

/** A price list's version: 0 before the shop first saves one, then 1, 2, ... */
const versionSchema = onFirstUse(() => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** The price list the shop has set (docs/production/prices.md). */
export interface SetPriceList {
  version: number;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
  /** 0..1, at most 4 decimals: 0.21 is 21 %. */
  taxRate: number;
  /** Whether the prices below already include the tax. */
  pricesIncludeTax: boolean;
  /** The least an order pays; a smaller order pays the difference as one line. */
  minimumOrder: number;
  /** Keyed by tile id ("1", "26"); a tile without an entry costs 0. */
  materials: Record<string, MaterialPrice>;
  /** A custom material's price per m²; null: on request. */
  customMaterialPerM2: number | null;
  /** An applied back board (material `BACK-<mm>`) per m². */
  backBoardPerM2: number;
  /** The drawer boxes' board (material `DRAWER-<mm>`) per m². */
  drawerBoardPerM2: number;
  edgeBandPerMetre: number;
  /** Per piece or set; per metre for golaJ, golaC and toeKick. A missing type costs 0. */
  hardware: Partial<Record<AccessoryType, number>>;
  /** Per item (times its quantity) with screw or dowel assembly chosen. */
  assemblyPerItem: number;
  /** Per sheet of the cutting plan. */
  cuttingPerSheet: number;
}

/** No price list: the shop quotes by hand, and no price shows anywhere. */
export interface EmptyPriceList {
  version: number;
}

/** GET /api/price-list: `{ version }` alone when the shop sets no prices. */
export type PriceList = SetPriceList | EmptyPriceList;

/** The priced fields, each optional on the wire (a missing price is 0). */
const priceFields = onFirstUse(() => ({
  currency: currencySchema.optional(),
  taxRate: taxRateSchema.optional(),
  pricesIncludeTax: z.boolean().optional(),
  minimumOrder: amountSchema.optional(),
  materials: materialsSchema.optional(),
  customMaterialPerM2: amountSchema.nullable().optional(),
  backBoardPerM2: amountSchema.optional(),
  drawerBoardPerM2: amountSchema.optional(),
  edgeBandPerMetre: amountSchema.optional(),
  hardware: hardwareSchema.optional(),
  assemblyPerItem: amountSchema.optional(),
  cuttingPerSheet: amountSchema.optional(),
}));

/** The priced fields' names (read when a list is checked: priceFields is built on first use). */
const priceFieldNames = () => Object.keys(priceFields) as (keyof typeof priceFields)[];

type WireList = { version: number } & {
  [Field in keyof typeof priceFields]?: z.output<(typeof priceFields)[Field]>;
};

/** A wire list as a PriceList: `{ version }` alone, or every field with 0 for a missing price. */
function normalise(list: WireList): PriceList {
  if (list.currency === undefined) return { version: list.version };
  return {
    version: list.version,
    currency: list.currency,
    taxRate: list.taxRate ?? 0,
    pricesIncludeTax: list.pricesIncludeTax ?? false,
    minimumOrder: list.minimumOrder ?? 0,
    materials: list.materials ?? {},
    customMaterialPerM2: list.customMaterialPerM2 === undefined ? 0 : list.customMaterialPerM2,
    backBoardPerM2: list.backBoardPerM2 ?? 0,
    drawerBoardPerM2: list.drawerBoardPerM2 ?? 0,
    edgeBandPerMetre: list.edgeBandPerMetre ?? 0,
    hardware: list.hardware ?? {},
    assemblyPerItem: list.assemblyPerItem ?? 0,
    cuttingPerSheet: list.cuttingPerSheet ?? 0,
  };
}

/**
 * A price list on the wire (GET /api/price-list): `{ version }` alone is the empty list; with
 * any price the `currency` is required, and a missing price is 0 (docs/production/prices.md).
 * Bad values are coded field errors (`fieldErrorsFromZod`).
 */
export const priceListSchema = onFirstUse(() =>
  z
    .object({ version: versionSchema, ...priceFields })
    .superRefine((list, context) => {
      const priced = priceFieldNames().some((field) => list[field] !== undefined);
      if (priced && list.currency === undefined) {
        context.addIssue({ code: 'custom', path: ['currency'], ...codedIssue('Required') });
      }
    })
    .transform(normalise),
);

/**
 * The body of PUT /api/price-list: the `version` read, and either the whole list (every field
 * given; `materials` and `hardware` list only the priced keys) or nothing else, which empties
 * the list (no price shows anywhere).
 */
export const priceListUpdateSchema = onFirstUse(() =>
  z
    .object({ version: versionSchema, ...priceFields })
    .superRefine((list, context) => {
      const given = priceFieldNames().filter((field) => list[field] !== undefined);
      if (given.length === 0) return;
      for (const field of priceFieldNames()) {
        if (list[field] === undefined) {
          context.addIssue({ code: 'custom', path: [field], ...codedIssue('Required') });
        }
      }
    })
    .transform(normalise),
);

/** The body of PUT /api/price-list. */
export type PriceListUpdate = z.output<typeof priceListUpdateSchema>;

/** Whether the shop has set prices; when not, no price shows anywhere. */
export function isPriceListSet(list: PriceList): list is SetPriceList {
  return 'currency' in list;
}

/** The empty price list of a shop that has never saved one. */
export const EMPTY_PRICE_LIST: EmptyPriceList = { version: 0 };
