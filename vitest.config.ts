import { defineConfig } from 'vitest/config';

// One run over every package; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['gateway', 'sandbox', 'web', 'tests'],
    // Vitest's default is one worker fewer than the CPUs: one on a 2-core CI machine, where most test files
    // spend their time waiting on a stack, Redis or a timer. Each file keeps its own stack, Redis prefix and ports.
    maxWorkers: 2,
  },
});
