#!/usr/bin/env node
// Issue 31's measure: the share of non-test source lines that the `duplicates` tool reports as repeated, per package.
// usage: node scripts/duplication.mjs [gateway web sandbox]
// Tests are left out by copying the non-test sources to a scratch folder (duplicates reads every file of a plain
// folder). "identical" counts rows that repeat to the letter; "all" adds rows alike but for names and values.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packages = process.argv.slice(2).length ? process.argv.slice(2) : ['gateway', 'web', 'sandbox'];
const isTest = (path) => /(^|\/)(__tests__|testing|test)(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$/.test(path);
// Generated code is never edited, so its repetition is not ours to remove.
const isGenerated = (path) => /(^|\/)(__generated__|gql)\//.test(path);
const isSource = (path) => /\.(ts|tsx|css|mjs|js)$/.test(path) && !path.endsWith('.d.ts');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function measure(pkg) {
  const src = join(root, pkg, 'src');
  const scratch = mkdtempSync(join(tmpdir(), `dup-${pkg}-`));
  const lines = new Map();
  for (const path of files(src)) {
    const rel = relative(src, path);
    if (isTest(rel) || isGenerated(rel) || !isSource(rel)) continue;
    cpSync(path, join(scratch, rel));
    lines.set(rel, readFileSync(path, 'utf8').split('\n').length);
  }
  const out = execFileSync('duplicates', ['--repo', scratch, '--most', '200', '--seconds', '240'], { encoding: 'utf8' });
  rmSync(scratch, { recursive: true, force: true });
  const identical = new Set();
  const all = new Set();
  for (const row of out.split('\n').filter((line) => /^D\d+ /.test(line))) {
    const shape = /\bshape\b/.test(row);
    for (const [, file, from, to] of row.matchAll(/(\S+):(\d+)-(\d+)/g)) {
      for (let line = Number(from); line <= Number(to); line += 1) {
        all.add(`${file}:${line}`);
        if (!shape) identical.add(`${file}:${line}`);
      }
    }
  }
  const total = [...lines.values()].reduce((sum, n) => sum + n, 0);
  const pct = (set) => ((100 * set.size) / total).toFixed(2);
  const cut = out.match(/\(\+(\d+) more pairs\)/)?.[1] ?? '0';
  return { pkg, files: lines.size, lines: total, identical: pct(identical), all: pct(all), unlisted: cut };
}

const rows = packages.map(measure);
console.table(rows);
