#!/usr/bin/env node
// One closing line over every runner, in the plain form CI reads: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const vitest = read('test-results/vitest.json');
const playwright = read('test-results/playwright.json');

const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;
console.log(`vitest ${vitest.numPassedTests}/${vitest.numTotalTests}, playwright ${playwright.stats.expected + playwright.stats.flaky}/${playwright.stats.expected + playwright.stats.flaky + playwright.stats.unexpected + playwright.stats.skipped}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
