import type { PropertyFlag, PropertyFlags } from './catalogue';
import { PROPERTY_FLAGS } from './catalogue';
import type { BooleanOption, HeightOption, IntegerOption, MeasurementOption } from './item-schema';
import { MAX_SHELVES } from './item-schema';
import { MM_PER_INCH, round2 } from './units';

/** Every option field of the item form (the item's fields a model may switch on). */
export type OptionField =
  'orientation' | 'material' | BooleanOption | IntegerOption | HeightOption | MeasurementOption;

/**
 * Which option fields each property flag switches on, one row per flag of docs/product.md §3. A shop that
 * adds a flag adds a row here; the rules below read only this table.
 */
export const OPTION_FIELDS_BY_FLAG = {
  cabinetMaterial: ['material'],
  cutOrientation: ['orientation'],
  screwsAssembly: ['screws'],
  dowellAssembly: ['dowell'],
  wallMount: ['wallmount'],
  wallMountBase: ['wallmountbase'],
  hingesHoles: ['hinges'],
  includeDoor: ['door'],
  jProfile: ['jheight', 'jdeep'],
  cProfile: ['cheight', 'cdeep'],
  shelfQuantity: ['shelfquantity'],
  frontDrawer: ['frontdrawer'],
  holesFrontDrawer: ['holesfrontdrawer'],
  shelfUpperQuantity: ['shelfupperlevel'],
  shelfLowerQuantity: ['shelflowerlevel'],
  pantryWallHeight: ['wheight'],
  pantryBaseHeight: ['bheight'],
  fixedShelf: ['fixedshelf1', 'fixedshelf2', 'fixedshelf3'],
  adjustableShelf: [
    'adjustableshelf1',
    'adjustableshelf2',
    'adjustableshelf3',
    'adjustableshelf4',
    'adjustableshelf5',
    'adjustableshelf6',
  ],
  drawerSlides: ['slidemarks1', 'slidemarks2', 'slidemarks3'],
  doorWidth: ['dwidth'],
  doorHeight: ['dheight'],
  uDoorHeight: ['udheight'],
  lDoorHeight: ['ldheight'],
  drawerHeight: ['dwheight'],
  holesHingesDowel: ['holeshingesdowel'],
  holesHorzHinge: ['holeshorzhinge'],
  internalDrawer: ['intdrawer'],
  frontDrawerHeight: ['fdrwheight'],
} as const satisfies Record<PropertyFlag, readonly OptionField[]>;

/** Every option field, in flag order. */
export const OPTION_FIELDS: readonly OptionField[] = PROPERTY_FLAGS.flatMap(
  (flag) => OPTION_FIELDS_BY_FLAG[flag],
);

/** The option fields a model's flags switch on, in flag order. */
export function optionFieldsFor(properties: PropertyFlags): OptionField[] {
  return PROPERTY_FLAGS.filter((flag) => properties[flag] === true).flatMap(
    (flag) => OPTION_FIELDS_BY_FLAG[flag],
  );
}

/**
 * The option fields the item form asks for: the model's (optionFieldsFor), with the adjustable
 * shelf heights cut to the number of shelves chosen, one height per shelf (docs/product.md §9;
 * docs/rules-and-defaults.md, "Shelves"). `shelfQuantity` is the entered count (a whole number
 * as text or a number); without a readable count no adjustable height is asked. A model without
 * the shelfQuantity flag has no count to follow and keeps all six. Heights beyond the count are
 * not read, and are dropped from the item (browser and server alike).
 */
export function askedOptionFields(
  properties: PropertyFlags,
  shelfQuantity: string | number | null | undefined,
): OptionField[] {
  const fields = optionFieldsFor(properties);
  if (properties.shelfQuantity !== true) return fields;
  const text = String(shelfQuantity ?? '').trim();
  const count = /^\d+$/.test(text) ? Number(text) : 0;
  const adjustable: readonly OptionField[] = OPTION_FIELDS_BY_FLAG.adjustableShelf;
  return fields.filter((field) => {
    const at = adjustable.indexOf(field);
    return at === -1 || at < count;
  });
}

/** How an option field's entry is read and checked. */
export type OptionKind =
  | 'orientation'
  | 'material'
  | 'boolean'
  | 'shelfQuantity'
  | 'frontDrawerHoles'
  | 'shelfLevel'
  | 'shelfHeight'
  | 'profile'
  | 'measurement';

export const OPTION_KINDS: Record<OptionField, OptionKind> = {
  orientation: 'orientation',
  material: 'material',
  hinges: 'boolean',
  screws: 'boolean',
  dowell: 'boolean',
  door: 'boolean',
  wallmount: 'boolean',
  wallmountbase: 'boolean',
  holeshingesdowel: 'boolean',
  holeshorzhinge: 'boolean',
  frontdrawer: 'boolean',
  intdrawer: 'boolean',
  shelfquantity: 'shelfQuantity',
  holesfrontdrawer: 'frontDrawerHoles',
  shelfupperlevel: 'shelfLevel',
  shelflowerlevel: 'shelfLevel',
  adjustableshelf1: 'shelfHeight',
  adjustableshelf2: 'shelfHeight',
  adjustableshelf3: 'shelfHeight',
  adjustableshelf4: 'shelfHeight',
  adjustableshelf5: 'shelfHeight',
  adjustableshelf6: 'shelfHeight',
  fixedshelf1: 'shelfHeight',
  fixedshelf2: 'shelfHeight',
  fixedshelf3: 'shelfHeight',
  slidemarks1: 'shelfHeight',
  slidemarks2: 'shelfHeight',
  slidemarks3: 'shelfHeight',
  jheight: 'profile',
  jdeep: 'profile',
  cheight: 'profile',
  cdeep: 'profile',
  wheight: 'measurement',
  bheight: 'measurement',
  dwidth: 'measurement',
  dheight: 'measurement',
  udheight: 'measurement',
  ldheight: 'measurement',
  dwheight: 'measurement',
  fdrwheight: 'measurement',
};

/**
 * Option fields that may stay empty even when their flag is on.
 * - Shelf and slide heights: docs/product.md §5 leaves them out of its list of required fields (the legacy
 *   form only range-checked them, and then only when empty, which was a bug). We do not require
 *   them, not even as many as `shelfquantity` says: an empty height means "the shop's usual
 *   spacing". A height that is given is checked (see SHELF_HEIGHT_RANGE_IN).
 * - wheight: docs/product.md §5 leaves the pantry wall height out of its required list too: a pantry may be
 *   one tall piece. bheight (in the required list) only means something next to a wall height
 *   (docs/product.md §3 sends it as null when wheight is null), so it is required exactly when wheight is
 *   given, and dropped otherwise.
 */
export const OPTIONAL_OPTION_FIELDS: ReadonlySet<OptionField> = new Set<OptionField>([
  ...OPTION_FIELDS_BY_FLAG.fixedShelf,
  ...OPTION_FIELDS_BY_FLAG.adjustableShelf,
  ...OPTION_FIELDS_BY_FLAG.drawerSlides,
  'wheight',
]);

/** C and J profile sizes are millimetres whatever the order's unit (docs/product.md §5). */
export const PROFILE_FIELDS = ['jheight', 'jdeep', 'cheight', 'cdeep'] as const;

/** Suggested C profile size in millimetres (docs/product.md §9). */
export const C_PROFILE_HINT_MM = { height: 74, depth: 26 } as const;
/** Suggested J profile size in millimetres (docs/product.md §9). */
export const J_PROFILE_HINT_MM = { height: 57, depth: 26 } as const;

/**
 * Where a shelf or slide centre may sit, in inches (docs/product.md §9). A millimetre entry is converted
 * first. A height is also never above the cabinet's own height.
 */
export const SHELF_HEIGHT_RANGE_IN = { min: 0.1, max: 10000 } as const;

/** The most items of one line: Not in docs/product.md; it keeps quantities sane and inside an INT. */
export const MAX_QUANTITY = 9999;

/**
 * docs/product.md §9, "1 shelf up to 24 in heights, 2 up to 36, …, 6 up to 60", read as the most shelves a
 * cabinet of that height takes (a taller cabinet than 60 in takes 6). Zero shelves is always a
 * choice. One row per step so a shop can change a number without touching logic.
 */
const SHELVES_BY_HEIGHT_IN = [
  { upToInches: 24, maxShelves: 1 },
  { upToInches: 36, maxShelves: 2 },
  { upToInches: 42, maxShelves: 3 },
  { upToInches: 48, maxShelves: 4 },
  { upToInches: 54, maxShelves: 5 },
  { upToInches: 60, maxShelves: 6 },
] as const;

/** Types taking 4 to 6 shelves (docs/product.md §4); every other type takes at most 3. */
const TALL_SHELF_TYPES = ['Pantry 1 Door', 'Pantry 2 Door'] as const;
export const MAX_SHELVES_OTHER_TYPES = 3;
/** Base types take no 2 or more shelves (docs/product.md §4). */
export const MAX_SHELVES_BASE_TYPES = 1;

/** A type is a Base type when its name starts with the word "Base" ('Base 1 Door', 'Base'). */
export function isBaseType(typeName: string): boolean {
  return /^base\b/i.test(typeName.trim());
}

function isTallShelfType(typeName: string): boolean {
  const name = typeName.trim().toLowerCase();
  return TALL_SHELF_TYPES.some((tall) => tall.toLowerCase() === name);
}

/** The most shelves a cabinet of this height takes; no limit when the height is unknown. */
export function maxShelvesForHeight(heightMm: number | null): number {
  if (heightMm === null) return MAX_SHELVES;
  const inches = round2(heightMm / MM_PER_INCH);
  const row = SHELVES_BY_HEIGHT_IN.find((step) => inches <= step.upToInches);
  return row ? row.maxShelves : MAX_SHELVES;
}

/**
 * The shelf quantities the item form offers for a type and a cabinet height (null when the
 * height is not known yet): 0 up to the smaller of the type's and the height's limit.
 */
export function shelfQuantityChoices(typeName: string, heightMm: number | null): number[] {
  const typeLimit = isBaseType(typeName)
    ? MAX_SHELVES_BASE_TYPES
    : isTallShelfType(typeName)
      ? MAX_SHELVES
      : MAX_SHELVES_OTHER_TYPES;
  const most = Math.min(typeLimit, maxShelvesForHeight(heightMm));
  return Array.from({ length: most + 1 }, (_, count) => count);
}
