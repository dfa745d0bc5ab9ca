/*
 * What a save of the price list changes, field by field (docs/production/prices.md, "The API"):
 * the history rows of the server and of the mock server.
 */
import type { FieldChange } from '../catalogue-editing';
import { isPriceListSet, type PriceList } from './price-list';

type Leaf = FieldChange['before'];

/**
 * A list as `path -> value` of its prices, in the wire's field order: `taxRate`,
 * `materials.1.perSheet`, `hardware.hinge`. The empty list has none.
 */
function leavesOf(list: PriceList): Map<string, Leaf> {
  const leaves = new Map<string, Leaf>();
  if (!isPriceListSet(list)) return leaves;
  for (const [field, value] of Object.entries(list)) {
    if (field === 'version') continue;
    if (field === 'materials' || field === 'hardware') {
      for (const [key, price] of Object.entries(value as Record<string, unknown>)) {
        if (typeof price === 'object' && price !== null) {
          for (const [part, amount] of Object.entries(price)) {
            leaves.set(`${field}.${key}.${part}`, amount as Leaf);
          }
        } else leaves.set(`${field}.${key}`, price as Leaf);
      }
      continue;
    }
    leaves.set(field, value as Leaf);
  }
  return leaves;
}

/**
 * What a save changes, field by field: each price before and after (null: none), in the wire's
 * field order, the earlier list's keys first.
 */
export function priceListChanges(before: PriceList, after: PriceList): FieldChange[] {
  const was = leavesOf(before);
  const now = leavesOf(after);
  const changes: FieldChange[] = [];
  for (const field of new Set([...was.keys(), ...now.keys()])) {
    const from = was.get(field) ?? null;
    const to = now.get(field) ?? null;
    if (from !== to || was.has(field) !== now.has(field)) {
      changes.push({ field, before: from, after: to });
    }
  }
  return changes;
}
