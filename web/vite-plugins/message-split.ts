import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { firstPaintNamespaces, isFirstPaintMessage } from '../src/i18n/first-paint-namespaces';

const PART = /^(.*\.json)\?(first-paint|rest)$/;
const RESOLVED_PREFIX = '\0saola-messages:';
// Not ending in .json, so Vite's JSON plugin leaves the module (JavaScript already) alone.
const RESOLVED_SUFFIX = '.messages.js';

/**
 * Splits a message catalogue in two modules: `x.json?first-paint` holds the namespaces the main chunk uses,
 * `x.json?rest` the others, so the default language's texts for pages not yet visited stay out of the first
 * download. At build, main-chunk code that names a message of another namespace fails the build: its text would
 * be missing on the first paint.
 */
export function messageSplit(): Plugin {
  return {
    name: 'saola:message-split',
    enforce: 'pre',
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
      const wanted = Object.entries(catalogue).filter(([key]) => isFirstPaintMessage(key) === (part === 'first-paint'));
      return `export default ${JSON.stringify(Object.fromEntries(wanted))};`;
    },
    generateBundle(_options, bundle) {
      const catalogue = JSON.parse(readFileSync(new URL('../src/i18n/messages/vi.json', import.meta.url), 'utf8')) as object;
      const namespaces = new Set(Object.keys(catalogue).map((key) => key.split('.')[0]));
      const misplaced = new Set<string>();
      for (const chunk of firstPaintChunks(bundle)) {
        for (const match of chunk.code.matchAll(/[`'"]([a-zA-Z_]+)\.[a-zA-Z$]/g)) {
          const namespace = match[1] ?? '';
          if (namespaces.has(namespace) && !firstPaintNamespaces.has(namespace)) misplaced.add(`${namespace} (${chunk.fileName})`);
        }
      }
      if (misplaced.size > 0) {
        this.error(`code of the first paint uses messages of ${[...misplaced].join(', ')}: add them to src/i18n/first-paint-namespaces.ts`);
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
