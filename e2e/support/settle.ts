import type { Page } from 'playwright-core';

/** Waits until the page's transitions have finished (pages and banners fade and slide in). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // framer-motion also animates from JavaScript; give its last frame time to land.
  await page.waitForTimeout(400);
}
