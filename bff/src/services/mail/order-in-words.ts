/*
 * What the customer's e-mails say about an order, in the order's language: dates in words in the
 * shop's time zone, the customer's details, the materials, the items with their options (the
 * wizard summary's words: ITEM_OPTION_WORDS), the hardware the summary listed (HARDWARE_WORDS)
 * and the price. Each part is a block of lines the layout writes as text and as HTML.
 */
import {
  ACCESSORY_TYPES,
  dateWordsWithIntl,
  findModelContext,
  formatMoney,
  HARDWARE_WORDS,
  ITEM_OPTION_WORDS,
  nodeName,
  OPTION_FIELDS,
  OPTION_KINDS,
  payableTotal,
  type CategoryNode,
  type Item,
  type OptionField,
  type OrderLanguage,
  type StoredMaterial,
  type StoredOrder,
  type StoredOrderPrice,
  type Unit,
} from '@cutshop/domain';
import {
  ACCESSORY_UNITS,
  hardwareForOrder,
  type HardwareSummary,
} from '@cutshop/domain/production';
import type { CustomerEmailWords } from './customer-email-words';

/** A line of a block, with the lines that belong under it (an item's size and options). */
export interface BlockLine {
  text: string;
  details?: string[];
}

/** One block of an e-mail: a heading, its lines and, under them, a note. */
export interface Block {
  heading: string;
  lines: BlockLine[];
  note?: string;
}

/** The order, its price and the catalogue it was built from: what an e-mail describes. */
export interface OrderForEmail {
  order: StoredOrder;
  price: StoredOrderPrice | null;
  /**
   * The catalogue kept with the order (docs/decisions/0008-orders-keep-their-catalogue.md): the
   * items and colours are then named in the order's language and the hardware is listed. Null
   * for an order stored without one: the names it stored (English), no hardware.
   */
  catalogue: readonly CategoryNode[] | null;
}

/** How the e-mails of one order are written: its language's words and the shop's time zone. */
export interface Wording {
  language: OrderLanguage;
  words: CustomerEmailWords;
  timeZone: string;
}

/** A moment in words in the shop's time zone: "Thursday, 26 November 2026, 10:06". */
export function dateTimeText(iso: string, wording: Wording): string {
  return dateWordsWithIntl(new Date(iso), wording.language, wording.timeZone);
}

/** Each language's number format, made once: a format is slow to make, quick to use. */
const NUMBER_FORMATS = new Map<OrderLanguage, Intl.NumberFormat>();

/**
 * A length or count as people of the language write it, up to two decimals and no thousands
 * separator (a size reads "2100 mm" in both languages): "34,5".
 */
function numberText(value: number, wording: Wording): string {
  let format = NUMBER_FORMATS.get(wording.language);
  if (format === undefined) {
    format = new Intl.NumberFormat(wording.language, {
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    NUMBER_FORMATS.set(wording.language, format);
  }
  return format.format(value);
}

/** "600 × 720 × 560 mm". */
function lengthsText(values: readonly number[], unit: Unit, wording: Wording): string {
  return `${values.map((value) => numberText(value, wording)).join(' × ')} ${unit}`;
}

export function customerBlock(order: StoredOrder, { words }: Wording): Block {
  const { customer } = order;
  const labels = words.customer;
  return {
    heading: labels.heading,
    lines: [
      { text: `${labels.name}: ${customer.fullName}` },
      { text: `${labels.address}: ${customer.address}` },
      { text: `${labels.email}: ${customer.email}` },
      { text: `${labels.phone}: ${customer.phoneNumber}` },
    ],
  };
}

function materialName(material: StoredMaterial, input: OrderForEmail, wording: Wording): string {
  if (material.catType === 'Custom' || material.id === null) return material.name;
  const node = input.catalogue?.find((candidate) => candidate.id === material.id);
  return node === undefined ? material.name : nodeName(node, wording.language);
}

function materialLine(material: StoredMaterial, input: OrderForEmail, wording: Wording): string {
  const { materials } = wording.words;
  const role = material.materialType === 'cabinet' ? materials.cabinet : materials.finish;
  const name = materialName(material, input, wording);
  if (material.catType !== 'Custom') return `${role}: ${name}`;
  const sizes = [material.x, material.y, material.z].filter((value) => value !== null);
  const size = lengthsText(sizes, material.unit ?? input.order.unit, wording);
  return `${role}: ${name} (${materials.custom(size, material.grain === true)})`;
}

export function materialsBlock(input: OrderForEmail, wording: Wording): Block {
  return {
    heading: wording.words.materials.heading,
    lines: input.order.material.map((material) => ({
      text: materialLine(material, input, wording),
    })),
  };
}

/** One option's value in words, as the wizard's summary shows it. */
function optionValueText(
  field: OptionField,
  value: NonNullable<Item[OptionField]>,
  unit: Unit,
  wording: Wording,
): string {
  const options = ITEM_OPTION_WORDS[wording.language];
  const { items } = wording.words;
  switch (OPTION_KINDS[field]) {
    case 'boolean':
      return value === true ? items.yes : items.no;
    case 'orientation':
      return value === 'Vertical' ? options.vertical : options.horizontal;
    case 'material':
      return value === 'Finish' ? options.materialFinish : options.materialCabinet;
    case 'frontDrawerHoles':
      return options.holes[`h${String(value)}` as keyof typeof options.holes] ?? String(value);
    case 'shelfQuantity':
    case 'shelfLevel':
      return String(value);
    case 'profile':
      // Profile sizes are millimetres whatever the order's unit (docs/rules-and-defaults.md).
      return lengthsText([Number(value)], 'mm', wording);
    case 'shelfHeight':
    case 'measurement':
      return lengthsText([Number(value)], unit, wording);
  }
}

/** "Label: value" for every option the item carries (unset ones left out). */
function optionLines(item: Item, unit: Unit, wording: Wording): string[] {
  const labels = ITEM_OPTION_WORDS[wording.language].fields;
  return OPTION_FIELDS.flatMap((field) => {
    const value = item[field];
    if (value === null || value === undefined) return [];
    return [`${labels[field]}: ${optionValueText(field, value, unit, wording)}`];
  });
}

/**
 * "600 × 720 × 560 mm" under "Size (width × height × depth)"; an item without a depth (a panel,
 * a filler, a door) says so instead of a depth of 0.
 */
function sizeLine(item: Item, unit: Unit, wording: Wording): string {
  const { items } = wording.words;
  if (item.z > 0)
    return `${items.sizeWhd}: ${lengthsText([item.x, item.y, item.z], unit, wording)}`;
  return `${items.sizeWh}: ${lengthsText([item.x, item.y], unit, wording)}, ${items.noDepth}`;
}

/** The item's type and model, from the order's catalogue in its language when it holds them. */
function itemTitle(item: Item, input: OrderForEmail, wording: Wording): string {
  const context = input.catalogue ? findModelContext(input.catalogue, item.cabinet.id) : undefined;
  const type = context ? nodeName(context.type, wording.language) : item.parentName;
  const model = context ? nodeName(context.model, wording.language) : item.cabinet.name;
  return type === model ? model : `${type}, ${model}`;
}

export function itemsBlock(input: OrderForEmail, wording: Wording): Block {
  const { order } = input;
  const { items } = wording.words;
  return {
    heading: items.heading(order.unit),
    lines: order.cabinets.map((item, index) => {
      const description = item.description.trim() === '' ? '' : ` “${item.description}”`;
      return {
        text: `${index + 1}. ${itemTitle(item, input, wording)}${description}`,
        details: [
          sizeLine(item, order.unit, wording),
          `${items.quantity}: ${item.quantity}`,
          ...optionLines(item, order.unit, wording),
        ],
      };
    }),
  };
}

/**
 * The order's hardware summary, or null when it cannot be counted: an order without its
 * catalogue, or one production cannot explode. The e-mail then goes without the hardware
 * rather than the order or the status change failing.
 */
function hardwareOf(input: OrderForEmail): HardwareSummary | null {
  if (input.catalogue === null) return null;
  try {
    return hardwareForOrder(input.order, input.catalogue);
  } catch {
    return null;
  }
}

/**
 * "Hardware your order will need": every accessory with a total, in the summary's words, lengths
 * in the order's unit, and the summary's warnings; null when there is none to list.
 */
export function hardwareBlock(input: OrderForEmail, wording: Wording): Block | null {
  const hardware = hardwareOf(input);
  if (hardware === null) return null;
  const names = HARDWARE_WORDS[wording.language];
  const lines = ACCESSORY_TYPES.flatMap((type): BlockLine[] => {
    const { total } = hardware.accessories[type];
    if (total <= 0) return [];
    const unit = ACCESSORY_UNITS[type];
    const unitText = unit === 'length' ? hardware.unit : names.units[unit];
    return [{ text: `${names.accessories[type]}: ${numberText(total, wording)} ${unitText}` }];
  });
  const warnings = [...new Set(hardware.warnings.map((warning) => warning.index))].map((index) => ({
    text: wording.words.hardware.liftUpOutOfRange(index),
  }));
  if (lines.length === 0 && warnings.length === 0) return null;
  return {
    heading: wording.words.hardware.heading,
    lines: [...lines, ...warnings],
    note: wording.words.hardware.note,
  };
}

export function notesBlock(order: StoredOrder, { words }: Wording): Block | null {
  if (order.notes.trim() === '') return null;
  return { heading: words.notes, lines: order.notes.split('\n').map((text) => ({ text })) };
}

function money(amount: number, price: StoredOrderPrice, wording: Wording): string {
  return formatMoney(amount, price.currency ?? '', wording.language);
}

/**
 * The confirmation's total (docs/production/prices.md): not final until the shop approves the
 * order; none without a price.
 */
export function estimateFacts(price: StoredOrderPrice | null, wording: Wording): string[] {
  if (price === null || price.currency === null) return [];
  const words = wording.words.price;
  return [`${words.total}: ${words.estimate(money(price.total, price, wording), price.onRequest)}`];
}

/**
 * What an approval says of the price: the shop's adjustment with its reason and the new total,
 * or the total; nothing without a price.
 */
export function approvedPriceFacts(price: StoredOrderPrice | null, wording: Wording): string[] {
  if (price === null || price.currency === null) return [];
  const words = wording.words.price;
  const onRequest = price.onRequest ? ` (${words.onRequest})` : '';
  const payable = money(payableTotal(price), price, wording);
  if (price.adjustment === null) return [`${words.total}: ${payable}${onRequest}`];
  const kind = price.adjustment.amount < 0 ? words.discount : words.surcharge;
  return [
    `${words.price}: ${money(price.total, price, wording)}`,
    `${kind}: ${money(price.adjustment.amount, price, wording)} (${price.adjustment.reason})`,
    `${words.newTotal}: ${payable}${onRequest}`,
  ];
}
