import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const MODULE_PREFIX = 'saola-gql-document:';
const RESOLVED_PREFIX = `\0${MODULE_PREFIX}`;
// One document per line in the generated file: `export const NameDocument = {…} as unknown as DocumentNode<…>;`
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</;
// The import codegen's Babel plugin writes in place of a `graphql(`…`)` call.
const DOCUMENT_IMPORT = /import \{ (\w+) \} from "[^"]*\/gql\/graphql";/g;

function readDocuments(generatedFile: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(generatedFile, 'utf8').split('\n')) {
    const match = DOCUMENT_LINE.exec(line);
    if (match?.[1] && match[2]) documents.set(match[1], match[2]);
  }
  return documents;
}

/**
 * Gives every GraphQL document of the app its own module, so each route chunk carries only the documents it
 * uses. Codegen's client preset puts all documents in `gql/graphql.ts` (and maps them by source text in
 * `gql/gql.ts`); one module cannot be split between chunks, so without this the first page would download
 * and parse every route's queries (about 800 kB). Codegen's own Babel plugin turns each `graphql(`…`)` call
 * into an import of its generated document; this plugin points that import at a one-document module.
 * Build only: tests and the dev server keep the generated files as they are.
 */
export function graphqlDocumentsPlugin(gqlDirectory: string): Plugin {
  const generatedFile = resolve(gqlDirectory, 'graphql.ts');
  let documents = new Map<string, string>();
  return {
    name: 'saola:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments(generatedFile);
      if (documents.size === 0) this.error(`no documents found in ${generatedFile}; run pnpm codegen`);
    },
    resolveId(id) {
      return id.startsWith(MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const document = documents.get(name);
      if (!document) this.error(`document ${name} is not in ${generatedFile}; run pnpm codegen`);
      return `export const ${name} = ${document};`;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDirectory) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: gqlDirectory, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      return { code: result.code.replace(DOCUMENT_IMPORT, `import { $1 } from "${MODULE_PREFIX}$1";`), map: result.map };
    },
  };
}
