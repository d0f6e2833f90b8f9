#!/usr/bin/env node
// Lists the platform calls the contract suite made against the catalogue (tests/contract/catalogue/*.json)
// and fails unless every catalogue call got at least one successful answer.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const catalogueDir = 'tests/contract/catalogue';
const callsDir = 'test-results/contract-calls';

const catalogue = readdirSync(catalogueDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(join(catalogueDir, f), 'utf8')).calls.map((c) => ({ ...c, group: f.replace('.json', '') })));

const seen = new Map();
if (existsSync(callsDir)) {
  for (const file of readdirSync(callsDir)) {
    for (const line of readFileSync(join(callsDir, file), 'utf8').split('\n').filter(Boolean)) {
      const { call, success } = JSON.parse(line);
      const entry = seen.get(call) ?? { calls: 0, successes: 0 };
      entry.calls += 1;
      if (success) entry.successes += 1;
      seen.set(call, entry);
    }
  }
}

const missing = [];
for (const item of catalogue) {
  const entry = seen.get(item.call);
  const mark = entry && entry.successes > 0 ? 'ok ' : 'MISSING';
  if (mark !== 'ok ') missing.push(item.call);
  console.log(`${mark.padEnd(7)} ${item.call.padEnd(58)} ${String(entry?.calls ?? 0).padStart(4)} calls  (${item.group}; ${item.source})`);
}
// Refusal tests call paths with the wrong method on purpose; only answered calls matter here.
const extra = [...seen.entries()].filter(([call, e]) => e.successes > 0 && !catalogue.some((c) => c.call === call)).map(([call]) => call);
if (extra.length) console.log(`\nCalled but not in the catalogue: ${extra.join(', ')}`);
console.log(`\ncontract coverage: ${catalogue.length - missing.length}/${catalogue.length} catalogue calls answered successfully`);
if (missing.length) process.exit(1);
