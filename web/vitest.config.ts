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
    // Whole-wizard screens render Chakra and the router: give slower machines room.
    testTimeout: 20_000,
    // With the domain and the mocks: group 0, both cores (domain/vitest.config.ts).
    sequence: { groupOrder: 0 },
    maxWorkers: 2,
  },
});
