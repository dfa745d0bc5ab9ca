import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../../e2e/support/browser';

export interface ScriptWeight {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Every JavaScript file a page loads until the network is idle (its own dynamic imports
 * included), with its size and its gzip size (level 9, as a host would send it). `prepare` runs
 * first in the same browser context without loading a page (e.g. signing in through the API);
 * the page must then stay on the requested path, so a redirect is never measured instead.
 */
export async function scriptsLoadedBy(
  url: string,
  distDir: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<ScriptWeight[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await prepare?.(page);
    const paths = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) paths.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(url).pathname) {
      throw new Error(`${url} went to ${landed}: nothing to measure`);
    }
    return [...paths].sort().map((path) => {
      const content = readFileSync(join(distDir, path));
      return { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
  } finally {
    await browser.close();
  }
}
