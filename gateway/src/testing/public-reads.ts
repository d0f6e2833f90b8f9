import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGIN } from './gateway-stack.js';

/** A public query whose answer passes 16 KB in the sandbox: a hundred games of one category. */
export const GAMES =
  'query CdnGames { games(category: RNG, first: 100) { totalCount edges { node { id name gameCode vendorCode vendorName category classification iconUrl fallbackIconUrl isHot isNew isTop supportsFreePlay maintenance minBet minLines opensGameList } } } }';
/** A query whose answer is the visitor's own (their address and region verdict). */
export const SITE_STATUS = 'query CdnSite { site { status visitorIp } }';

export interface Games {
  data: { games: { totalCount: number; edges: { node: { vendorCode: string; maintenance: boolean } }[] } };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The URL of a persisted query sent as GET, as Apollo Client writes it (the hash only). */
export const persistedUrl = (document: string, operationName: string) =>
  `/graphql?operationName=${operationName}&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(document) } }))}`;

export const GAMES_URL = persistedUrl(GAMES, 'CdnGames');

/** What Apollo Client sends with a GET: its Accept, a language, and the content type that passes the CSRF rule. */
export const CLIENT_HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json', 'accept-language': 'vi' };

/** A manifest of these documents and the login mutation (PERSISTED_OPERATIONS_MANIFEST), in a directory of its own. */
export function writePublicReadsManifest(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'saola-manifest-')), 'persisted-documents.json');
  writeFileSync(path, JSON.stringify(Object.fromEntries([GAMES, SITE_STATUS, LOGIN].map((document) => [`sha256:${hashOf(document)}`, document]))));
  return path;
}
