import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file has its own SQLite file and MySQL database, so files can run side by side.
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
