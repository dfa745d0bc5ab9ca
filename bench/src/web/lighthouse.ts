import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../../e2e/support/browser';

const run = promisify(execFile);

/** Scores out of 100; null when Lighthouse could not compute one (e.g. no Speed Index frames). */
export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
}

/**
 * Lighthouse 12 in its default mobile profile (an emulated mid-range phone on a throttled
 * connection) on one URL, with the system Chromium. Runs the Lighthouse CLI so its own browser
 * launcher is used; the command is the one a person would type:
 *
 *   CHROME_PATH=/usr/bin/chromium npx lighthouse <url> --only-categories=performance,accessibility
 *     --chrome-flags="--headless=new --no-sandbox --disable-gpu"
 */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<'performance' | 'accessibility', { score: number | null }>;
  };
  const score = (value: number | null) => (value === null ? null : Math.round(value * 100));
  return {
    performance: score(report.categories.performance.score),
    accessibility: score(report.categories.accessibility.score),
  };
}
