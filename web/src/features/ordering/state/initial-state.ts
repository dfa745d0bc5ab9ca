/** The parts of a zustand store read here. */
interface Store<T extends object> {
  getState(): T;
  getInitialState(): T;
  setState(state: T, replace: true): void;
}

/**
 * After a persisted store read its saved state: when nothing was saved (every field the same as
 * the initial state's), puts the initial state object itself back. While React adopts a
 * prerendered page it reads each store's initial state (zustand's server snapshot) and then
 * compares it with the current one; the storage's read makes a copy with the same fields, and a
 * copy would make React render the whole page again at once, in one long task
 * (docs/architecture.md, "The first page's start").
 */
export function keepInitialStateWhenUnchanged<T extends object>(store: Store<T>): void {
  const initial = store.getInitialState();
  const current = store.getState();
  if (current === initial) return;
  const keys = Object.keys(initial) as (keyof T)[];
  const same =
    keys.length === Object.keys(current).length &&
    keys.every((key) => Object.is(initial[key], current[key]));
  if (same) store.setState(initial, true);
}
