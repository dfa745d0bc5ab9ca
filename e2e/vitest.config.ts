import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['global-setup.ts'],
    // A real browser against a real server: generous, but a hang still fails.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // What a page shows after a click settles within seconds on a busy two-core machine, not
    // within expect.poll's default second.
    expect: { poll: { timeout: 15_000 } },
    // After every other project (groups 0 and 1): the BFF suites start server processes of their
    // own (several at once, killed and restarted), and a browser test sharing two cores with
    // them measured their load, not the product.
    sequence: { groupOrder: 2 },
    maxWorkers: 1,
    // Each file starts its own server and browser in beforeAll; the support modules hold no
    // state, so the files share one module cache (playwright and the helpers load once).
    isolate: false,
  },
});
