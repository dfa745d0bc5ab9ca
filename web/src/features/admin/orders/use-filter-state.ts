import { EMPTY_ORDER_FILTER, type OrderFilterValue } from '@cutshop/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, sameFilters, searchFromFilters } from './list-filters';

/** Filter changes apply this long after the last one (docs/product.md §9). */
const FILTER_DEBOUNCE_MS = 300;

/**
 * The list's filters, kept in the URL query so a reload, Back and Forward, or a pasted link
 * show the same list. `draft` is what the filter bar shows at once; `applied` (the URL) follows
 * it 300 ms after the last change. Clearing applies at once.
 */
export function useFilterState() {
  const [search, setSearch] = useSearchParams();
  const applied = useMemo(() => filtersFromSearch(search), [search]);
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed (Back, Forward, a link, or the debounced write): the bar shows it.
  if (!sameFilters(shown, applied)) {
    setShown(applied);
    setDraft(applied);
  }

  const current = useRef(applied);
  useEffect(() => {
    current.current = applied;
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: OrderFilterValue) => {
    clearTimeout(timer.current);
    // Typing back to what is applied adds no history entry.
    if (!sameFilters(next, current.current)) setSearch(searchFromFilters(next));
  };

  return {
    applied,
    draft,
    change(next: OrderFilterValue) {
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(next), FILTER_DEBOUNCE_MS);
    },
    clear() {
      setDraft(EMPTY_ORDER_FILTER);
      apply(EMPTY_ORDER_FILTER);
    },
  };
}
