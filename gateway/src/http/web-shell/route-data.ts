import type { FastifyInstance, FastifyRequest } from 'fastify';
import { innerGraphqlRequest } from '../inner-request.js';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../../graphql/platform/language.js';
import type { PersistedLookup } from '../persisted/persisted-operations.js';
import { ROUTE_QUERIES, type RouteQuery } from './route-queries.js';
import { variablesAsSent } from './variables-as-sent.js';

/** The web client's language cookie (web/src/i18n/locale.ts): localStorage is out of the server's sight. */
export const LOCALE_COOKIE = 'saola_locale';
// The web's locales are the schema's languages in lower case (web/src/i18n/locale.ts holds it to that).
const LOCALES = new Set<string>(SITE_LANGUAGES.map((language) => language.toLowerCase()));
const DEFAULT_LOCALE = DEFAULT_LANGUAGE.toLowerCase();
/** What Apollo Client's HttpLink accepts: part of the fast path's key, so the page and the browser share answers. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export interface RouteData {
  /** The JSON for the page's `<script type="application/json" id="route-data">`, safe inside HTML. */
  json: string;
  /** Cookies the answer set (a sealed region verdict, a renewed session), for the page's own reply. */
  setCookies: string[];
  /** An http(s) picture for the page to preload (RouteQuery.leadImage). */
  leadImage: string | undefined;
}

interface PreparedQuery {
  operationName: string;
  hash: string;
  variables: Record<string, unknown>;
  leadImage: RouteQuery['leadImage'];
}

/**
 * Runs a page's first route query through the gateway's own /graphql (fast path, caches, limits and the browser's
 * cookies and address, as the browser's request would) and returns its answer for the HTML; nothing when the
 * path has no such query, the answer has errors, or it takes longer than the deadline (the browser then asks).
 */
export function routeDataSource(app: FastifyInstance, persisted: PersistedLookup, deadlineMs: number) {
  const prepared = prepare(persisted);

  return async function routeData(request: FastifyRequest): Promise<RouteData | undefined> {
    // Members too (issue 32, item 9: their home started blank while the browser asked): the fast path splices the
    // public parts of their query from its store and runs only their own fields, within the same deadline; the
    // page is private (registerWeb's Cache-Control and Vary), and a late answer leaves the browser to ask.
    if (deadlineMs === 0) return undefined;
    const query = prepared.get(new URL(request.url, 'http://page').pathname);
    if (query === undefined) return undefined;
    const cookieLocale = request.cookies[LOCALE_COOKIE];
    const locale = cookieLocale !== undefined && LOCALES.has(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
    const { cookie, 'user-agent': userAgent } = request.headers;
    const answer = innerGraphqlRequest(app, {
      ip: request.ip,
      host: request.host,
      headers: { accept: APOLLO_ACCEPT, 'accept-language': locale, cookie, 'user-agent': userAgent },
      payload: JSON.stringify({
        operationName: query.operationName,
        variables: query.variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: query.hash } },
      }),
    })
      .then((reply) => {
        const data = reply.statusCode === 200 ? wholeAnswerData(reply.body) : undefined;
        return data === undefined ? undefined : { body: reply.body, data, setCookies: asList(reply.headers['set-cookie']) };
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'route data for the page failed; the browser will ask');
        return undefined;
      });
    const result = await withDeadline(answer, deadlineMs);
    if (result === undefined) return undefined;
    const json = `{"operationName":${JSON.stringify(query.operationName)},"variables":${JSON.stringify(query.variables)},"locale":${JSON.stringify(locale)},"result":${result.body}}`;
    // "<" only occurs inside JSON strings, where \u003c reads the same: no "</script>" can end the element early.
    return { json: json.replaceAll('<', '\\u003c'), setCookies: result.setCookies, leadImage: webUrl(query.leadImage?.(result.data)) };
  };
}

/** Each route query's persisted hash and its variables as the browser sends them; routes the build lacks are left out. */
function prepare(persisted: PersistedLookup): Map<string, PreparedQuery> {
  const prepared = new Map<string, PreparedQuery>();
  for (const [path, query] of ROUTE_QUERIES) {
    const found = findPersisted(persisted, query);
    if (found !== undefined) prepared.set(path, found);
  }
  return prepared;
}

function findPersisted(persisted: PersistedLookup, query: RouteQuery): PreparedQuery | undefined {
  for (const [hash, operation] of persisted.operations) {
    if (operation.operationName === query.operationName) {
      return { operationName: query.operationName, hash, variables: variablesAsSent(operation.document, query.variables), leadImage: query.leadImage };
    }
  }
  return undefined;
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

function asList(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

async function withDeadline<T>(work: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
