import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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

/**
 * The operation a request to /graphql sends: a POST's JSON body, or a GET's URL parameters (the web sends its
 * public reads as GET, lib/apollo/public-reads.ts); null for anything else.
 */
export function sentOperation(request: { url(): string; method(): string; postDataJSON(): unknown }): SentOperation | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() !== 'GET') return request.postDataJSON() as SentOperation | null;
  const extensions = url.searchParams.get('extensions');
  return {
    operationName: url.searchParams.get('operationName') ?? undefined,
    query: url.searchParams.get('query') ?? undefined,
    extensions: extensions === null ? undefined : (JSON.parse(extensions) as SentOperation['extensions']),
  };
}

/** Every GraphQL operation a page sends from now on, by name. */
export function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const body = sentOperation(request);
    if (body !== null) names.push(body.operationName ?? `${request.method()} ${request.url()}`);
  });
  return names;
}
