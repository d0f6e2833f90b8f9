#!/usr/bin/env node
// Fails when the codegen output on disk differs from what the schema and documents generate now.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['gateway/src/__generated__', 'web/src/gql', 'tests/integrator/gql'];

function snapshot() {
  const files = new Map();
  for (const dir of OUTPUTS) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true })) {
      const path = join(dir, String(name));
      if (path.endsWith('.ts') || path.endsWith('.json')) files.set(path, readFileSync(path, 'utf8'));
    }
  }
  return files;
}

const before = snapshot();
execFileSync(join('node_modules', '.bin', 'graphql-codegen'), ['--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p));
if (stale.length > 0) {
  console.error(`Codegen output was stale (now regenerated; commit it):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen output is fresh (${after.size} files)`);
