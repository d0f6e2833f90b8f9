import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from './platform-client.js';

/** Vitest global setup: start every run with no recorded calls, so coverage reflects this run only. */
export default function setup(): void {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
}
