import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web posts to /graphql: the document's text, or (persisted operations) only its build-time hash. */
export interface SentOperation {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

const MANIFEST = join(import.meta.dirname, '../../../web/src/gql/persisted-documents.json');
let manifest: Record<string, string> | undefined;

/** The document an operation stands for, whether the browser sent its text or its hash. */
export function documentSent(body: SentOperation): string | undefined {
  if (typeof body.query === 'string') return body.query;
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  if (hash === undefined) return undefined;
  manifest ??= JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  return manifest[`sha256:${hash}`] ?? manifest[hash];
}
