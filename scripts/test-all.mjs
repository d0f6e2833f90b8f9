#!/usr/bin/env node
// Every test stage in turn, each run whatever the ones before it did, so that one red stage never hides the next;
// then one table of them all and one closing line in the plain form CI reads ("N passed, N failed, N skipped").
// The exit code is red when any stage is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const VITEST_RESULTS = 'test-results/vitest.json';
const PLAYWRIGHT_RESULTS = 'test-results/playwright.json';

/** A stage's tests, read from its runner's JSON report (undefined when the runner wrote none). */
const counts = {
  vitest() {
    if (!existsSync(VITEST_RESULTS)) return undefined;
    const report = JSON.parse(readFileSync(VITEST_RESULTS, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  },
  playwright() {
    if (!existsSync(PLAYWRIGHT_RESULTS)) return undefined;
    const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_RESULTS, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  },
};

const stages = [
  { name: 'codegen check', command: 'pnpm run codegen:check' },
  { name: 'typecheck', command: 'pnpm run typecheck' },
  { name: 'lint', command: 'pnpm run lint' },
  { name: 'unit (vitest)', command: 'pnpm run test:unit', tests: counts.vitest },
  { name: 'contract coverage', command: 'node scripts/contract-coverage.mjs' },
  { name: 'e2e (playwright)', command: 'pnpm run test:e2e', tests: counts.playwright },
];

// A report left by an earlier run must not stand in for a runner that wrote none this time.
rmSync(VITEST_RESULTS, { force: true });
rmSync(PLAYWRIGHT_RESULTS, { force: true });

const results = stages.map((stage) => {
  console.log(`\n=== ${stage.name}: ${stage.command}\n`);
  const started = Date.now();
  const run = spawnSync(stage.command, { shell: true, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = run.status === 0;
  return { ...stage, ok, seconds, exit: run.status ?? run.signal, tests: stage.tests?.() };
});

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== summary\n');
for (const result of results) {
  const { tests } = result;
  // A runner that failed without a report (it crashed, or was ended as stalled) counts as one failure, as does a
  // stage that is not a test runner (codegen, typecheck, lint, coverage).
  if (tests === undefined) {
    if (result.ok) passed += 1;
    else failed += 1;
  } else {
    passed += tests.passed;
    failed += tests.failed || (result.ok ? 0 : 1);
    skipped += tests.skipped;
  }
  const figures = tests === undefined ? '' : `${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`;
  const verdict = result.ok ? 'passed' : `FAILED (exit ${result.exit})`;
  console.log(`${result.name.padEnd(20)} ${verdict.padEnd(18)} ${`${result.seconds} s`.padStart(7)}   ${figures}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
