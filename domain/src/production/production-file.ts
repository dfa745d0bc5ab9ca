/*
 * The production file as a download (docs/production/outputs.md): what the server's
 * GET /api/orders/:uuid/production.txt and the mock API answer.
 */
import type { CategoryNode } from '../catalogue';
import type { StoredOrderPrice } from '../pricing/order-price';
import type { StoredOrder } from '../schemas';
import { buildCutList } from './cut-list';
import { productionFileName } from './export';
import { productionText } from './formats';
import { summariseHardware } from './hardware';
import { explodeOrder } from './parts';
import type { PartsSettings } from './parts/parts-settings';

/** A text file to download: the name to save it under and its content. */
export interface ProductionFile {
  fileName: string;
  content: string;
}

/**
 * The production file of an order, `<short id>.txt`, from one explosion of the order with the
 * catalogue `tree`, with its PRICE section when it has a `price`: the same text as the export's
 * production.txt. `parts`: the parts settings the order keeps (the defaults when not given).
 */
export function productionFileOf(
  order: StoredOrder,
  tree: readonly CategoryNode[],
  price: StoredOrderPrice | null = null,
  parts?: PartsSettings,
): ProductionFile {
  const exploded = explodeOrder(order, tree, parts);
  return {
    fileName: productionFileName(order.uuid),
    content: productionText(
      order,
      exploded,
      buildCutList(exploded),
      summariseHardware(exploded),
      price,
    ),
  };
}
