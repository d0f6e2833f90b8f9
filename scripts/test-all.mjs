#!/usr/bin/env node
// Every test stage, each run whatever the ones before it did, so that one red stage never hides the next; then one
// table of them all and one closing line in the plain form CI reads ("N passed, N failed, N skipped"). The exit
// code is red when any stage is.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const VITEST_RESULTS = 'test-results/vitest.json';
const PLAYWRIGHT_RESULTS = 'test-results/playwright.json';
const UNIT_LANE_OUTPUT = 'test-results/unit-lane.log';

/** The first line of a failure's message, without colour codes: enough to name the cause in the summary. */
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 200);

/**
 * A stage's tests, read from its runner's JSON report (undefined when the runner wrote none), with the names of the
 * tests that failed and of those that passed only on their retry: CI's log may keep only its tail, so the summary
 * itself says which test to look at.
 */
const counts = {
  vitest() {
    if (!existsSync(VITEST_RESULTS)) return undefined;
    const report = JSON.parse(readFileSync(VITEST_RESULTS, 'utf8'));
    const failures = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
    );
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, failures, flaky: [] };
  },
  playwright() {
    if (!existsSync(PLAYWRIGHT_RESULTS)) return undefined;
    const { stats, suites } = JSON.parse(readFileSync(PLAYWRIGHT_RESULTS, 'utf8'));
    const failures = [];
    const flaky = [];
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const name = [...titles, spec.title].filter(Boolean).join(' › ');
          const error = test.results.find((result) => result.error)?.error?.message;
          if (test.status === 'unexpected') failures.push(`${spec.file} › ${name}: ${firstLine(error)}`);
          if (test.status === 'flaky') flaky.push(`${spec.file} › ${name}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles);
    };
    for (const suite of suites) visit(suite, []);
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures, flaky };
  },
};

const checks = [
  { name: 'codegen check', command: 'pnpm run codegen:check' },
  { name: 'typecheck', command: 'pnpm run typecheck' },
  { name: 'lint', command: 'pnpm run lint' },
];
// The contract coverage reads what the Vitest contract tests wrote, so it follows them.
const unitLane = [
  { name: 'unit (vitest)', command: 'pnpm run test:unit', tests: counts.vitest },
  { name: 'contract coverage', command: 'node scripts/contract-coverage.mjs' },
];
const e2eLane = [{ name: 'e2e (playwright)', command: 'pnpm run test:e2e', tests: counts.playwright }];

/**
 * The two suites run at once: each spends much of its time waiting on its servers, Redis, a browser or a timer,
 * and both are built for a busy 2-core machine, so together they take little more than the longer alone.
 * `TEST_LANES=1` runs them one after the other.
 */
const together = process.env.TEST_LANES !== '1';

/** Runs one stage, its output to the terminal or appended to a file; resolves with its verdict and time. */
function run(stage, output) {
  const started = Date.now();
  return new Promise((resolve) => {
    if (output === undefined) console.log(`\n=== ${stage.name}: ${stage.command}\n`);
    else output.write(`\n=== ${stage.name}: ${stage.command}\n\n`);
    const child = spawn(stage.command, { shell: true, stdio: output === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (output !== undefined) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ ...stage, ok: code === 0, seconds, exit: code ?? signal, tests: stage.tests?.() });
    });
  });
}

async function runLane(stages, output) {
  const results = [];
  for (const stage of stages) results.push(await run(stage, output));
  return results;
}

// A report left by an earlier run must not stand in for a runner that wrote none this time.
rmSync(VITEST_RESULTS, { force: true });
rmSync(PLAYWRIGHT_RESULTS, { force: true });

const begun = Date.now();
const results = await runLane(checks);
if (together) {
  mkdirSync('test-results', { recursive: true });
  const unitOutput = createWriteStream(UNIT_LANE_OUTPUT);
  console.log(`\n=== ${unitLane.map((stage) => stage.name).join(', ')}: running beside the e2e suite, printed after it\n`);
  const [unit, e2e] = await Promise.all([runLane(unitLane, unitOutput), runLane(e2eLane)]);
  await new Promise((resolve) => unitOutput.end(resolve));
  process.stdout.write(readFileSync(UNIT_LANE_OUTPUT, 'utf8'));
  results.push(...unit, ...e2e);
} else {
  results.push(...(await runLane(unitLane)), ...(await runLane(e2eLane)));
}

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
console.log(`${'all, start to end'.padEnd(39)} ${`${Math.round((Date.now() - begun) / 1000)} s`.padStart(7)}`);
for (const { tests } of results) {
  for (const failure of tests?.failures ?? []) console.log(`failed: ${failure}`);
  for (const retried of tests?.flaky ?? []) console.log(`flaky (failed, then passed on its retry): ${retried}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
