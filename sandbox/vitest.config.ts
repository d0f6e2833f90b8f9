import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
