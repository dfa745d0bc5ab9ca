import { Button, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useRef, type ReactNode, type TouchEvent } from 'react';
import { cuttingPlanPagerRecipe } from './cutting-plan-pager.recipe';

/** The pager's words, translated by the app. */
export interface CuttingPlanPagerTexts {
  /** The group's name, e.g. 'Sheets of Arctic White'. */
  group: string;
  previous: string;
  next: string;
  /** Where the reader is: (2, 5) -> 'Sheet 2 of 5'. */
  position: (index: number, count: number) => string;
}

export interface CuttingPlanPagerProps {
  /** How many sheets, and the one shown (1-based). */
  count: number;
  current: number;
  onChange: (index: number) => void;
  texts: CuttingPlanPagerTexts;
  /** The sheets (each `CuttingPlanSheet` with `shown` for the current one only). */
  children: ReactNode;
}

/** A swipe: at least this far sideways (px), and mostly sideways. */
const SWIPE = { minPx: 60, sidewaysRatio: 2 } as const;

/**
 * One sheet at a time on screen: Previous and Next buttons around "Sheet 2 of 5" (announced when
 * it changes), and a sideways swipe over the sheet turns it, unless the sheet is zoomed (the
 * swipe then pans the drawing) or two fingers pinch. On paper the buttons are left out and every
 * sheet prints.
 */
export function CuttingPlanPager({
  count,
  current,
  onChange,
  texts,
  children,
}: CuttingPlanPagerProps) {
  const recipe = useSlotRecipe({ key: 'cuttingPlanPager', recipe: cuttingPlanPagerRecipe });
  const styles = recipe();
  const start = useRef<{ x: number; y: number } | null>(null);
  const go = (index: number) => onChange(Math.min(count, Math.max(1, index)));

  const onTouchStart = (event: TouchEvent) => {
    const zoomed = (event.target as Element).closest?.('[data-zoomed=true]');
    const touch = event.touches[0];
    start.current =
      event.touches.length === 1 && !zoomed && touch
        ? { x: touch.clientX, y: touch.clientY }
        : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = start.current;
    start.current = null;
    const touch = event.changedTouches[0];
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (Math.abs(dx) < SWIPE.minPx || Math.abs(dx) < SWIPE.sidewaysRatio * Math.abs(dy)) return;
    go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <chakra.div css={styles.root}>
      {count > 1 && (
        <chakra.div css={styles.controls} role="group" aria-label={texts.group}>
          <Button
            size="sm"
            variant="outline"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            ‹ {texts.previous}
          </Button>
          <chakra.span css={styles.position} aria-live="polite" aria-atomic="true">
            {texts.position(current, count)}
          </chakra.span>
          <Button
            size="sm"
            variant="outline"
            disabled={current >= count}
            onClick={() => go(current + 1)}
          >
            {texts.next} ›
          </Button>
        </chakra.div>
      )}
      <chakra.div css={styles.sheets} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {children}
      </chakra.div>
    </chakra.div>
  );
}
