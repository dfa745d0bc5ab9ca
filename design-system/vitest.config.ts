import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every story becomes a test: it renders in Chromium, runs its play function and the axe check.
export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(here, '../.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // The system's Chromium: this machine cannot download Playwright's own browser.
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
    // With the BFF suites: group 1, one at a time (bff/vitest.config.ts).
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
  },
});
