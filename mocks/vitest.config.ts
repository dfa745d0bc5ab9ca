import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // With the domain and the web: group 0, both cores (domain/vitest.config.ts).
    sequence: { groupOrder: 0 },
    maxWorkers: 2,
  },
});
