import type { Locator, Page } from 'playwright-core';

/** A box on the page in CSS pixels, rounded to the pixel. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the brand mark looks: where it is, its size, and its text's colour, size and weight. */
export interface LogoLook extends Box {
  color: string;
  fontSize: string;
  fontWeight: string;
}

/** The box of `locator`, rounded, or an error when it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not rendered`);
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The logo link's box and the look of its name (the element that holds the text 'Cutshop'). */
export async function logoLook(page: Page): Promise<LogoLook> {
  const link = page.getByRole('link', { name: 'Cutshop home' });
  const box = await boxOf(link);
  const look = await link.evaluate((element) => {
    const named = Array.from(element.querySelectorAll('*')).find(
      (child) => child.children.length === 0 && child.textContent?.trim() === 'Cutshop',
    );
    const style = getComputedStyle(named ?? element);
    return { color: style.color, fontSize: style.fontSize, fontWeight: style.fontWeight };
  });
  return { ...box, ...look };
}

/**
 * The page's header (the first `header`) and its divider: the widest element in it drawing a
 * bottom border along the header's bottom edge. `divider` is null when there is none.
 */
export function headerDivider(
  page: Page,
): Promise<{ header: number; divider: number | null; viewport: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) throw new Error('the page has no header');
    const bottom = header.getBoundingClientRect().bottom;
    const lines = [header, ...Array.from(header.querySelectorAll('*'))]
      .filter((element) => {
        const style = getComputedStyle(element);
        const drawn = style.borderBottomStyle !== 'none' && parseFloat(style.borderBottomWidth) > 0;
        return drawn && Math.abs(element.getBoundingClientRect().bottom - bottom) <= 1;
      })
      .map((element) => Math.round(element.getBoundingClientRect().width));
    return {
      header: Math.round(header.getBoundingClientRect().width),
      divider: lines.length > 0 ? Math.max(...lines) : null,
      viewport: document.documentElement.clientWidth,
    };
  });
}

/** Whether a click at the centre of `locator` reaches it (nothing is laid over it). */
export function reachableByClick(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** The box of the text itself (not of its element), e.g. to see whether it runs off its card. */
export function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = range.getBoundingClientRect();
    return {
      x: Math.round(rect.x),
      y: Math.round(rect.y),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    };
  });
}

/**
 * Whether `locator`'s box could scroll sideways: content wider than the box itself (a table
 * that runs off its card on a phone). Elements the page hides for screen readers only are left
 * out, as they are clipped to nothing.
 */
export function scrollsSideways(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}
