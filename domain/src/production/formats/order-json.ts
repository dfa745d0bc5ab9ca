import { DEFAULT_ORDER_LANGUAGE, type StoredOrder } from '../../schemas';

/** Spaces per indentation level of order.json. */
const JSON_INDENT = 2;

/**
 * order.json: the stored order as read from the server, pretty printed, ending with a newline.
 * The language is left out when it is the default, English, so an order placed before the
 * language was kept keeps exactly the file it had (docs/production/prices.md).
 */
export function orderJson(order: StoredOrder): string {
  const { language, ...rest } = order;
  const written = language === undefined || language === DEFAULT_ORDER_LANGUAGE ? rest : order;
  return `${JSON.stringify(written, null, JSON_INDENT)}\n`;
}
