import { z } from 'zod';
import { ACCESSORY_TYPES } from './accessory-types';
import { categoryTreeSchema } from './catalogue';
import { DEFAULT_CHECK_SETTINGS } from './production/parts/parts-settings';
import { checkSettingsSchema } from './production/settings';
import { orderPriceSchema } from './pricing/order-price';
import {
  ISO_TIMESTAMP_PATTERN,
  ORDER_LANGUAGES,
  orderStatusSchema,
  storedCabinetsSchema,
  storedMaterialsSchema,
  storedOrderSchema,
  unitSchema,
} from './schemas';
import { onFirstUse } from './schema-on-first-use';
import { trackingPathSchema } from './tracking-path';

/**
 * The customer's tracking page (docs/product.md, "Following an order"): a link with a token of
 * 128 random bits (16 bytes in base64url: 22 characters) that shows the order without any of
 * the customer's contact details.
 */

export { TRACKING_TOKEN_PATTERN, trackingPathOf, trackingPathSchema } from './tracking-path';

/**
 * POST /api/orders/'s answer (a replay's too): the stored order with the price the server
 * computed at intake (null: the shop had no price list) and the path of a tracking link minted
 * with it (a replay mints another; every link stays valid).
 */
export const placedOrderSchema = onFirstUse(() =>
  storedOrderSchema.extend({
    price: orderPriceSchema.nullable().default(null),
    trackingPath: trackingPathSchema,
  }),
);
export type PlacedOrder = z.output<typeof placedOrderSchema>;

const timestampSchema = onFirstUse(() => z.string().regex(ISO_TIMESTAMP_PATTERN));

/** One step of the order's way: the status it reached and when (the first: Pending, placed). */
export const trackedStepSchema = onFirstUse(() =>
  z.object({ status: orderStatusSchema, at: timestampSchema }),
);
export type TrackedStep = z.output<typeof trackedStepSchema>;

/** The price as the customer sees it: no lines, no admin, the shop's adjustment with its reason. */
export const trackedPriceSchema = onFirstUse(() =>
  orderPriceSchema
    .pick({
      currency: true,
      subtotal: true,
      tax: true,
      total: true,
      onRequest: true,
      taxRate: true,
      pricesIncludeTax: true,
    })
    .extend({
      adjustment: z.object({ amount: z.number().int(), reason: z.string() }).nullable(),
      /** What the customer pays: `total` with the adjustment, never below 0. */
      finalTotal: z.number().int(),
    }),
);
export type TrackedPrice = z.output<typeof trackedPriceSchema>;

const hardwareEntrySchema = onFirstUse(() =>
  z.object({
    total: z.number(),
    cabinets: z.array(
      z.object({ index: z.number().int(), type: z.string(), quantity: z.number() }),
    ),
  }),
);

/** The domain's hardware summary (`hardwareForOrder`), as the tracking page receives it. */
export const trackedHardwareSchema = onFirstUse(() =>
  z.object({
    unit: unitSchema,
    accessories: z.record(z.enum(ACCESSORY_TYPES), hardwareEntrySchema),
    warnings: z.array(
      z.object({
        index: z.number().int(),
        type: z.string(),
        accessory: z.enum(ACCESSORY_TYPES),
        code: z.literal('liftUpOutOfRange'),
        message: z.string(),
      }),
    ),
  }),
);

/**
 * GET /api/track/:token: the order as its customer may see it. Never the customer's name,
 * e-mail, address or phone number, nor the notes (free text that may hold them), nor who at the
 * shop changed what.
 */
export const trackedOrderSchema = onFirstUse(() =>
  z.object({
    /** The short order id the customer quotes (`shortOrderId`). */
    orderId: z.string().min(1),
    /** The order's name as the customer gave it ("Kitchen"). */
    name: z.string(),
    status: orderStatusSchema,
    /** Oldest first; the first step is Pending, when the order was placed. */
    history: z.array(trackedStepSchema).min(1),
    /** Why the shop rejected the order; null unless it did. */
    rejectionReason: z.string().nullable(),
    language: z.enum(ORDER_LANGUAGES),
    unit: unitSchema,
    cabinets: storedCabinetsSchema,
    material: storedMaterialsSchema,
    /** The part of the catalogue the order was placed with: names and models for the drawings. */
    catalogue: categoryTreeSchema,
    hardware: trackedHardwareSchema,
    price: trackedPriceSchema.nullable(),
    /**
     * The legs, front gap and reveal the order is built with (its kept production settings,
     * docs/production/parts.md, "The shop's parts settings"): its drawings stand on those legs and
     * their fronts take that gap and reveal. Absent: the defaults.
     */
    checkSettings: checkSettingsSchema.default({ ...DEFAULT_CHECK_SETTINGS }),
  }),
);
export type TrackedOrder = z.output<typeof trackedOrderSchema>;
