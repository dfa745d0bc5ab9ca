import { ValidationError, fieldError, parseOrThrow } from './errors';
import type { FieldError } from './errors';
import type { Customer, MaterialChoice, OrderInput } from './schemas';
import type { Item } from './item-schema';
import { HEIGHT_OPTIONS, MEASUREMENT_OPTIONS } from './item-schema';
import { PROFILE_FIELDS } from './item-options';
import { orderInputSchema } from './schemas';
import type { Unit } from './units';
import { convert, toMillimetres } from './units';

/** The customer's cart while the wizard runs (docs/product.md §3, "Cart / order draft"). */
export interface OrderDraft {
  /** The order's name: the customer's order name. */
  name: string;
  additionalNotes: string;
  customer: Customer | null;
  /** The cabinet colour. */
  color: MaterialChoice | null;
  /** The finish material. */
  material: MaterialChoice | null;
  cabinets: Item[];
  /** The item being edited; null while adding. */
  cabinetEditIndex: number | null;
  unit: Unit | null;
}

/** The empty initial draft (also what a reset returns to). */
export function emptyDraft(): OrderDraft {
  return {
    name: '',
    additionalNotes: '',
    customer: null,
    color: null,
    material: null,
    cabinets: [],
    cabinetEditIndex: null,
    unit: null,
  };
}

/** Stores the customer; the order takes its name from the customer's order name. */
export function setCustomer(draft: OrderDraft, customer: Customer): OrderDraft {
  return { ...draft, customer, name: customer.orderName };
}

/** Stores the cabinet colour. */
export function setColor(draft: OrderDraft, color: MaterialChoice | null): OrderDraft {
  return { ...draft, color };
}

/** Stores the finish material. */
export function setMaterial(draft: OrderDraft, material: MaterialChoice | null): OrderDraft {
  return { ...draft, material };
}

/** Stores the production notes. */
export function setNotes(draft: OrderDraft, additionalNotes: string): OrderDraft {
  return { ...draft, additionalNotes };
}

/** The item fields that hold a length in the order's unit (the profile sizes are always mm). */
const ITEM_LENGTHS_IN_ORDER_UNIT = [
  ...MEASUREMENT_OPTIONS.filter((field) => !PROFILE_FIELDS.some((profile) => profile === field)),
  ...HEIGHT_OPTIONS,
];

/**
 * A dimension converted to another unit, two decimals, nudged by 0.01 back inside the model's
 * millimetre bounds when rounding pushed it out (300 mm is 11.81 in, which is 299.97 mm).
 */
function convertWithinBounds(value: number, from: Unit, to: Unit, min: number, max: number) {
  let converted = convert(value, from, to);
  const mm = () => Math.round(toMillimetres(converted, to) * 100) / 100;
  if (mm() < min) converted = Math.round(converted * 100 + 1) / 100;
  if (mm() > max) converted = Math.round(converted * 100 - 1) / 100;
  return converted;
}

function convertItem(item: Item, from: Unit, to: Unit): Item {
  const bounds = item.validations;
  const converted: Item = {
    ...item,
    x: convertWithinBounds(item.x, from, to, bounds.xmin, bounds.xmax),
    y: convertWithinBounds(item.y, from, to, bounds.ymin, bounds.ymax),
    z:
      bounds.zmin > 0
        ? convertWithinBounds(item.z, from, to, bounds.zmin, bounds.zmax)
        : convert(item.z, from, to),
  };
  for (const field of ITEM_LENGTHS_IN_ORDER_UNIT) {
    const value = item[field];
    converted[field] = value === null ? null : convert(value, from, to);
  }
  return converted;
}

/**
 * Sets the order's unit. Items already in the cart hold their sizes in the old unit, so they
 * are converted (two decimals, kept inside their model's bounds) rather than silently read in
 * the new unit. Materials keep their own unit.
 */
export function setUnit(draft: OrderDraft, unit: Unit): OrderDraft {
  const from = draft.unit;
  if (from === null || from === unit) return { ...draft, unit };
  return { ...draft, unit, cabinets: draft.cabinets.map((item) => convertItem(item, from, unit)) };
}

/**
 * Adds an item, or, while one is being edited, replaces it and ends the edit (docs/product.md §4). An edit
 * index that no longer points at an item adds instead.
 */
export function processItem(draft: OrderDraft, item: Item): OrderDraft {
  const index = draft.cabinetEditIndex;
  const cabinets =
    index !== null && index >= 0 && index < draft.cabinets.length
      ? draft.cabinets.map((current, at) => (at === index ? item : current))
      : [...draft.cabinets, item];
  return { ...draft, cabinets, cabinetEditIndex: null };
}

/** Removes the item at `index`; the edit index keeps pointing at the same item, if any. */
export function removeItem(draft: OrderDraft, index: number): OrderDraft {
  if (index < 0 || index >= draft.cabinets.length) return draft;
  const editing = draft.cabinetEditIndex;
  const cabinetEditIndex =
    editing === null || editing === index ? null : editing > index ? editing - 1 : editing;
  return { ...draft, cabinets: draft.cabinets.filter((_, at) => at !== index), cabinetEditIndex };
}

/**
 * Puts a removed item back at `index` (its place before the removal; the end when the list has
 * since become shorter): the Undo of removeItem. The edit index keeps pointing at the same item.
 */
export function restoreItem(draft: OrderDraft, index: number, item: Item): OrderDraft {
  const at = Math.max(0, Math.min(index, draft.cabinets.length));
  const editing = draft.cabinetEditIndex;
  const cabinetEditIndex = editing !== null && editing >= at ? editing + 1 : editing;
  const cabinets = [...draft.cabinets.slice(0, at), item, ...draft.cabinets.slice(at)];
  return { ...draft, cabinets, cabinetEditIndex };
}

/** Marks the item at `index` for editing (null, or an index without an item, ends the edit). */
export function chooseItemForEdit(draft: OrderDraft, index: number | null): OrderDraft {
  const valid = index !== null && index >= 0 && index < draft.cabinets.length;
  return { ...draft, cabinetEditIndex: valid ? index : null };
}

/** The item being edited, if any. */
export function itemBeingEdited(draft: OrderDraft): Item | undefined {
  return draft.cabinetEditIndex === null ? undefined : draft.cabinets[draft.cabinetEditIndex];
}

/** The parts of the draft still missing before it can be sent, as field errors. */
function missingDraftParts(draft: OrderDraft): FieldError[] {
  const missing: FieldError[] = [];
  const require = (path: string, present: boolean) => {
    if (!present) missing.push(fieldError(path, 'Required'));
  };
  require('customer', draft.customer !== null);
  require('unit', draft.unit !== null);
  require('color', draft.color !== null);
  require('material', draft.material !== null);
  require('cabinets', draft.cabinets.length > 0);
  return missing;
}

/**
 * The order to POST from a complete draft: the finish material as the single wire material with
 * the cabinet colour in `color` (the catalogue id of a ready-made colour, the whole custom
 * object otherwise). Checked with orderInputSchema; throws a ValidationError naming every
 * missing part or bad field.
 */
export function buildOrderInput(draft: OrderDraft): OrderInput {
  const missing = missingDraftParts(draft);
  const { customer, color, material, unit } = draft;
  if (missing.length > 0 || !customer || !color || !material || !unit) {
    throw new ValidationError(missing);
  }
  const { materialType: _finishType, ...finish } = material;
  return parseOrThrow(orderInputSchema, {
    name: draft.name.trim() || customer.orderName,
    notes: draft.additionalNotes,
    unit,
    message: '',
    customer,
    material: [
      {
        ...finish,
        ...(material.custom ? { materialType: 'finish' } : {}),
        color: color.custom ? color : color.id,
      },
    ],
    cabinets: draft.cabinets,
  });
}

/** The short order id shown to people: the last dash-separated segment of the uuid. */
export function shortOrderId(uuid: string): string {
  return uuid.slice(uuid.lastIndexOf('-') + 1);
}
