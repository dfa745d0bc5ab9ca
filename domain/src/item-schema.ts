/* The item (cabinet line) as sent with an order: its zod schema, type and option lists. */
import { z } from 'zod';
import { modelBoundsSchema, propertyFlagsSchema } from './catalogue';
import { MESSAGES } from './messages';
import { onFirstUse } from './schema-on-first-use';
import { TEXT_LIMITS, requiredText } from './text-schemas';

export const ORIENTATIONS = ['Horizontal', 'Vertical'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ITEM_MATERIALS = ['Cabinet', 'Finish'] as const;

/** Boolean options: entered as 'true'/'false', sent as true, false or null (not asked). */
export const BOOLEAN_OPTIONS = [
  'hinges',
  'screws',
  'dowell',
  'door',
  'wallmount',
  'wallmountbase',
  'holeshingesdowel',
  'holeshorzhinge',
  'frontdrawer',
  'intdrawer',
] as const;
export type BooleanOption = (typeof BOOLEAN_OPTIONS)[number];

/** Whole-number choices. */
export const INTEGER_OPTIONS = [
  'shelfquantity',
  'holesfrontdrawer',
  'shelfupperlevel',
  'shelflowerlevel',
] as const;
export type IntegerOption = (typeof INTEGER_OPTIONS)[number];

/**
 * Shelf and slide heights: where each shelf or slide centre sits, in the order's unit. docs/product.md §3
 * lists them with the integer options, but docs/product.md §9 gives their range as 0.1 to 10000 inches, so
 * they are decimals.
 */
export const HEIGHT_OPTIONS = [
  'adjustableshelf1',
  'adjustableshelf2',
  'adjustableshelf3',
  'adjustableshelf4',
  'adjustableshelf5',
  'adjustableshelf6',
  'fixedshelf1',
  'fixedshelf2',
  'fixedshelf3',
  'slidemarks1',
  'slidemarks2',
  'slidemarks3',
] as const;
export type HeightOption = (typeof HEIGHT_OPTIONS)[number];

/** Measurements kept as entered (two decimals). The profile ones are always millimetres. */
export const MEASUREMENT_OPTIONS = [
  'jheight',
  'jdeep',
  'cheight',
  'cdeep',
  'wheight',
  'bheight',
  'dwidth',
  'dheight',
  'udheight',
  'ldheight',
  'dwheight',
  'fdrwheight',
] as const;
export type MeasurementOption = (typeof MEASUREMENT_OPTIONS)[number];

/** The front drawer hole choices (docs/product.md §9): none, 3 mm (first slide type), 10 mm (second). */
export const FRONT_DRAWER_HOLES = [0, 3, 10] as const;
export const MAX_SHELVES = 6;
export const MAX_SHELF_LEVEL = 5;

const positive = onFirstUse(() => z.number().finite().positive());

const booleanOptionShape = () =>
  Object.fromEntries(BOOLEAN_OPTIONS.map((key) => [key, z.boolean().nullable()])) as Record<
    BooleanOption,
    z.ZodNullable<z.ZodBoolean>
  >;
const heightOptionShape = () =>
  Object.fromEntries(HEIGHT_OPTIONS.map((key) => [key, positive.nullable()])) as Record<
    HeightOption,
    z.ZodNullable<z.ZodNumber>
  >;
const measurementOptionShape = () =>
  Object.fromEntries(MEASUREMENT_OPTIONS.map((key) => [key, positive.nullable()])) as Record<
    MeasurementOption,
    z.ZodNullable<z.ZodNumber>
  >;

const frontDrawerHolesSchema = onFirstUse(() =>
  z.union(FRONT_DRAWER_HOLES.map((holes) => z.literal(holes))),
);

/**
 * An item as sent in the order (docs/product.md §3, "Item"). Dimensions are in the order's unit with two
 * decimals; the option values are null when the model does not ask for them. The shape is
 * checked here; the rules against the model (bounds, required options, shelf choices) are in
 * item-rules.ts.
 */
export const itemSchema = onFirstUse(() =>
  z
    .object({
      name: requiredText(MESSAGES.required),
      parentName: requiredText(MESSAGES.required),
      cabinet: z.object({
        id: z.number().int(),
        name: requiredText(MESSAGES.required),
        filepath: z.string().nullable(),
        custom: z.boolean(),
      }),
      x: z.number({ error: MESSAGES.required }).finite().nonnegative(),
      y: z.number({ error: MESSAGES.required }).finite().nonnegative(),
      z: z.number({ error: MESSAGES.required }).finite().nonnegative(),
      orientation: z.enum(ORIENTATIONS).nullable(),
      hardware: z.literal(false),
      custom: z.boolean(),
      properties: propertyFlagsSchema,
      quantity: z.number({ error: MESSAGES.required }).int().min(1),
      description: requiredText(
        MESSAGES.required,
        TEXT_LIMITS.description,
        MESSAGES.descriptionTooLong,
      ),
      validations: modelBoundsSchema,
      material: z.enum(ITEM_MATERIALS).nullable(),
      ...booleanOptionShape(),
      shelfquantity: z.number().int().min(0).max(MAX_SHELVES).nullable(),
      holesfrontdrawer: frontDrawerHolesSchema.nullable(),
      shelfupperlevel: z.number().int().min(0).max(MAX_SHELF_LEVEL).nullable(),
      shelflowerlevel: z.number().int().min(0).max(MAX_SHELF_LEVEL).nullable(),
      ...heightOptionShape(),
      ...measurementOptionShape(),
    })
    .refine((item) => item.wheight !== null || item.bheight === null, {
      path: ['bheight'],
      message: 'bheight must be null when wheight is null',
    }),
);
export type Item = z.infer<typeof itemSchema>;
