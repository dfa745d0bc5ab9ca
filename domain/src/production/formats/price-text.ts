/*
 * An order's price in its production files (docs/production/prices.md, "Kept with the order"):
 * the PRICE section of production.txt and the export's price.json. Only for an order that has
 * a price; an order without one keeps exactly the files it had.
 */
import { formatMoney, payableTotal, type StoredOrderPrice } from '../../pricing/order-price';
import { trimmed } from './numbers';
import { field, heading, oneLine, table, wrap, type TextColumn } from './text-layout';

/** Spaces per indentation level of price.json (as order.json). */
const JSON_INDENT = 2;
/** Width of the labels of the totals' `label: value` lines. */
const LABEL_WIDTH = 16;
/** Decimals a quantity of a price line has at most. */
const QUANTITY_DECIMALS = 3;
/** Screens and files write amounts in English here (the shop's files are English). */
const LANGUAGE = 'en';

const PRICE_COLUMNS: readonly TextColumn[] = [
  { heading: 'Line', align: 'left' },
  { heading: 'Quantity', align: 'right' },
  { heading: 'Unit', align: 'left' },
  { heading: 'Unit price', align: 'right' },
  { heading: 'Amount', align: 'right' },
];

/**
 * The PRICE section of production.txt: each line of the price, the subtotal, the tax, the
 * total, the shop's adjustment with its reason, and what the customer pays, in the list's
 * currency; the price list's version, and a note when a custom material is priced on request.
 */
export function priceSection(price: StoredOrderPrice): string[] {
  const currency = price.currency ?? '';
  const money = (amount: number) =>
    currency === '' ? String(amount) : formatMoney(amount, currency, LANGUAGE);
  const rows = price.lines.map((line) => [
    oneLine(line.description),
    trimmed(line.quantity, QUANTITY_DECIMALS),
    line.unit,
    money(line.unitPrice),
    money(line.amount),
  ]);
  const lines = [
    ...heading(`Price (${currency}, price list version ${price.priceListVersion})`),
    ...table(PRICE_COLUMNS, rows),
    '',
    ...field('Subtotal', money(price.subtotal), LABEL_WIDTH),
    ...field('Tax', money(price.tax), LABEL_WIDTH),
    ...field('Total', money(price.total), LABEL_WIDTH),
  ];
  if (price.adjustment !== null) {
    lines.push(
      ...field('Adjustment', money(price.adjustment.amount), LABEL_WIDTH),
      ...field('Reason', price.adjustment.reason, LABEL_WIDTH),
      ...field('Adjusted by', `${price.adjustment.by}, ${price.adjustment.at}`, LABEL_WIDTH),
      ...field('To pay', money(payableTotal(price)), LABEL_WIDTH),
    );
  }
  if (price.onRequest) {
    lines.push('', ...wrap('A custom material is priced on request: the total leaves it out.'));
  }
  return lines;
}

/** price.json: the order's price as it is kept, with what the customer pays, pretty printed. */
export function priceJson(price: StoredOrderPrice): string {
  return `${JSON.stringify({ ...price, finalTotal: payableTotal(price) }, null, JSON_INDENT)}\n`;
}
