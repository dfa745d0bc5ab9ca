import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../../e2e/support/browser';

export interface ScriptWeight {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Every JavaScript file a page loads until the network is idle (its own dynamic imports
 * included), with its size and its gzip size (level 9, as a host would send it).
 */
export async function scriptsLoadedBy(url: string, distDir: string): Promise<ScriptWeight[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const paths = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) paths.add(pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...paths].sort().map((path) => {
      const content = readFileSync(join(distDir, path));
      return { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
  } finally {
    await browser.close();
  }
}
