import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tests',
    environment: 'node',
    include: ['contract/**/*.test.ts', 'compose/**/*.test.ts', 'cdn/**/*.test.ts', 'lint/**/*.test.ts', 'fuzz/**/*.test.ts', 'attacks/**/*.test.ts', 'schema-contract/**/*.test.ts', 'integrator/**/*.test.ts'],
    globalSetup: ['contract/support/clean-coverage.ts', 'attacks/support/ledger-table.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
