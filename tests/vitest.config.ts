import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tests',
    environment: 'node',
    include: ['contract/**/*.test.ts', 'compose/**/*.test.ts', 'lint/**/*.test.ts', 'fuzz/**/*.test.ts'],
    globalSetup: ['contract/support/clean-coverage.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
