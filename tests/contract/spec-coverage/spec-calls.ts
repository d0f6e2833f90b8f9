import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A platform path as the specs write it: /wps/…, /lgw/… or /lotto/…, without query or markers. */
const PLATFORM_PATH = /\/(?:wps|lgw|lotto)\/[A-Za-z0-9_/]+/g;

/**
 * The platform paths in a spec's call section ("## 7. Calls…"): every table row and the prose lists beside them
 * (spec 001 names the salary calls in one line). Markers such as "(T, E)" are not part of a path.
 */
export function specCallPaths(text: string): string[] {
  const start = text.search(/^## 7\. Calls/m);
  if (start === -1) throw new Error('the spec has no "## 7. Calls" section');
  const rest = text.slice(start + 1);
  const next = rest.search(/^## /m);
  const section = next === -1 ? rest : rest.slice(0, next);
  const paths = [...section.matchAll(PLATFORM_PATH)].map((match) => match[0].replace(/\/+$/, ''));
  return [...new Set(paths)];
}

/** Every .ts file under a folder, tests left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The catalogue entries (`calls.<name>`) the given sources use. */
export function usedCallNames(files: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(/\bcalls\.([A-Za-z0-9_]+)/g)) used.add(match[1] ?? '');
  return used;
}
