import type { StoredOrder } from '../../schemas';

/** Spaces per indentation level of order.json. */
const JSON_INDENT = 2;

/** order.json: the stored order as read from the server, pretty printed, ending with a newline. */
export function orderJson(order: StoredOrder): string {
  return `${JSON.stringify(order, null, JSON_INDENT)}\n`;
}
