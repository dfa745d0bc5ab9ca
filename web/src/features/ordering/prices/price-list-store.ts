import { isPriceListSet, type SetPriceList } from '@cutshop/domain';
import { useEffect } from 'react';
import { create } from 'zustand';
// Not through lib/api's index: the wizard's first pages load that index, and need no price list.
import { getPriceList } from '../../../lib/api/get-price-list';

interface PriceListState {
  /** The shop's prices; null when it sets none, or while (or when) they cannot be read. */
  list: SetPriceList | null;
  /**
   * Reads the price list again: the last read while it is recent, else the server's answer
   * (`fresh`: now, before Send). A failed read keeps what is shown; a first one shows no price.
   */
  refresh: (options?: { fresh?: boolean }) => Promise<SetPriceList | null>;
}

/**
 * The shop's price list as the wizard shows prices from it (docs/production/prices.md): read on
 * step 3, the summary and before Send. A shop without one (`{ version: 0 }`) sees no price
 * anywhere, and neither does a customer whose browser cannot read it: the order goes on as it
 * would without prices.
 */
export const usePriceListStore = create<PriceListState>()((set, get) => ({
  list: null,
  refresh: async (options) => {
    try {
      const read = await getPriceList(options);
      const list = isPriceListSet(read) ? read : null;
      if (list !== get().list) set({ list });
      return list;
    } catch {
      return get().list;
    }
  },
}));

/** The shop's price list (null: no price to show), read again when the screen opens. */
export function useShopPriceList(): SetPriceList | null {
  const list = usePriceListStore((state) => state.list);
  const refresh = usePriceListStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return list;
}
