import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Cache } from '../../infra/cache/index.js';
import { languageFromHeader } from '../../graphql/platform/language.js';
import { innerGraphqlRequest } from '../inner-request.js';
import { REGION_COOKIE, SESSION_COOKIE } from '../../infra/session/request-session.js';
import type { CompiledExecutor } from './compiled-executor.js';
import type { GraphqlOperation } from './graphql-operation.js';
import { MemberQuerySplits, type SharedPart } from './shared-parts.js';
import { PublicDocuments } from './public-documents.js';
import { recordedExposure } from '../../graphql/platform/request-exposure.js';
import { ResponseStore, type StoredResponse } from './response-store.js';
import { isPersistedGet } from '../persisted/persisted-operations.js';
import { PrecompressedBody } from '../compression/precompressed-body.js';
import { digestOf, rememberSharedAnswer, type SharedAnswer } from '../cdn/shared-answer.js';
import { tagOfKey } from '../cdn/cache-tags.js';

export type FastPathOutcome = 'hit' | 'stale' | 'miss' | 'bypass' | 'spliced';

export interface FastPathOptions {
  schema: GraphQLSchema;
  /** The PUBLIC cache: deleting one of its entries drops every answer built from it. */
  cache: Cache;
  maxBytes?: number;
  /** A persisted operation's document by the sha256 of its text, for requests that send only the hash. */
  documentFor?: (sha256: string) => string | undefined;
  /** Answers what the store cannot, for queries it has compiled; Apollo answers the rest. */
  executor?: CompiledExecutor;
  /** One call per request to /graphql, for metrics. */
  observe?: (outcome: FastPathOutcome) => void;
}

interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

/** Headers a cross-site form or image cannot send: Apollo's CSRF prevention lets a GET run only with one of them. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
const SIMPLE_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** Apollo's csrfPrevention rule, applied here because the fast path answers before Apollo sees the request. */
function preflighted(request: FastifyRequest): boolean {
  if (PREFLIGHT_HEADERS.some((name) => request.headers[name] !== undefined)) return true;
  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return contentType !== undefined && contentType !== '' && !SIMPLE_CONTENT_TYPES.includes(contentType);
}

/** A GET's parameters as a body: variables come as a JSON string in the URL; one that does not parse is Apollo's to refuse. */
function getParams(request: FastifyRequest): GraphqlBody | undefined {
  const query = request.query as Record<string, unknown> | null;
  if (typeof query !== 'object' || query === null) return undefined;
  let variables: unknown = query.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables) as unknown;
    } catch {
      return undefined;
    }
  }
  return { query: query.query, operationName: query.operationName, variables };
}

/** Marks the fast path's own background refreshes; random per process, so no client can send it. */
const REFRESH_HEADER = 'x-saola-fast-path-refresh';
const UNSTORED_RETRY_MS = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Public queries answered from stored bytes, before Apollo parses, validates or executes anything. A request
 * qualifies when it is a JSON POST without a session cookie whose document is a query selecting no `@auth`
 * field; its answer is stored only if its resolvers read nothing but PUBLIC cache entries (RequestExposure),
 * with no error and no cookie set. Keyed by the document's sha256, operation name, variables, language and
 * Accept header (and the client IP when a per-visitor read took part); kept as long as the entries it was built
 * from stay fresh, then served stale while one background request rebuilds it. A member's query takes from the store
 * the root fields a visitor would get alike (memberAnswer); the rest runs compiled for the member.
 */
export function registerFastPath(scope: FastifyInstance, options: FastPathOptions): void {
  const documents = new PublicDocuments(options.schema);
  const splits = new MemberQuerySplits(options.schema);
  const store = new ResponseStore(options.maxBytes ?? 32 * 2 ** 20);
  const candidates = new WeakMap<FastifyRequest, string>();
  const refreshing = new Set<string>();
  /** Shared parts whose visitor's answer was not stored when last built (an error, no cache read): not asked again for a minute. */
  const unstored = new LRUCache<string, true>({ max: 10_000, ttl: UNSTORED_RETRY_MS });
  const refreshSecret = randomBytes(24).toString('hex');
  const observe = options.observe ?? (() => undefined);
  options.cache.onDelete((keys) => store.invalidate(keys));

  /**
   * The operation of a JSON POST, or of a GET that named a persisted document and passes the CSRF rule, with the
   * sha256 of its document; anything else is Apollo's alone (a GET mutation too: only queries are ever compiled).
   */
  function operationOf(request: FastifyRequest): GraphqlOperation | undefined {
    const get = request.method === 'GET' && isPersistedGet(request) && preflighted(request);
    if (!get && (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json'))) return undefined;
    const body = get ? getParams(request) : (request.body as GraphqlBody | null | undefined);
    if (typeof body !== 'object' || body === null) return undefined;
    const persisted = body.extensions?.persistedQuery?.sha256Hash;
    const query = typeof body.query === 'string' ? body.query : typeof persisted === 'string' ? options.documentFor?.(persisted) : undefined;
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    if (query === undefined || (body.operationName != null && operationName === undefined)) return undefined;
    if (body.variables != null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return undefined;
    // Extensions that are not a map make the request malformed: Apollo answers it 400 (GraphQL over HTTP).
    if (body.extensions != null && (typeof body.extensions !== 'object' || Array.isArray(body.extensions))) return undefined;
    return { hash: sha256(query), query, operationName, variables: (body.variables ?? {}) as Record<string, unknown> };
  }

  /** The store's key for an anonymous request's public operation. */
  function storeKey(request: FastifyRequest, operation: GraphqlOperation): string | undefined {
    if (request.cookies[SESSION_COOKIE] !== undefined) return undefined;
    const key = visitorKey(request, operation);
    return documents.isPublic(key, operation.hash, operation.query, operation.operationName, operation.variables) ? key : undefined;
  }

  /** What a visitor's answer to this operation depends on, besides the client IP (which the store adds where it matters). */
  function visitorKey(request: FastifyRequest, operation: GraphqlOperation): string {
    const language = languageFromHeader(request.headers['accept-language']);
    // The sealed region verdict shapes the answer (and whether a new one is sealed): its exact value is part of the key.
    const region = request.cookies[REGION_COOKIE] ?? '';
    // So does the host: the platform's domain check is per address the site is reached on.
    return `${operation.hash}\n${operation.operationName ?? ''}\n${JSON.stringify(operation.variables)}\n${language}\n${request.headers.accept ?? ''}\n${region}\n${request.host}`;
  }

  /**
   * Rebuilds a stale or missing answer through the whole stack, once per key at a time. The region verdict and the
   * host are part of the key, so they go along (an answer rebuilt without them would be stored under another key);
   * a session never does: what is stored is a visitor's answer.
   */
  function refresh(request: FastifyRequest, key: string, payload: string, onDone?: () => void): void {
    const refreshKey = `${key}\n${request.ip}`;
    if (refreshing.has(refreshKey)) return;
    refreshing.add(refreshKey);
    const { accept, 'accept-language': language } = request.headers;
    const region = request.cookies[REGION_COOKIE];
    innerGraphqlRequest(scope, {
      ip: request.ip,
      host: request.host,
      headers: { [REFRESH_HEADER]: refreshSecret, accept, 'accept-language': language, cookie: region === undefined ? undefined : `${REGION_COOKIE}=${region}` },
      payload,
    })
      .catch((error: unknown) => request.log.warn({ err: error }, 'fast path refresh failed; the stale answer stays'))
      .finally(() => {
        refreshing.delete(refreshKey);
        onDone?.();
      });
  }

  /**
   * A member's query with root fields that no `@auth` guards: those a visitor's stored answer holds, built without
   * asking for a session, are laid into the answer as stored; only the rest runs for the member. A missing or stale
   * part is rebuilt in the background as a visitor's request. Nothing of a member's ever enters the store.
   */
  async function memberAnswer(request: FastifyRequest, reply: FastifyReply, operation: GraphqlOperation): Promise<boolean> {
    // Only a document valid as a whole is cut: its parts alone could pass rules the whole fails (an unused fragment).
    const { executor } = options;
    const split = request.cookies[SESSION_COOKIE] === undefined || executor?.accepts(operation) !== true ? undefined : splits.of(operation);
    if (executor === undefined || split === undefined) return false;
    const values = new Map<string, Buffer>();
    const cookies: string[] = [];
    for (const part of split.shared) {
      const answer = sharedAnswer(request, part);
      if (answer === undefined) continue;
      values.set(part.responseKey, answer.value);
      cookies.push(...answer.setCookies);
    }
    if (values.size === 0) return false;
    const compiled = await executor.answer(request, reply, split.rest(new Set(values.keys())), { order: split.order, values });
    if (compiled === undefined) return false;
    observe('spliced');
    if (cookies.length > 0) reply.header('set-cookie', [...new Set(cookies)]);
    // Sent, not returned: a reply is thenable, and awaiting it would wait for the answer to be written.
    reply.header('content-type', compiled.contentType).send(compiled.body);
    return true;
  }

  /** A shared part's serialised value from a visitor's stored answer; starts a rebuild when missing or stale. */
  function sharedAnswer(request: FastifyRequest, part: SharedPart): { value: Buffer; setCookies: string[] } | undefined {
    const key = visitorKey(request, part.operation);
    const answer = store.get(key, request.ip);
    // A part whose answer asked for the session is never laid in: nothing to rebuild for members.
    if (answer?.askedWho === true) return undefined;
    if (answer === undefined ? !unstored.has(key) : Date.now() >= answer.freshUntil) {
      const { query, operationName, variables } = part.operation;
      refresh(request, key, JSON.stringify({ query, operationName, variables }), () => store.get(key, request.ip) === undefined && unstored.set(key, true));
    }
    if (answer === undefined) return undefined;
    // The stored bytes are `{"data":{"<key>":<value>}}` and Apollo's newline: the value is cut out, not parsed.
    const head = `{"data":{${JSON.stringify(part.responseKey)}:`;
    const { body } = answer;
    if (body.length < head.length + 3 || body.toString('latin1', 0, head.length) !== head || body.toString('latin1', body.length - 3) !== '}}\n') return undefined;
    return { value: body.subarray(head.length, -3), setCookies: answer.setCookies };
  }

  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const operation = operationOf(request);
    if (operation === undefined) return observe('bypass');
    const key = storeKey(request, operation);
    if (key !== undefined) {
      candidates.set(request, key);
      const answer = request.headers[REFRESH_HEADER] === refreshSecret ? undefined : store.get(key, request.ip);
      if (answer !== undefined) {
        const fresh = Date.now() < answer.freshUntil;
        const { query, operationName, variables } = operation;
        if (!fresh) refresh(request, key, JSON.stringify({ query, operationName, variables }));
        observe(fresh ? 'hit' : 'stale');
        if (answer.setCookies.length > 0) reply.header('set-cookie', answer.setCookies);
        if (answer.shared !== undefined) rememberSharedAnswer(request, answer.shared);
        // Compressed once per stored answer, not per request.
        const { body, coding } = await answer.encoded.negotiate(request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding');
        if (coding !== undefined) reply.header('content-encoding', coding);
        return reply.header('content-type', answer.contentType).send(body);
      }
    }
    if (key === undefined && (await memberAnswer(request, reply, operation))) return reply;
    observe(key === undefined ? 'bypass' : 'miss');
    const compiled = await options.executor?.answer(request, reply, operation);
    if (compiled === undefined) return undefined;
    return reply.header('content-type', compiled.contentType).send(compiled.body);
  });

  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const contentType = reply.getHeader('content-type');
    if (reply.statusCode === 200 && typeof contentType === 'string') options.executor?.learnContentType(request.headers.accept ?? '', contentType);
    const key = candidates.get(request);
    const exposure = recordedExposure(request);
    // A reply of the fast path itself has no exposure: nothing ran.
    if (key === undefined || exposure === undefined || !exposure.reusable) return payload;
    if (reply.statusCode !== 200 || typeof contentType !== 'string' || typeof payload !== 'string') return payload;
    // Apollo and the compiled executor both put errors first.
    if (payload.startsWith('{"errors":')) return payload;
    const setCookies = regionVerdictOnly(reply.getHeader('set-cookie'), exposure.varyByIp);
    if (setCookies === undefined) return payload;
    const freshUntil = exposure.freshUntil;
    const body = Buffer.from(payload);
    const encoded = new PrecompressedBody(body);
    const stored: StoredResponse = {
      body,
      encoded,
      contentType,
      setCookies,
      freshUntil,
      askedWho: exposure.askedWho,
      staleUntil: freshUntil + exposure.staleWhileRevalidateMs,
      tags: [...exposure.tags],
      // The same for whoever asks: no session asked for, no client IP read, no cookie to send.
      shared:
        exposure.askedWho || exposure.varyByIp || setCookies.length > 0
          ? undefined
          : sharedFrom(encoded, freshUntil, exposure.staleWhileRevalidateMs, exposure.staleIfErrorMs, [...exposure.tags]),
    };
    store.set(key, request.ip, exposure.varyByIp, stored);
    if (stored.shared !== undefined) rememberSharedAnswer(request, stored.shared);
    return payload;
  });
}

/** The CDN view of a stored answer: its bytes, digest, lifetimes and tags. */
function sharedFrom(body: PrecompressedBody, freshUntil: number, staleWhileRevalidateMs: number, staleIfErrorMs: number, keys: string[]): SharedAnswer {
  return { body, digest: digestOf(body.identity), freshUntil, staleWhileRevalidateMs, staleIfErrorMs, tags: keys.map(tagOfKey) };
}

/**
 * The cookies an answer may be stored with: none, or only the region verdict sealed for this client IP, kept with an
 * answer stored for that IP alone. A visitor who sends no verdict back (a first visit, a client without cookies)
 * then gets the same answer and the same verdict from memory instead of a new platform check each time; any other
 * cookie (a session, a captcha binding) keeps the answer out of the store.
 */
function regionVerdictOnly(header: ReturnType<FastifyReply['getHeader']>, storedPerIp: boolean): string[] | undefined {
  if (header === undefined) return [];
  const cookies = Array.isArray(header) ? header.map(String) : [String(header)];
  return storedPerIp && cookies.every((cookie) => cookie.startsWith(`${REGION_COOKIE}=`)) ? cookies : undefined;
}
