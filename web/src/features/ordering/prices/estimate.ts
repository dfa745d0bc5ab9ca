import type { CategoryNode, Item, OrderDraft, SetPriceList, StoredMaterial } from '@cutshop/domain';
import type { OrderPrice, priceOrder } from '@cutshop/domain/production';
import { draftMaterials, draftStoredOrder } from './draft-order';

/** The draft's estimated price, and each item's price on its own. */
export interface DraftEstimate {
  order: OrderPrice;
  /** One per item of the draft, in its order. */
  items: OrderPrice[];
  /** The items priced (the draft's, when it was priced): a screen shows an item's price only for them. */
  cabinets: readonly Item[];
}

type PriceFunction = typeof priceOrder;

let loading: Promise<PriceFunction> | null = null;

/**
 * The price function, from the production entry of the domain, fetched on first use: the
 * wizard's first pages never load that chunk (docs/architecture.md). A failed fetch is forgotten,
 * so the next estimate tries again.
 */
export function loadPriceFunction(): Promise<PriceFunction> {
  loading ??= import('@cutshop/domain/production').then(
    (production) => production.priceOrder,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Prices computed lately, per catalogue read (a changed catalogue is a new object) and by their
 * other inputs: a step 3 visit reprices only the item that changed.
 */
const recent = new WeakMap<readonly CategoryNode[], Map<string, OrderPrice>>();
const RECENT_LIMIT = 200;

function remembered(
  tree: readonly CategoryNode[],
  key: string,
  compute: () => OrderPrice,
): OrderPrice {
  let prices = recent.get(tree);
  if (!prices) recent.set(tree, (prices = new Map()));
  const known = prices.get(key);
  if (known) return known;
  const price = compute();
  if (prices.size >= RECENT_LIMIT) {
    const oldest = prices.keys().next().value;
    if (oldest !== undefined) prices.delete(oldest);
  }
  prices.set(key, price);
  return price;
}

/**
 * The draft's price with the shop's list and the current catalogue, as the server will compute
 * it at intake (`priceOrder`, docs/production/prices.md), or null while the draft cannot be
 * priced (no materials or no item yet).
 *
 * Each item's own price is the order priced with that item alone, the same materials and the
 * same list, without the minimum order (a charge of the whole order, not of an item). We price
 * items this way rather than splitting the order's lines: a material charged per whole sheet, or
 * the cutting charge per sheet, cannot be split exactly between items that share sheets, while
 * an item on its own is a price the customer can check. The screens say so ("on its own") and
 * note that the order's total, whose items share sheets, need not equal the sum.
 */
export function estimateDraft(
  priceOrder: PriceFunction,
  draft: OrderDraft,
  tree: readonly CategoryNode[],
  list: SetPriceList,
): DraftEstimate | null {
  const materials: StoredMaterial[] = draftMaterials(draft, tree);
  const whole = draftStoredOrder(draft, materials);
  if (!whole) return null;
  const context = JSON.stringify([list, materials, draft.unit]);
  const order = remembered(tree, `${context}|order|${JSON.stringify(whole.cabinets)}`, () =>
    priceOrder(whole, tree, list),
  );
  const itemList: SetPriceList = { ...list, minimumOrder: 0 };
  const items = whole.cabinets.map((item) => {
    const alone = draftStoredOrder(draft, materials, [item]);
    return alone
      ? remembered(tree, `${context}|item|${JSON.stringify(item)}`, () =>
          priceOrder(alone, tree, itemList),
        )
      : order;
  });
  return { order, items, cabinets: draft.cabinets };
}
