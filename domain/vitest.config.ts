import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Group 0 runs the in-process suites (domain, mocks, web) on both cores; the suites that
    // start servers and browsers follow in groups of their own, one file at a time (the README,
    // "Quick start").
    sequence: { groupOrder: 0 },
    maxWorkers: 2,
    // The export and plan tests plan whole orders (a kitchen, the reference orders): up to 4 s
    // each on a slower two-core machine alone, more beside the other group-0 suites.
    testTimeout: 20_000,
  },
});
