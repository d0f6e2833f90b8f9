import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyComponents, lazyRouteModules } from '../lazy-parts';

const src = join(import.meta.dirname, '..', '..');
const testDir = join(src, 'test');

/** Every component module the app's source imports on demand (`import('./X')` of a .tsx file). */
function lazilyImportedComponents(): string[] {
  const found: string[] = [];
  for (const name of readdirSync(src, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(name) || name.includes('__tests__')) continue;
    const file = join(src, name);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
      const module = join(dirname(file), `${target}.tsx`);
      if (existsSync(module)) found.push(relative(testDir, module));
    }
  }
  return found;
}

describe('the lazily loaded parts the app tests load first', () => {
  it('include every module the app imports on demand', () => {
    const preloaded = new Set([...Object.keys(lazyRouteModules), ...Object.keys(lazyComponents)]);
    const imported = lazilyImportedComponents();
    expect(imported.length).toBeGreaterThan(40);
    expect(imported.filter((module) => !preloaded.has(module))).toEqual([]);
  });
});
