import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The zoom steps of a cutting plan sheet: the drawing's width as a multiple of its box (1: the
 * whole sheet fits the width). Past 1 the drawing scrolls inside its box.
 */
export const CUTTING_PLAN_ZOOM = {
  levels: [1, 1.5, 2, 3, 4],
  /** A zoom level shown as a percentage. */
  percent: 100,
} as const;

const { levels } = CUTTING_PLAN_ZOOM;
const LAST = levels.length - 1;

/** Where the middle of the visible part is, as a share of the drawing's width and height. */
interface Centre {
  x: number;
  y: number;
}

function centreOf(box: HTMLElement): Centre {
  const { scrollLeft, scrollTop, clientWidth, clientHeight, scrollWidth, scrollHeight } = box;
  return {
    x: scrollWidth > 0 ? (scrollLeft + clientWidth / 2) / scrollWidth : 0,
    y: scrollHeight > 0 ? (scrollTop + clientHeight / 2) / scrollHeight : 0,
  };
}

/**
 * The zoom of a scrolling drawing: the level's index, steps in and out, and back to fit. A step
 * keeps the point in the middle of the box where it was, so zooming in looks at what was looked at.
 */
export function useSheetZoom(scroller: RefObject<HTMLElement | null>) {
  const [step, setStep] = useState(0);
  const pending = useRef<Centre | null>(null);

  const go = useCallback(
    (next: number) => {
      const clamped = Math.min(LAST, Math.max(0, next));
      const box = scroller.current;
      pending.current = box ? centreOf(box) : null;
      setStep(clamped);
    },
    [scroller],
  );

  useLayoutEffect(() => {
    const box = scroller.current;
    const centre = pending.current;
    pending.current = null;
    if (!box || !centre) return;
    box.scrollLeft = centre.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = centre.y * box.scrollHeight - box.clientHeight / 2;
  }, [step, scroller]);

  return {
    zoom: levels[step] ?? 1,
    canZoomIn: step < LAST,
    canZoomOut: step > 0,
    zoomIn: () => go(step + 1),
    zoomOut: () => go(step - 1),
    reset: () => go(0),
  };
}
