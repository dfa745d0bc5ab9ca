import type { FurnitureModel, ModelBounds } from './catalogue';
import { fieldError, type FieldError } from './errors';
import type { ItemFormValues } from './item-form-values';
import { itemFormValuesFromItem } from './item-form-values';
import type { OptionField } from './item-options';
import {
  MAX_QUANTITY,
  OPTION_KINDS,
  OPTIONAL_OPTION_FIELDS,
  SHELF_HEIGHT_RANGE_IN,
  askedOptionFields,
  shelfQuantityChoices,
} from './item-options';
import type { MessageKey } from './messages';
import type { Item } from './item-schema';
import { FRONT_DRAWER_HOLES, ITEM_MATERIALS, MAX_SHELF_LEVEL, ORIENTATIONS } from './item-schema';
import { TEXT_LIMITS, hasForbiddenCharacters, hasVisibleCharacter } from './text-schemas';
import type { Unit } from './units';
import { MM_PER_INCH, parseDimension, parseMillimetres, round2, toMillimetres } from './units';

/** A read option value: what the wire Item carries for that field. */
export type OptionValue = number | boolean | string;

/** The item form read and checked: parsed values and the message code of each bad field. */
interface ItemReading {
  errors: Partial<Record<keyof ItemFormValues, MessageKey>>;
  x: number | null;
  y: number | null;
  z: number | null;
  quantity: number | null;
  description: string;
  /** The switched-on options that hold a valid value (empty or invalid ones are absent). */
  options: Partial<Record<OptionField, OptionValue>>;
}

type Reading<T> = { value: T } | { error: MessageKey };

const WHOLE_NUMBER = /^\d+$/;

/** Bounds are compared on millimetres rounded to two decimals, so 24 in equals 609.6 mm. */
function withinBounds(value: number, unit: Unit, min: number, max: number): boolean {
  const mm = round2(toMillimetres(value, unit));
  return mm >= min && mm <= max;
}

function readDimension(
  text: string,
  unit: Unit,
  limits: { min: number; max: number } | null,
): Reading<number> {
  if (text === '') return { error: 'required' };
  const value = parseDimension(text, unit);
  if (value === null) return { error: 'invalidFormat' };
  if (limits && !withinBounds(value, unit, limits.min, limits.max)) {
    return { error: 'outOfParameters' };
  }
  return { value };
}

function readWholeNumber(text: string, allowed: (n: number) => boolean): Reading<number> {
  if (!WHOLE_NUMBER.test(text)) return { error: 'invalidFormat' };
  const value = Number(text);
  return allowed(value) ? { value } : { error: 'outOfParameters' };
}

function readChoice<T extends string>(text: string, choices: readonly T[]): Reading<T> {
  const choice = choices.find((candidate) => candidate === text);
  return choice === undefined ? { error: 'invalidFormat' } : { value: choice };
}

function readPositive(value: number | null): Reading<number> {
  if (value === null) return { error: 'invalidFormat' };
  return value > 0 ? { value } : { error: 'outOfParameters' };
}

interface OptionEnvironment {
  unit: Unit;
  typeName: string;
  /** The cabinet height in millimetres, null while it is not valid. */
  heightMm: number | null;
}

/** Reads one non-empty option entry by its kind (OPTION_KINDS). */
function readOption(
  field: OptionField,
  text: string,
  env: OptionEnvironment,
): Reading<OptionValue> {
  switch (OPTION_KINDS[field]) {
    case 'orientation':
      return readChoice(text, ORIENTATIONS);
    case 'material':
      return readChoice(text, ITEM_MATERIALS);
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { value: text === 'true' }
        : { error: 'invalidFormat' };
    case 'shelfQuantity': {
      const choices = shelfQuantityChoices(env.typeName, env.heightMm);
      return readWholeNumber(text, (count) => choices.includes(count));
    }
    case 'frontDrawerHoles':
      return readWholeNumber(text, (holes) => FRONT_DRAWER_HOLES.some((h) => h === holes));
    case 'shelfLevel':
      return readWholeNumber(text, (level) => level <= MAX_SHELF_LEVEL);
    case 'shelfHeight':
      return readShelfHeight(text, env);
    case 'profile':
      return readPositive(parseMillimetres(text));
    case 'measurement':
      return readPositive(parseDimension(text, env.unit));
  }
}

/**
 * A shelf or slide centre height: within SHELF_HEIGHT_RANGE_IN and not above the cabinet.
 * The legacy form ran this check only when the value was empty (a bug, docs/product.md §5); we check every
 * given value and never require one.
 */
function readShelfHeight(text: string, env: OptionEnvironment): Reading<number> {
  const value = parseDimension(text, env.unit);
  if (value === null) return { error: 'invalidFormat' };
  const inches = env.unit === 'in' ? value : value / MM_PER_INCH;
  const inRange = inches >= SHELF_HEIGHT_RANGE_IN.min && inches <= SHELF_HEIGHT_RANGE_IN.max;
  const belowTop = env.heightMm === null || toMillimetres(value, env.unit) <= env.heightMm;
  return inRange && belowTop ? { value } : { error: 'outOfParameters' };
}

/** Whether an empty switched-on option is an error (see OPTIONAL_OPTION_FIELDS). */
function isRequired(field: OptionField, values: ItemFormValues): boolean {
  if (field === 'bheight') return (values.wheight ?? '').trim() !== '';
  return !OPTIONAL_OPTION_FIELDS.has(field);
}

function readQuantity(text: string): Reading<number> {
  if (text === '') return { error: 'required' };
  return readWholeNumber(text, (quantity) => quantity >= 1 && quantity <= MAX_QUANTITY);
}

function readDescription(text: string): Reading<string> {
  if (text === '' || !hasVisibleCharacter(text)) return { error: 'required' };
  if (text.length > TEXT_LIMITS.description) return { error: 'descriptionTooLong' };
  if (hasForbiddenCharacters(text)) return { error: 'invalidFormat' };
  return { value: text };
}

/**
 * Reads the item form against a model: the one implementation of the item rules, used by
 * validateItem (browser), checkItem (server) and itemFromFormValues.
 * - width within xmin..xmax, height within ymin..ymax, depth within zmin..zmax only when
 *   zmin > 0 (otherwise depth may be empty, read as 0); inches are converted with 25.4 first;
 * - quantity a whole number from 1 to MAX_QUANTITY; description 1 to 20 characters;
 * - every option the model's flags switch on, read by its kind, 'required' when empty unless
 *   optional (OPTIONAL_OPTION_FIELDS); options the model does not switch on are ignored, and
 *   so are adjustable shelf heights beyond the number of shelves chosen (askedOptionFields).
 */
export function readItemForm(
  values: ItemFormValues,
  model: FurnitureModel,
  typeName: string,
  unit: Unit,
): ItemReading {
  const bounds: ModelBounds = model.bounds;
  const reading: ItemReading = {
    errors: {},
    x: null,
    y: null,
    z: null,
    quantity: null,
    description: values.description.trim(),
    options: {},
  };
  const take = <T>(field: keyof ItemFormValues, result: Reading<T>): T | null => {
    if ('error' in result) {
      reading.errors[field] = result.error;
      return null;
    }
    return result.value;
  };

  reading.x = take(
    'x',
    readDimension(values.x.trim(), unit, { min: bounds.xmin, max: bounds.xmax }),
  );
  reading.y = take(
    'y',
    readDimension(values.y.trim(), unit, { min: bounds.ymin, max: bounds.ymax }),
  );
  const depth = values.z.trim();
  reading.z =
    bounds.zmin > 0
      ? take('z', readDimension(depth, unit, { min: bounds.zmin, max: bounds.zmax }))
      : depth === ''
        ? 0
        : take('z', readDimension(depth, unit, null));
  reading.quantity = take('quantity', readQuantity(values.quantity.trim()));
  take('description', readDescription(reading.description));

  const env: OptionEnvironment = {
    unit,
    typeName,
    heightMm: reading.y === null ? null : toMillimetres(reading.y, unit),
  };
  for (const field of askedOptionFields(model.properties, values.shelfquantity)) {
    const text = (values[field] ?? '').trim();
    if (text === '') {
      if (isRequired(field, values)) reading.errors[field] = 'required';
      continue;
    }
    const value = take(field, readOption(field, text, env));
    if (value !== null) reading.options[field] = value;
  }
  return reading;
}

/**
 * The item form's validation (react-final-form `validate`): field -> message code (a key of
 * MESSAGES), an empty object when the item is valid. Works on the raw strings as entered.
 */
export function validateItem(
  values: ItemFormValues,
  model: FurnitureModel,
  typeName: string,
  unit: Unit,
): Record<string, MessageKey> {
  return { ...readItemForm(values, model, typeName, unit).errors };
}

/**
 * The same rules on an item the server received, against the catalogue's model (never the
 * bounds or flags the client sent). With `index`, paths read `cabinets.<index>.<field>`.
 */
export function checkItem(
  item: Item,
  model: FurnitureModel,
  typeName: string,
  unit: Unit,
  index?: number,
): FieldError[] {
  const errors = validateItem(itemFormValuesFromItem(item), model, typeName, unit);
  const prefix = index === undefined ? '' : `cabinets.${index}.`;
  return Object.entries(errors).map(([field, code]) => fieldError(prefix + field, code));
}
