import { defineConfig } from 'vitest/config';

// Every package keeps its own test project; `npm test` runs them all in one `vitest run`.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
  },
});
