/*
 * An order's price as it is kept with the order and answered on the wire
 * (docs/production/prices.md, "Kept with the order"): the price the server computed at intake
 * with `priceOrder`, and the one adjustment line the shop may add when it approves. Part of the
 * package's main entry: screens read it without loading the production code.
 */
import { z } from 'zod';
import { codedIssue } from '../errors';
import { MESSAGES } from '../messages';
import { hasVisibleCharacter, multilineText } from '../text-schemas';
import { onFirstUse } from '../schema-on-first-use';

/** What a price line charges for. */
export const PRICE_LINE_KINDS = [
  'material',
  'customMaterial',
  'backBoard',
  'drawerBoard',
  'edgeBand',
  'hardware',
  'assembly',
  'cutting',
  'minimumOrder',
] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

/** The unit a line's quantity counts in. */
export const PRICE_UNITS = ['sheet', 'm2', 'm', 'piece', 'item'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

const money = onFirstUse(() => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

export const priceLineSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(PRICE_LINE_KINDS),
    ref: z.string(),
    description: z.string(),
    quantity: z.number().nonnegative(),
    unit: z.enum(PRICE_UNITS),
    unitPrice: money,
    amount: money,
  }),
);
/** One line of an order's price. Amounts are integers in minor units (150 = 1.50). */
export type PriceLine = z.output<typeof priceLineSchema>;

/** The longest reason of an adjustment. */
export const ADJUSTMENT_REASON_MAX = 500;

/**
 * The one line the shop may add when it approves an order: a discount (negative) or a
 * surcharge (positive) on the total, in minor units, with the reason the customer reads.
 */
export const priceAdjustmentInputSchema = onFirstUse(() =>
  z.object({
    amount: z
      .number({ error: MESSAGES.invalidFormat })
      .int(MESSAGES.invalidFormat)
      .min(-Number.MAX_SAFE_INTEGER, MESSAGES.invalidFormat)
      .max(Number.MAX_SAFE_INTEGER, MESSAGES.invalidFormat)
      .refine((amount) => amount !== 0, codedIssue('invalidFormat')),
    reason: multilineText(ADJUSTMENT_REASON_MAX).refine(
      hasVisibleCharacter,
      codedIssue('Required'),
    ),
  }),
);
export type PriceAdjustmentInput = z.output<typeof priceAdjustmentInputSchema>;

export const priceAdjustmentSchema = onFirstUse(() =>
  z.object({
    amount: z.number().int(),
    reason: z.string(),
    /** The admin who added it, and when (ISO 8601). */
    by: z.string(),
    at: z.string(),
  }),
);
export type PriceAdjustment = z.output<typeof priceAdjustmentSchema>;

/**
 * `GET /api/orders/{uuid}`'s and `POST /api/orders/`'s `price` (null when the shop set no price
 * list when the order was placed): `priceOrder`'s result, the adjustment, and the total the
 * customer pays (`total` + the adjustment, never below 0).
 */
export const orderPriceSchema = onFirstUse(() =>
  z.object({
    currency: z.string().nullable(),
    lines: z.array(priceLineSchema),
    subtotal: money,
    tax: money,
    total: money,
    onRequest: z.boolean(),
    priceListVersion: z.number().int().nonnegative(),
    /** The list's tax rate (0 to 1) and whether its prices include the tax, as priced. */
    taxRate: z.number().min(0).max(1),
    pricesIncludeTax: z.boolean(),
    adjustment: priceAdjustmentSchema.nullable().default(null),
    finalTotal: money.optional(),
  }),
);
export type StoredOrderPrice = z.output<typeof orderPriceSchema>;

/** What the customer pays: the total with the shop's adjustment, never below 0. */
export function payableTotal(price: Pick<StoredOrderPrice, 'total' | 'adjustment'>): number {
  return Math.max(0, price.total + (price.adjustment?.amount ?? 0));
}

/** The price with an adjustment put on it (replacing any earlier one). */
export function withAdjustment<Price extends Pick<StoredOrderPrice, 'total' | 'adjustment'>>(
  price: Price,
  adjustment: PriceAdjustment,
): Price & { adjustment: PriceAdjustment; finalTotal: number } {
  const adjusted = { ...price, adjustment };
  return { ...adjusted, finalTotal: payableTotal(adjusted) };
}

/**
 * An amount in minor units as people read it, in `language` and `currency`
 * (`Intl.NumberFormat`; the currency's own number of decimals).
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
