import { defineConfig } from 'vitest/config';

// One run over every package; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['gateway', 'sandbox', 'web', 'tests'],
  },
});
