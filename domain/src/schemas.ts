import { z } from 'zod';
import { isEmailAddress } from './email-address';
import { codedIssue } from './errors';
import { itemSchema } from './item-schema';
import { onFirstUse } from './schema-on-first-use';
import { MESSAGES } from './messages';
import { TEXT_LIMITS, multilineText, requiredText } from './text-schemas';
import { UNITS } from './units';

/** An empty text is the required rule's to report; anything else must be an address. */
const emptyOrEmailAddress = (text: string) => text === '' || isEmailAddress(text);

/**
 * The pattern orders were taken with before isEmailAddress (a top-level part of 2 to 4 letters,
 * docs/product.md §5 as it was): an order stored then still opens, whatever its address.
 */
const EARLIER_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,4}$/i;

// ---------------------------------------------------------------------------------------------
// Customer

export const customerSchema = onFirstUse(() =>
  z.object({
    fullName: requiredText(MESSAGES.Required),
    address: requiredText(MESSAGES.Required),
    email: requiredText(MESSAGES.Required).refine(emptyOrEmailAddress, MESSAGES.invalidEmail),
    phoneNumber: requiredText(MESSAGES.Required),
    orderName: requiredText(MESSAGES.Required),
  }),
);
export type Customer = z.infer<typeof customerSchema>;

/** A customer text as an order stored it: trimmed, 1 to 255 characters. */
const storedCustomerText = onFirstUse(() => z.string().trim().min(1).max(TEXT_LIMITS.shortText));

/**
 * A customer as an order stored it, read without the character rules of requiredText (they came
 * later; docs/rules-and-defaults.md, "Texts and quantities"), so that an order taken before them
 * still opens in the admin screens.
 */
const storedCustomerSchema = onFirstUse(() =>
  z.object({
    fullName: storedCustomerText,
    address: storedCustomerText,
    email: storedCustomerText.refine(
      (text) => isEmailAddress(text) || EARLIER_EMAIL_PATTERN.test(text),
    ),
    phoneNumber: storedCustomerText,
    orderName: storedCustomerText,
  }),
);

// ---------------------------------------------------------------------------------------------
// Materials: the cabinet colour and the finish material

export const unitSchema = onFirstUse(() => z.enum(UNITS));
const MATERIAL_TYPES = ['cabinet', 'finish'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

const positive = onFirstUse(() => z.number().finite().positive());

/** A sheet size: positive, in the material's unit. */
const sheetSize = onFirstUse(() =>
  z.number({ error: MESSAGES.Required }).finite().positive(MESSAGES.invalidFormat),
);

const materialFields = () => ({
  id: z.number().int().nullable(),
  name: requiredText(MESSAGES.Required),
  x: sheetSize.nullable(),
  y: sheetSize.nullable(),
  z: sheetSize.nullable(),
  grain: z.boolean({ error: MESSAGES.Required }).nullable(),
  custom: z.boolean(),
});

/**
 * Custom materials need their sizes and grain; ready-made ones need their catalogue id. The
 * paths of the issues name the missing field so a form can show them.
 */
function checkMaterialCompleteness(
  material: {
    id: number | null;
    x: number | null;
    y: number | null;
    z: number | null;
    grain: boolean | null;
    custom: boolean;
  },
  context: z.RefinementCtx,
) {
  if (material.custom) {
    for (const key of ['x', 'y', 'z', 'grain'] as const) {
      if (material[key] === null) {
        context.addIssue({ code: 'custom', path: [key], ...codedIssue('Required') });
      }
    }
  } else if (material.id === null) {
    context.addIssue({ code: 'custom', path: ['id'], ...codedIssue('Required') });
  }
}

/**
 * A cabinet colour or finish material as the customer chose it (docs/product.md §3, cart). Custom ones carry
 * name, x, y, z, grain and `materialType`; ready-made ones carry their catalogue id and name,
 * sizes and grain null.
 */
export const materialChoiceSchema = onFirstUse(() =>
  z
    .object({
      ...materialFields(),
      unit: unitSchema,
      materialType: z.enum(MATERIAL_TYPES).optional(),
    })
    .superRefine((material, context) => {
      checkMaterialCompleteness(material, context);
      if (material.custom && material.materialType === undefined) {
        context.addIssue({ code: 'custom', path: ['materialType'], ...codedIssue('Required') });
      }
    }),
);
export type MaterialChoice = z.infer<typeof materialChoiceSchema>;

/** A custom cabinet colour sent inside the wire material: the whole custom object. */
const customColourSchema = onFirstUse(() =>
  materialChoiceSchema.refine((colour) => colour.custom && colour.materialType === 'cabinet', {
    message: 'a colour object must be a custom cabinet material',
  }),
);

/**
 * The single entry of `material` in the order as sent (docs/product.md §3): the finish material, with the
 * cabinet colour in `color` (its catalogue id when ready-made, the whole custom object else).
 * `unit` and `materialType` are carried when the client has them, so a custom size never loses
 * its unit.
 */
export const wireMaterialSchema = onFirstUse(() =>
  z
    .object({
      ...materialFields(),
      unit: unitSchema.optional(),
      materialType: z.literal('finish').optional(),
      color: z.union([z.number().int(), customColourSchema]),
    })
    .superRefine(checkMaterialCompleteness),
);
export type WireMaterial = z.infer<typeof wireMaterialSchema>;

// ---------------------------------------------------------------------------------------------
// Orders

export const ORDER_STATUSES = ['Pending', 'Approved', 'To Cut', 'To Deliver', 'Rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = onFirstUse(() => z.enum(ORDER_STATUSES));

/** Production notes: several lines (tabs and line breaks allowed), up to TEXT_LIMITS.notes. */
const notesSchema = onFirstUse(() => multilineText(TEXT_LIMITS.notes));

/**
 * The languages an order can be placed in: the wizard sends its page's, and the shop's quote
 * is written in it (docs/production/prices.md, "Kept with the order").
 */
export const ORDER_LANGUAGES = ['en', 'es'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];
/** The language of an order that names none, and of the orders placed before it was kept. */
export const DEFAULT_ORDER_LANGUAGE: OrderLanguage = 'en';
const orderLanguageSchema = onFirstUse(() => z.enum(ORDER_LANGUAGES));

/** The order as the customer's browser sends it (POST /api/orders/, docs/product.md §3). */
export const orderInputSchema = onFirstUse(() =>
  z.object({
    name: requiredText(MESSAGES.Required),
    notes: notesSchema.default(''),
    unit: unitSchema,
    message: z.literal('').default(''),
    customer: customerSchema,
    material: z.tuple([wireMaterialSchema]),
    cabinets: z.array(itemSchema).min(1, MESSAGES.Required),
    /** The page's language; DEFAULT_ORDER_LANGUAGE when left out. */
    language: orderLanguageSchema.optional(),
  }),
);
export type OrderInput = z.infer<typeof orderInputSchema>;

const STORED_MATERIAL_CAT_TYPES = ['Color', 'Material', 'Custom'] as const;

/**
 * A material entry of a stored order (what admins read): the cabinet colour has materialType
 * 'cabinet', the finish 'finish'. catType says where it came from: the Color or Material
 * tiles, or a custom entry. Sizes are in `unit` (custom ones) and null for ready-made ones.
 */
export const storedMaterialSchema = onFirstUse(() =>
  z.object({
    materialType: z.enum(MATERIAL_TYPES),
    name: z.string().min(1),
    x: positive.nullable(),
    y: positive.nullable(),
    z: positive.nullable(),
    grain: z.boolean().nullable(),
    catType: z.enum(STORED_MATERIAL_CAT_TYPES),
    id: z.number().int().nullable(),
    unit: unitSchema.optional(),
  }),
);
export type StoredMaterial = z.infer<typeof storedMaterialSchema>;

/**
 * A stored order's items and materials: schemas of their own, so that a schema of a part of an
 * order (the tracking page's) is built without the whole order's (its customer, its e-mail).
 */
export const storedCabinetsSchema = onFirstUse(() => z.array(itemSchema).min(1));
export const storedMaterialsSchema = onFirstUse(() => z.array(storedMaterialSchema));

/** ISO 8601 with milliseconds in UTC, as `Date.prototype.toISOString` writes it. */
export const ISO_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const timestampSchema = onFirstUse(() =>
  z.string().regex(ISO_TIMESTAMP_PATTERN, 'expected an ISO 8601 UTC time with milliseconds'),
);

/** An order as stored and read back by admins (docs/product.md §3, "Order as read from the server"). */
export const storedOrderSchema = onFirstUse(() =>
  z.object({
    uuid: z.uuid(),
    status: orderStatusSchema,
    name: z.string().min(1),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    version: z.number().int().min(0),
    customer: storedCustomerSchema,
    notes: z.string(),
    /** The rejection reason; empty otherwise. */
    message: z.string(),
    unit: unitSchema,
    cabinets: storedCabinetsSchema,
    material: storedMaterialsSchema,
    /** The language the customer ordered in; the server always answers it (read as 'en' when absent). */
    language: orderLanguageSchema.optional(),
  }),
);
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The language an order was placed in: DEFAULT_ORDER_LANGUAGE for an order that names none. */
export function orderLanguage(order: Pick<StoredOrder, 'language'>): OrderLanguage {
  return order.language ?? DEFAULT_ORDER_LANGUAGE;
}
