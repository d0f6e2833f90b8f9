import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rolldown } from 'vite';
import { isFirstPaintMessage } from '../src/i18n/first-paint-messages';

const PART = /^(.*\.json)\?(first-paint|rest|whole)$/;
const RESOLVED_PREFIX = '\0saola-messages:';
// Not ending in .json, so Vite's JSON plugin leaves the module (JavaScript already) alone.
const RESOLVED_SUFFIX = '.messages.js';

/**
 * Serves message catalogues: `x.json?whole`, or in two parts, `x.json?first-paint` with the namespaces the main
 * chunk uses and `x.json?rest` with the others, so the default language's texts for pages not yet visited stay
 * out of the first download (src/i18n/first-paint-messages.ts). A build compiles the messages to their ICU syntax trees and drops FormatJS's parser
 * from the bundle (its no-parser build), as FormatJS recommends; the dev server and tests keep the plain texts.
 * At build, first-paint code that names a message of the rest fails the build: its text would be missing.
 */
export function messageSplit(): Plugin {
  let compile = false;
  return {
    name: 'saola:message-split',
    enforce: 'pre',
    config(_config, { command }) {
      compile = command === 'build';
      if (!compile) return undefined;
      return { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } };
    },
    async resolveId(source, importer) {
      const match = PART.exec(source);
      if (!match?.[1]) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      return file ? `${RESOLVED_PREFIX}${match[2]}:${file.id}${RESOLVED_SUFFIX}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [part, ...path] = id.slice(RESOLVED_PREFIX.length, -RESOLVED_SUFFIX.length).split(':');
      const file = path.join(':');
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const wanted = Object.entries(catalogue).filter(([key]) => part === 'whole' || isFirstPaintMessage(key) === (part === 'first-paint'));
      const messages = compile ? wanted.map(([key, text]) => [key, parse(text)] as const) : wanted;
      return `export default ${JSON.stringify(Object.fromEntries(messages))};`;
    },
    generateBundle(_options, bundle) {
      const catalogue = JSON.parse(readFileSync(new URL('../src/i18n/messages/vi.json', import.meta.url), 'utf8')) as object;
      const ids = new Set(Object.keys(catalogue));
      const namespaces = new Set([...ids].map((id) => id.split('.')[0]));
      const misplaced = new Set<string>();
      for (const chunk of firstPaintChunks(bundle)) {
        // A quoted id ('auth.logout'), or the quoted start of ids built at run time (`badge.${kind}`, "badge." + kind).
        for (const [, id = '', end] of chunk.code.matchAll(/[`'"]([a-zA-Z_]+(?:\.[a-zA-Z0-9_]+)*)(\.\$\{|\.[`'"]|[`'"])/g)) {
          const built = end !== undefined && end.length > 1;
          if (!namespaces.has(id.split('.')[0]) || (!built && !ids.has(id))) continue;
          if (!isFirstPaintMessage(id)) misplaced.add(`${id}${built ? '.*' : ''} (${chunk.fileName})`);
        }
      }
      if (misplaced.size > 0) {
        this.error(`first-paint code uses ${[...misplaced].join(', ')}: add them to src/i18n/first-paint-messages.ts`);
      }
    },
  };
}

/** The entry chunk and the chunks it imports statically: the code that runs before the first paint. */
function firstPaintChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (file?.type !== 'chunk' || chunks.has(fileName)) return;
    chunks.set(fileName, file);
    file.imports.forEach(visit);
  };
  for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  return [...chunks.values()];
}
