import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PersistedSettings } from '../../config.js';
import { integratorKeyChecker } from './integrator-keys.js';
import { DEFAULT_MANIFEST, loadManifest, plainHash, type PersistedOperation } from './manifest.js';

export const INTEGRATOR_KEY_HEADER = 'x-api-key';
/** The code of a free document refused in `only` mode (Apollo's own PERSISTED_QUERY_NOT_FOUND covers unknown hashes). */
export const PERSISTED_QUERY_REQUIRED = 'PERSISTED_QUERY_REQUIRED';

interface GraphqlParams {
  query?: unknown;
  extensions?: unknown;
}

/** GET requests that named a known document by its hash: the only ones a shared cache may be allowed to keep. */
const persistedGets = new WeakSet<FastifyRequest>();

export function isPersistedGet(request: FastifyRequest): boolean {
  return persistedGets.has(request);
}

/** What the hook found out about one request, for metrics and traces. */
export interface PersistedLookup {
  operations: ReadonlyMap<string, PersistedOperation>;
  /** The operation names of known documents: the only names that become metric labels. */
  knownNames: ReadonlySet<string>;
}

export function loadPersistedOperations(settings: PersistedSettings): PersistedLookup {
  const operations = loadManifest(settings.manifestPath ?? DEFAULT_MANIFEST);
  if (settings.mode === 'only' && operations.size === 0) {
    throw new Error('PERSISTED_OPERATIONS=only needs the persisted-documents manifest (run pnpm codegen, or set PERSISTED_OPERATIONS_MANIFEST)');
  }
  const knownNames = new Set([...operations.values()].flatMap((operation) => operation.operationName ?? []));
  return { operations, knownNames };
}

/**
 * Turns hash-only requests into full ones before anything else reads the body (the fast path, Apollo), so both
 * work on the document itself; in `only` mode, refuses documents the web did not ship unless the caller presents
 * an integrator key. A hash the manifest lacks is PERSISTED_QUERY_NOT_FOUND, as in Apollo's APQ protocol, so a
 * client can send the text instead.
 */
export function registerPersistedOperations(scope: FastifyInstance, settings: PersistedSettings, lookup: PersistedLookup): void {
  const integrator = integratorKeyChecker(settings.integratorKeys);
  const only = settings.mode === 'only';

  scope.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const params = graphqlParams(request);
    if (params === undefined) return;
    const hash = persistedHash(params.extensions);
    if (hash === undefined) {
      return only && !integrator(request.headers[INTEGRATOR_KEY_HEADER]) ? refuseFree(reply) : undefined;
    }
    const known = lookup.operations.get(plainHash(hash) ?? '');
    // Resolved or not, the hash is ours to answer: Apollo then runs the document as is, and never keeps a
    // client's text under a hash (its APQ store would otherwise let anyone add documents).
    delete (params.extensions as { persistedQuery?: unknown }).persistedQuery;
    if (known !== undefined) {
      // The hash named the manifest's text; the request now carries the text as Apollo Client sends it.
      params.query = known.document;
      if (request.method === 'GET') persistedGets.add(request);
    } else if (typeof params.query !== 'string') {
      return reply.code(200).header('cache-control', 'private, no-cache, must-revalidate').send(refusal('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound'));
    } else if (only && !integrator(request.headers[INTEGRATOR_KEY_HEADER])) {
      return refuseFree(reply);
    }
    if (request.method === 'GET') rewriteSearch(request, params);
  });
}

/** The GraphQL parameters of a POST body (JSON or multipart, already parsed) or of a GET query string. */
function graphqlParams(request: FastifyRequest): GraphqlParams | undefined {
  const source = request.method === 'GET' ? request.query : request.body;
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return undefined;
  const params = source as GraphqlParams;
  // GET carries extensions as a JSON string; parsed here once so the lookup reads the same shape. A POST's must be
  // an object already: a string there is Apollo's to refuse (400), not ours to decode.
  if (request.method === 'GET' && typeof params.extensions === 'string') {
    try {
      params.extensions = JSON.parse(params.extensions) as unknown;
    } catch {
      return params;
    }
  }
  return params;
}

/** Apollo reads a GET's parameters from the URL itself, so the resolved document goes there too. */
function rewriteSearch(request: FastifyRequest, params: GraphqlParams): void {
  const url = new URL(request.raw.url ?? '/', 'http://gateway.invalid');
  url.searchParams.set('query', String(params.query));
  url.searchParams.set('extensions', JSON.stringify(params.extensions));
  request.raw.url = `${url.pathname}${url.search}`;
}

function persistedHash(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (typeof persisted !== 'object' || persisted === null) return undefined;
  const hash = (persisted as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === 'string' ? hash : undefined;
}

/** A GraphQL request error, shaped as Apollo answers its own PERSISTED_QUERY_NOT_FOUND. */
function refusal(code: string, message: string) {
  return { errors: [{ message, extensions: { code } }] };
}

function refuseFree(reply: FastifyReply): FastifyReply {
  return reply.code(400).send(refusal(PERSISTED_QUERY_REQUIRED, 'Only the operations of this site are accepted here.'));
}
