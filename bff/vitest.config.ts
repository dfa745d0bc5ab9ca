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
    // After the in-process suites (group 0), one file at a time: the files start server
    // processes of their own (several at once, killed and restarted) and time them.
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
  },
});
