import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useOrderList } from './orders-store';

/**
 * The list's scroll: where the person is kept while new orders are added above (what they are
 * reading stays where it is), and where they were when they come back from an order's detail.
 * On wide screens the list box scrolls itself; on a phone the page does.
 */

/** The list's scrolling region inside `wrapper` (the design system's OrderList). */
function regionIn(wrapper: HTMLElement | null): HTMLElement | null {
  return wrapper?.querySelector<HTMLElement>('[role="region"]') ?? null;
}

function scrollsItself(box: HTMLElement): boolean {
  return getComputedStyle(box).overflowY !== 'visible' && box.scrollHeight > box.clientHeight;
}

/** Where the rows are measured from: the box's top when it scrolls, else the window's. */
function viewTop(box: HTMLElement): number {
  return scrollsItself(box) ? box.getBoundingClientRect().top : 0;
}

/**
 * Keeps the first row in view at the same place when rows are added above it: call the
 * returned function just before adding them.
 */
export function useScrollAnchor(wrapper: RefObject<HTMLElement | null>, rowCount: number) {
  const anchor = useRef<{ row: Element; offset: number } | null>(null);

  useLayoutEffect(() => {
    const saved = anchor.current;
    anchor.current = null;
    const box = regionIn(wrapper.current);
    if (!saved || !box || !saved.row.isConnected) return;
    const delta = saved.row.getBoundingClientRect().top - viewTop(box) - saved.offset;
    if (delta === 0) return;
    if (scrollsItself(box)) box.scrollTop += delta;
    else window.scrollBy(0, delta);
  }, [wrapper, rowCount]);

  return () => {
    const box = regionIn(wrapper.current);
    if (!box) return;
    const top = viewTop(box);
    const row = [...box.querySelectorAll('li')].find(
      (item) => item.getBoundingClientRect().bottom > top,
    );
    anchor.current = row ? { row, offset: row.getBoundingClientRect().top - top } : null;
  };
}

/**
 * Saves the scroll when the list is left and puts it back when the list comes back with the
 * same rows (after the app's scroll-to-top on navigation has run).
 */
export function useScrollMemory(wrapper: RefObject<HTMLElement | null>, kept: boolean) {
  // Read once, when the list opens: the save on leaving (and React's development double run of
  // effects) must not overwrite the place to go back to.
  const [restoreTo] = useState(() => (kept ? useOrderList.getState().scroll : null));

  useEffect(() => {
    if (!restoreTo) return;
    const timer = setTimeout(() => {
      const box = regionIn(wrapper.current);
      if (box) box.scrollTop = restoreTo.box;
      window.scrollTo(0, restoreTo.page);
    }, 0);
    return () => clearTimeout(timer);
  }, [wrapper, restoreTo]);

  // A layout effect's cleanup runs while the rows are still on the page, so it reads the real
  // scroll (by the time an ordinary effect's cleanup runs, the list is gone and reads 0).
  useLayoutEffect(() => {
    const element = wrapper.current;
    return () => {
      const box = regionIn(element);
      if (!box) return;
      useOrderList.setState({ scroll: { box: box.scrollTop, page: window.scrollY } });
    };
  }, [wrapper]);
}
