import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settle } from './settle';

/** Accessibility problems axe finds on the settled page (WCAG 2.1 A and AA), one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Pages fade in: contrast is judged on the settled page, not mid-animation.
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** What the keyboard walk found: controls Tab never reached, and stops without a visible ring. */
export interface KeyboardWalk {
  /** How many controls the page had to reach. */
  controls: number;
  unreached: string[];
  noVisibleFocus: string[];
}

const CONTROLS =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Presses Tab from the top of the page until focus comes round again (or `maxPresses`), and
 * reports every enabled, rendered control it never reached and every stop where no focus ring
 * shows. A ring is an outline or box-shadow on the focused element under :focus-visible; a
 * visually hidden input (a custom checkbox) counts when its label shows the ring instead.
 */
export async function walkWithTab(page: Page, maxPresses = 120): Promise<KeyboardWalk> {
  const names = await page.evaluate((selector) => {
    const found: string[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((element, index) => {
      const disabled = (element as HTMLButtonElement).disabled === true;
      if (disabled || !element.checkVisibility({ visibilityProperty: true })) return;
      const hiddenInput = element instanceof HTMLInputElement && element.offsetWidth <= 1;
      if (!hiddenInput && element.getClientRects().length === 0) return;
      element.dataset.e2eControl = String(index);
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      found.push(`${element.tagName.toLowerCase()}#${index} "${label}"`);
    });
    return found;
  }, CONTROLS);

  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  const noVisibleFocus: string[] = [];
  let first: string | null = null;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const ring = (target: Element) => {
        const style = getComputedStyle(target);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      };
      let visible = element.matches(':focus-visible') && ring(element);
      if (!visible && element instanceof HTMLInputElement && element.offsetWidth <= 1) {
        const label = element.closest('label');
        const marked = label?.querySelectorAll('[data-focus-visible]') ?? [];
        visible = Array.from(marked).some(ring);
      }
      const id = element.dataset.e2eControl ?? `unlisted ${element.tagName.toLowerCase()}`;
      const text = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return { id, visible, text: text.slice(0, 40) };
    });
    if (stop === null) continue;
    if (stop.id === first) break;
    first ??= stop.id;
    reached.add(stop.id);
    if (!stop.visible) noVisibleFocus.push(`${stop.id} "${stop.text}"`);
  }
  const unreached = names.filter((name) => !reached.has(/#(\d+) /.exec(name)?.[1] ?? ''));
  return { controls: names.length, unreached, noVisibleFocus };
}

/** The page's full width in CSS pixels (more than the viewport means a sideways scroll). */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
