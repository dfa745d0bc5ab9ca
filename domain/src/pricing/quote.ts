/*
 * The printable quote of an order (docs/production/prices.md): one self-contained HTML page,
 * in the order's language, that the shop prints or saves as a PDF and sends to the customer. No external resource and no script (its own `<style>` only), every text
 * escaped (the customer's texts are anyone's input), the same bytes for the same input.
 */
import { nodeName, type CategoryNode } from '../catalogue';
import { shortOrderId } from '../order-draft';
import { ACCESSORY_TYPES, type AccessoryType } from '../accessory-types';
import { escapeXml } from '../production/drawing/svg';
import { ACCESSORY_UNITS } from '../production/hardware/accessory-units';
import { LABELS_PAGE_CSP } from '../production/labels/rules';
import type { StoredOrder } from '../schemas';
import { formatMoney, payableTotal, type PriceLine, type StoredOrderPrice } from './order-price';
import { QUOTE_WORDS, type QuoteLanguage, type QuoteWords } from './quote-words';

export { QUOTE_LANGUAGES, type QuoteLanguage } from './quote-words';

/** The papers a quote is laid out for (`?paper=` of GET /api/orders/{uuid}/quote.html). */
export const QUOTE_PAPERS = ['a4', 'letter'] as const;
export type QuotePaper = (typeof QUOTE_PAPERS)[number];

/** Each paper's CSS `@page` size and margin. */
const PAGE: Readonly<Record<QuotePaper, { size: string; margin: string }>> = {
  a4: { size: 'A4', margin: '15mm' },
  letter: { size: 'Letter', margin: '0.6in' },
};

/**
 * The Content-Security-Policy a quote page is served with: nothing loads, nothing runs, only
 * its own `<style>` applies (the same policy as the part labels' page).
 */
export const QUOTE_PAGE_CSP = LABELS_PAGE_CSP;

export interface QuoteOptions {
  /** The order's language: the quote's words, numbers, money and dates. */
  language: QuoteLanguage;
  paper: QuotePaper;
  /** The quote's date; today unless told. */
  now?: Date;
  /**
   * The catalogue kept with the order (docs/decisions/0008-orders-keep-their-catalogue.md):
   * ready-made colours and finishes are then named in the quote's language. Without it, the
   * names the order stored (English).
   */
  snapshot?: readonly CategoryNode[];
}

/** The quote's file name: `quote-<short id>-a4.html`. */
export function quoteFileName(uuid: string, paper: QuotePaper): string {
  return `quote-${shortOrderId(uuid)}-${paper}.html`;
}

// ---------------------------------------------------------------------------------------------
// Numbers, money and dates in the quote's language

interface Formats {
  language: QuoteLanguage;
  words: QuoteWords;
  currency: string | null;
}

function money(amount: number, formats: Formats): string {
  if (formats.currency !== null) return formatMoney(amount, formats.currency, formats.language);
  return new Intl.NumberFormat(formats.language, { minimumFractionDigits: 2 }).format(amount / 100);
}

/** A line's quantity: lengths and areas with 2 or 3 decimals, counts whole. */
function quantityText(quantity: number, unit: PriceLine['unit'], language: QuoteLanguage): string {
  const measured = unit === 'm' || unit === 'm2';
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: measured ? 2 : 0,
    maximumFractionDigits: 3,
  }).format(quantity);
}

/** A date as people read it, "26 November 2026", in UTC (the same text on every machine). */
function dateText(date: Date, language: QuoteLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A rate (0.21) as a percentage, "21 %", with its decimals (0.2125: "21,25 %"). */
function percentText(rate: number, formats: Formats): string {
  const value = new Intl.NumberFormat(formats.language, { maximumFractionDigits: 2 }).format(
    Math.round(rate * 10_000) / 100,
  );
  return formats.words.percent(value);
}

// ---------------------------------------------------------------------------------------------
// Lines

/** "3 tableros", "8 uds.", "12,40 m". */
function counted(
  quantity: number,
  unit: keyof QuoteWords['units'],
  lineUnit: PriceLine['unit'],
  formats: Formats,
): string {
  const word = formats.words.units[unit];
  return `${quantityText(quantity, lineUnit, formats.language)} ${quantity === 1 ? word.one : word.other}`;
}

function isAccessory(ref: string): ref is AccessoryType {
  return (ACCESSORY_TYPES as readonly string[]).includes(ref);
}

/** What a line's unit is called in the quote's words: an accessory counted in sets says so. */
function unitWord(line: PriceLine): keyof QuoteWords['units'] {
  if (line.unit === 'piece' && isAccessory(line.ref) && ACCESSORY_UNITS[line.ref] === 'sets') {
    return 'set';
  }
  return line.unit;
}

/** A ready-made tile's name: from the order's catalogue in the quote's language, or as stored. */
function tileName(line: PriceLine, order: StoredOrder, options: QuoteOptions): string {
  const id = Number(line.ref);
  const node = options.snapshot?.find((candidate) => candidate.id === id);
  if (node !== undefined) return nodeName(node, options.language);
  const stored = order.material.find((material) => material.id === id);
  return stored?.name ?? line.description;
}

/** A custom material's name as the customer gave it (`CUSTOM-CAB`: colour, `CUSTOM-FIN`: finish). */
function customName(line: PriceLine, order: StoredOrder): string {
  const type = line.ref === 'CUSTOM-CAB' ? 'cabinet' : 'finish';
  const candidates = order.material.filter((material) => material.materialType === type);
  const stored = candidates.find((material) => material.catType === 'Custom') ?? candidates[0];
  return stored?.name ?? line.description;
}

/** What a line is, in the quote's language: "Blanco Ártico: 3 tableros", "Canto: 12,40 m". */
function lineDescription(
  line: PriceLine,
  order: StoredOrder,
  options: QuoteOptions,
  formats: Formats,
) {
  const { words } = formats;
  const amount = counted(line.quantity, unitWord(line), line.unit, formats);
  switch (line.kind) {
    case 'material':
      return `${tileName(line, order, options)}: ${amount}`;
    case 'customMaterial':
      return `${words.customMaterial(customName(line, order))}: ${amount}`;
    case 'backBoard':
    case 'drawerBoard': {
      const mm = Number(line.ref.replace(/^(BACK|DRAWER)-/, ''));
      const thickness = Number.isFinite(mm)
        ? new Intl.NumberFormat(formats.language, { maximumFractionDigits: 1 }).format(mm)
        : line.ref;
      return `${words[line.kind](thickness)}: ${amount}`;
    }
    case 'edgeBand':
      return `${words.edgeBand}: ${amount}`;
    case 'hardware':
      return `${isAccessory(line.ref) ? words.accessories[line.ref] : line.ref}: ${amount}`;
    case 'assembly':
      return `${words.assembly}: ${amount}`;
    case 'cutting':
      return `${words.cutting}: ${amount}`;
    case 'minimumOrder':
      return words.minimumOrder;
  }
}

/** A line priced on request: a custom material with no price (docs/production/prices.md). */
function isOnRequest(line: PriceLine): boolean {
  return line.kind === 'customMaterial' && line.unitPrice === 0;
}

const cell = (text: string, className?: string) =>
  `<td${className === undefined ? '' : ` class="${className}"`}>${escapeXml(text)}</td>`;

function lineRow(line: PriceLine, order: StoredOrder, options: QuoteOptions, formats: Formats) {
  const description = cell(lineDescription(line, order, options, formats));
  if (isOnRequest(line)) {
    return `<tr>${description}${cell('', 'num')}${cell(formats.words.priceOnRequest, 'num')}</tr>`;
  }
  const unitPrice =
    line.kind === 'minimumOrder'
      ? ''
      : `${money(line.unitPrice, formats)} / ${formats.words.per[unitWord(line)]}`;
  return `<tr>${description}${cell(unitPrice, 'num')}${cell(money(line.amount, formats), 'num')}</tr>`;
}

/** A row of the totals: its label over the first two columns, its amount in the last. */
function totalRow(label: string, amount: string, className?: string, detail?: string): string {
  const attribute = className === undefined ? '' : ` class="${className}"`;
  const reason = detail === undefined ? '' : `<span class="reason">${escapeXml(detail)}</span>`;
  return (
    `<tr${attribute}><th scope="row" colspan="2">${escapeXml(label)}${reason}</th>` +
    `${cell(amount, 'num')}</tr>`
  );
}

function totalRows(price: StoredOrderPrice, formats: Formats): string[] {
  const { words } = formats;
  const rows = [totalRow(words.subtotal, money(price.subtotal, formats))];
  if (price.tax > 0) {
    const rate = percentText(price.taxRate, formats);
    const label = price.pricesIncludeTax ? words.taxIncluded(rate) : words.tax(rate);
    rows.push(totalRow(label, money(price.tax, formats)));
  }
  const adjustment = price.adjustment;
  if (adjustment === null) {
    rows.push(totalRow(words.total, money(price.total, formats), 'payable'));
    return rows;
  }
  rows.push(totalRow(words.total, money(price.total, formats)));
  rows.push(
    totalRow(
      adjustment.amount < 0 ? words.discount : words.surcharge,
      money(adjustment.amount, formats),
      'adjustment',
      adjustment.reason,
    ),
  );
  rows.push(totalRow(words.payable, money(payableTotal(price), formats), 'payable'));
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The page

function style(paper: QuotePaper): string {
  const page = PAGE[paper];
  return `@page { size: ${page.size}; margin: ${page.margin}; }
* { box-sizing: border-box; }
html { color: #000; background: #fff; }
body { margin: 0; font: 10pt/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
main { max-width: 180mm; margin: 0 auto; }
h1 { font-size: 20pt; margin: 0 0 4mm; }
h2 { font-size: 11pt; margin: 0 0 1mm; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5mm 4mm; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.head { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 6mm; }
.head > section { flex: 1 1 0; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tfoot { display: table-row-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
th, td { padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
thead th { border-bottom: 0.4mm solid #000; }
tbody td { border-bottom: 0.2mm solid #999; }
tfoot th { font-weight: normal; text-align: right; }
.num { text-align: right; white-space: nowrap; }
.payable th, .payable td { font-weight: 700; border-top: 0.4mm solid #000; }
.reason { display: block; font-style: italic; white-space: pre-line; overflow-wrap: anywhere; }
.note { margin-top: 4mm; font-style: italic; }
@media screen { body { padding: 10mm; } }`;
}

/**
 * The quote of `order` with its stored `price` (docs/production/prices.md), one HTML page in
 * `options.language` for `options.paper`: the heading, the order's short id, name and dates,
 * the customer, the price lines with their quantities and unit prices, the subtotal, the tax
 * with its rate (or the tax the prices include), the shop's adjustment with its reason, the
 * total to pay, and "price on request" where a custom material has no price.
 * Money with `formatMoney` in the quote's language. Every text escaped; deterministic.
 */
export function quoteHtml(
  order: StoredOrder,
  price: StoredOrderPrice,
  options: QuoteOptions,
): string {
  const { language, paper } = options;
  const words = QUOTE_WORDS[language];
  const formats: Formats = { language, words, currency: price.currency };
  const id = shortOrderId(order.uuid);
  const fact = (term: string, value: string) =>
    `<dt>${escapeXml(term)}</dt><dd>${escapeXml(value)}</dd>`;
  const customer = order.customer;
  const onRequest = price.onRequest || price.lines.some(isOnRequest);
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(`${words.title} ${id} \u00b7 ${order.name}`)}</title>`,
    `<style>\n${style(paper)}\n</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeXml(words.title)}</h1>`,
    '<div class="head">',
    '<section>',
    '<dl>',
    fact(words.order, id),
    fact(words.orderName, order.name),
    fact(words.orderDate, dateText(new Date(order.createdAt), language)),
    fact(words.quoteDate, dateText(options.now ?? new Date(), language)),
    '</dl>',
    '</section>',
    '<section>',
    `<h2>${escapeXml(words.customer)}</h2>`,
    '<dl>',
    fact(words.name, customer.fullName),
    fact(words.address, customer.address),
    fact(words.email, customer.email),
    fact(words.phone, customer.phoneNumber),
    '</dl>',
    '</section>',
    '</div>',
    '<table>',
    '<thead>',
    `<tr><th scope="col">${escapeXml(words.description)}</th>` +
      `<th scope="col" class="num">${escapeXml(words.unitPrice)}</th>` +
      `<th scope="col" class="num">${escapeXml(words.amount)}</th></tr>`,
    '</thead>',
    '<tbody>',
    ...price.lines.map((line) => lineRow(line, order, options, formats)),
    '</tbody>',
    '<tfoot>',
    ...totalRows(price, formats),
    '</tfoot>',
    '</table>',
    ...(onRequest ? [`<p class="note">${escapeXml(words.onRequestNote)}</p>`] : []),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
