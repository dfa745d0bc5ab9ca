import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Whole-wizard screens render Chakra and the router: give slower machines room (the admin
    // detail's status changes took 10 to 22 s each on a two-core machine running the suites of
    // the other workspaces beside them).
    testTimeout: 45_000,
    // With the domain and the mocks: group 0, both cores (domain/vitest.config.ts).
    sequence: { groupOrder: 0 },
    maxWorkers: 2,
  },
});
