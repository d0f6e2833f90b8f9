import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { StalledFileGuard } from './tests/runner/stalled-file-guard.js';

// One run over every package; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['gateway', 'sandbox', 'web', 'tests'],
    // A worker per core, not Vitest's cores - 1: most tests wait on Redis, a server or a timer, and one worker left
    // a 2-core machine half idle (the unit run took 381 s with one worker, 240 s with two).
    maxWorkers: availableParallelism(),
    // A hang is reported and ends the run, never silent: closing after the run is bounded, and so is each file.
    teardownTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }], new StalledFileGuard()],
  },
});
