import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../gateway/src/infra/upstream/catalogue.js';
import { SPEC_CALL_EXCEPTIONS } from './spec-call-exceptions.js';
import { sourceFiles, specCallPaths, usedCallNames } from './spec-calls.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
// The specs live beside the repository (../shared/spec from the repo root), not in it.
const specFolder = join(repoRoot, '..', 'shared', 'spec');

function specTexts(): { file: string; text: string }[] {
  if (!existsSync(specFolder)) {
    throw new Error(`The spec folder ${specFolder} is missing: the call coverage check needs both spec documents there.`);
  }
  const files = readdirSync(specFolder).filter((name) => name.endsWith('.txt')).sort();
  return files.map((file) => ({ file, text: readFileSync(join(specFolder, file), 'utf8') }));
}

describe('every call of the specs reaches the product', () => {
  const specs = specTexts();
  const used = usedCallNames(sourceFiles(join(repoRoot, 'gateway', 'src', 'graphql')));
  const usedPaths = new Set<string>(Object.entries(calls).filter(([name]) => used.has(name)).map(([, call]) => call.path));

  it('reads both spec documents, each with a call section', () => {
    expect(specs.length).toBeGreaterThanOrEqual(2);
    for (const spec of specs) expect(specCallPaths(spec.text).length, spec.file).toBeGreaterThan(5);
  });

  it('has a catalogue entry used by a gateway module for every spec call, or a listed exception', () => {
    const missing = specs.flatMap(({ file, text }) =>
      specCallPaths(text)
        .filter((path) => !usedPaths.has(path) && SPEC_CALL_EXCEPTIONS[path] === undefined)
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists only exceptions that are still needed, each with its reason', () => {
    const specPaths = new Set(specs.flatMap(({ text }) => specCallPaths(text)));
    for (const [path, reason] of Object.entries(SPEC_CALL_EXCEPTIONS)) {
      expect(specPaths.has(path), `${path} is not a spec call`).toBe(true);
      expect(usedPaths.has(path), `${path} is used now: drop its exception`).toBe(false);
      expect(reason.length, path).toBeGreaterThan(20);
    }
  });
});
