import type { FastifyInstance } from 'fastify';
import { innerPersistedGet } from '../inner-request.js';
import type { PersistedLookup } from '../persisted/persisted-operations.js';
import type { PageTarget } from './page-target.js';
import { ROUTE_QUERIES, type RouteQuery } from './route-queries.js';
import { sharedLifetimeOf, type SharedLifetime } from './shared-lifetime.js';
import { variablesAsSent } from './variables-as-sent.js';

/** What Apollo Client's HttpLink accepts: part of the fast path's key, so the page and the browser share answers. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export interface RouteData {
  /** The JSON for the page's `<script type="application/json" id="route-data">`, safe inside HTML. */
  json: string;
  /** An http(s) picture for the page to preload (RouteQuery.leadImage). */
  leadImage: string | undefined;
  /** When the answer is one every visitor may be given: the page built on it may be kept as long. */
  shared: SharedLifetime | undefined;
}

interface PreparedQuery {
  operationName: string;
  variables: Record<string, unknown>;
  /** The GET URL of the persisted query with these variables, as Apollo Client writes a public read. */
  url: string;
  leadImage: RouteQuery['leadImage'];
}

export interface RouteDataSource {
  /** The route query's variables for a path, or undefined when the path has none. */
  variablesOf(path: string): Record<string, unknown> | undefined;
  /** The route's answer for its page, or undefined when it has errors or none (the browser then asks). */
  answer(target: PageTarget): Promise<RouteData | undefined>;
}

/**
 * Runs a page's route query through the gateway's own /graphql as the browser's public read goes (a persisted GET:
 * fast path, stored answers, shared-answer headers), as a visitor's: no cookie goes along, so whoever the page is
 * for, only what every visitor may see goes into it. The route queries are public reads (route-queries.ts).
 */
export function routeDataSource(app: FastifyInstance, persisted: PersistedLookup): RouteDataSource {
  const prepared = prepare(persisted);
  return {
    variablesOf: (path) => prepared.get(path)?.variables,
    async answer(target) {
      const query = prepared.get(target.path);
      if (query === undefined) return undefined;
      const reply = await innerPersistedGet(app, { ip: target.ip, host: target.host, headers: { accept: APOLLO_ACCEPT, 'accept-language': target.locale }, url: query.url });
      const data = reply.statusCode === 200 ? wholeAnswerData(reply.body) : undefined;
      if (data === undefined) return undefined;
      const json = `{"operationName":${JSON.stringify(query.operationName)},"variables":${JSON.stringify(query.variables)},"locale":${JSON.stringify(target.locale)},"result":${reply.body}}`;
      // "<" only occurs inside JSON strings, where \u003c reads the same: no "</script>" can end the element early.
      return { json: json.replaceAll('<', '\\u003c'), leadImage: webUrl(query.leadImage?.(data)), shared: sharedLifetimeOf(reply.headers, Date.now()) };
    },
  };
}

/** Each route query's GET URL and its variables as the browser sends them; routes the build lacks are left out. */
function prepare(persisted: PersistedLookup): Map<string, PreparedQuery> {
  const prepared = new Map<string, PreparedQuery>();
  for (const [path, query] of ROUTE_QUERIES) {
    for (const [hash, operation] of persisted.operations) {
      if (operation.operationName !== query.operationName) continue;
      const variables = variablesAsSent(operation.document, query.variables);
      const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
      const url = `/graphql?operationName=${query.operationName}&variables=${encodeURIComponent(JSON.stringify(variables))}&extensions=${encodeURIComponent(extensions)}`;
      prepared.set(path, { operationName: query.operationName, variables, url, leadImage: query.leadImage });
      break;
    }
  }
  return prepared;
}

/** The answer's data when it has no errors. */
function wholeAnswerData(body: string): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    const whole = parsed.errors === undefined && typeof parsed.data === 'object' && parsed.data !== null;
    return whole ? (parsed.data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Only http(s) addresses go into the page's head. */
function webUrl(candidate: string | undefined): string | undefined {
  if (candidate === undefined || !URL.canParse(candidate)) return undefined;
  const { protocol } = new URL(candidate);
  return protocol === 'https:' || protocol === 'http:' ? candidate : undefined;
}
