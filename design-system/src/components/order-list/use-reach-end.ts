import { useEffect, useEffectEvent, type RefObject } from 'react';

/** How far down the list counts as its end: 80 % scrolled (docs/product.md, business constants). */
export const REACH_END_RATIO = 0.8;
/** Scroll events are looked at no more than once per 150 ms. */
export const REACH_END_THROTTLE_MS = 150;

/**
 * How much of `box` has been seen, from 0 to 1 (or more). A box that scrolls itself (wide screens)
 * counts its own scroll; otherwise (a phone, where the page scrolls) how far its bottom is into
 * the window.
 */
export function seenRatio(box: HTMLElement): number {
  const scrollsItself =
    box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible';
  if (scrollsItself) return (box.scrollTop + box.clientHeight) / box.scrollHeight;
  const rect = box.getBoundingClientRect();
  if (rect.height === 0) return 1;
  return (window.innerHeight - rect.top) / rect.height;
}

/**
 * Calls `onReachEnd` once the person has scrolled `box` (or the page around it) past 80 %,
 * throttled; at most once until `enabled` or `itemCount` changes (the app is then loading the
 * next page). A list too short to scroll counts as seen, so it asks for more until it fills.
 */
export function useReachEnd(
  box: RefObject<HTMLElement | null>,
  onReachEnd: (() => void) | undefined,
  enabled: boolean,
  itemCount: number,
) {
  const reachEnd = useEffectEvent(() => onReachEnd?.());

  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    let fired = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;

    const check = () => {
      if (fired || seenRatio(element) < REACH_END_RATIO) return;
      fired = true;
      reachEnd();
    };
    const onScroll = () => {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      check();
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) {
          pending = false;
          onScroll();
        }
      }, REACH_END_THROTTLE_MS);
    };

    check();
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(timer);
    };
  }, [box, enabled, itemCount]);
}
