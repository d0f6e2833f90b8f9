// Issue 31's measure: how often code outside a gateway module imports one of the module's inner files rather than
// its entry (modules/<domain>/index.ts). Counts static and dynamic imports, re-exports and codegen's mapper paths,
// over gateway/src (generated code aside), tests/ and codegen.ts. `--list` prints each one.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const modules = join(root, 'gateway/src/graphql/modules');
const list = process.argv.includes('--list');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__generated__') yield* files(path);
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield path;
  }
}

/** The module a file belongs to, or null. */
function moduleOf(file) {
  const rel = relative(modules, file);
  return rel.startsWith('..') ? null : rel.split('/')[0];
}

const specifier = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const mapper = /['"](\.\.?\/[^'"#]+)#\w+['"]/g;
let count = 0;
const sources = [...files(join(root, 'gateway/src')), ...(existsSync(join(root, 'tests')) ? files(join(root, 'tests')) : []), join(root, 'codegen.ts')];
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  const owner = moduleOf(file);
  // codegen.ts's mapper paths are relative to the generated file, gateway/src/__generated__/.
  const hits = [...[...text.matchAll(specifier)].map((m) => [m[1], dirname(file)])];
  if (file.endsWith('codegen.ts')) hits.push(...[...text.matchAll(mapper)].map((m) => [m[1], join(root, 'gateway/src/__generated__')]));
  for (const [spec, base] of hits) {
    if (!spec.startsWith('.')) continue;
    const target = resolve(base, spec);
    const domain = moduleOf(target);
    if (domain === null || domain === owner) continue;
    const inner = relative(join(modules, domain), target);
    if (inner === 'index.js' || inner === 'index.ts' || inner === '' || inner === 'index') continue;
    count += 1;
    if (list) console.log(`${relative(root, file)} -> modules/${domain}/${inner}`);
  }
}
console.log(`imports of a gateway module's inner files from outside it: ${count}`);
