import type { CategoryNode, OrderDraft, SetPriceList } from '@cutshop/domain';
import { useEffect, useState } from 'react';
import { estimateDraft, loadPriceFunction, type DraftEstimate } from './estimate';

/**
 * How long the draft must stay unchanged before it is priced again: pricing plans the sheets,
 * which is work, so a burst of changes is priced once, after it.
 */
export const ESTIMATE_DEBOUNCE_MS = 200;

/**
 * The draft's estimated price (`estimateDraft`) with the shop's list; null when there is no
 * list, no catalogue yet, or nothing to price; undefined while the first estimate is on its way. Computed after the draft has been still for
 * ESTIMATE_DEBOUNCE_MS, with the price function fetched on first use (its chunk is lazy), so it
 * never holds up the screen; the last estimate stays shown meanwhile. A failure to fetch the
 * function or to price the draft shows no price rather than a wrong one.
 */
export function usePriceEstimate(
  draft: OrderDraft,
  tree: readonly CategoryNode[] | null,
  list: SetPriceList | null,
): DraftEstimate | null | undefined {
  const [estimate, setEstimate] = useState<DraftEstimate | null | undefined>(undefined);
  useEffect(() => {
    if (!list || !tree || draft.cabinets.length === 0) {
      setEstimate(null);
      return;
    }
    let current = true;
    // A draft that could not be priced until now is pending; a shown estimate stays meanwhile.
    setEstimate((shown) => shown ?? undefined);
    const timer = setTimeout(() => {
      loadPriceFunction()
        .then((priceOrder) => {
          if (!current) return;
          setEstimate(estimateDraft(priceOrder, draft, tree, list));
        })
        .catch(() => {
          if (current) setEstimate(null);
        });
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, tree, list]);

  return estimate;
}
