#!/usr/bin/env node
// Issue 31's layering measure: the folder pairs that import each other (A imports B and B imports A), counted over
// non-test source. A pair means the two folders are one layer in fact, whatever their names promise.
// usage: node scripts/folder-pairs.mjs sandbox/src [--depth N]   (default: top-level folders, then every folder)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const root = resolve(args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg)) ?? 'sandbox/src');
const depthArg = args.indexOf('--depth');
const depths = depthArg >= 0 ? [Number(args[depthArg + 1])] : [1, Infinity];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '__tests__' && name !== 'node_modules') yield* files(path);
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) yield path;
  }
}

/** Every relative import (static, type-only, re-export or dynamic) of a file, as resolved paths. */
function importsOf(path) {
  const text = readFileSync(path, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((spec) => resolve(dirname(path), spec.replace(/\.js$/, '.ts')));
}

/** The folder a file counts under: its first `depth` folders below the root ('.' for files at the root). */
const folderOf = (path, depth) => {
  const parts = relative(root, dirname(path)).split('/').filter(Boolean);
  return parts.length ? parts.slice(0, depth).join('/') : '.';
};

const sources = [...files(root)];
for (const depth of depths) {
  const edges = new Set();
  for (const path of sources) {
    const from = folderOf(path, depth);
    for (const target of importsOf(path)) {
      if (!target.startsWith(root + '/')) continue;
      const to = folderOf(target, depth);
      if (to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  const pairs = [...edges]
    .map((edge) => edge.split(' -> '))
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`);
  const label = depth === Infinity ? 'every folder' : `folders to depth ${depth}`;
  console.log(`${relative(process.cwd(), root)} (${label}): ${pairs.length} folder pairs import each other`);
  for (const pair of pairs) console.log(`  ${pair}`);
}
