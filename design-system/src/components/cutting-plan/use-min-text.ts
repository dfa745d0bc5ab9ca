import { useLayoutEffect, useState, type RefObject } from 'react';
import type { PlanRect } from '@cutshop/domain/production';

/**
 * The smallest readable text of a cutting plan: about 11 px on a screen (the drawing's texts
 * never get smaller, whatever the zoom); on paper the domain's PLAN_PRINT_RULES (7 pt).
 */
export const CUTTING_PLAN_TEXT = {
  minScreenPx: 11,
  /** The width the drawing is first laid out for, before it is measured. */
  firstWidthPx: 960,
} as const;

/**
 * The smallest text, in the drawing's millimetres, that shows at CUTTING_PLAN_TEXT.minScreenPx
 * at the size `svg` is drawn (rounded up to a whole millimetre, so a small resize keeps the
 * layout). Measured again whenever the drawing's box changes size (a zoom, a turned phone).
 */
export function useMinTextMm(
  svg: RefObject<SVGSVGElement | null>,
  viewBox: Pick<PlanRect, 'width' | 'height'>,
): number {
  const { width, height } = viewBox;
  const fromPx = (pxWide: number, pxHigh: number) => {
    const pxPerMm = Math.min(pxWide / width, pxHigh / height);
    return pxPerMm > 0 ? Math.ceil(CUTTING_PLAN_TEXT.minScreenPx / pxPerMm) : 0;
  };
  const [minTextMm, setMinTextMm] = useState(() =>
    fromPx(CUTTING_PLAN_TEXT.firstWidthPx, Number.POSITIVE_INFINITY),
  );
  useLayoutEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) setMinTextMm(fromPx(box.width, box.height));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // fromPx reads only width and height.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg, width, height]);
  return minTextMm;
}
