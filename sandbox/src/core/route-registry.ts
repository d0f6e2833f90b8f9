import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './sessions.js';
import type { SandboxStore } from './store.js';
import { decryptPayload } from '../protocol/encrypted-payload.js';
import { successEnvelope } from '../protocol/envelope.js';
import { PlatformError } from '../protocol/errors.js';
import { checkMerchant, checkModuleId, headerValue, readLanguage } from '../protocol/headers.js';
import type { Language } from '../protocol/headers.js';
import type { ModuleId } from '../protocol/module-ids.js';
import { requireSession } from './session-token.js';
import { checkSiteOpen } from './site-gate.js';
import { wireBodyOf } from '../protocol/wire-body.js';
import type { WireBody } from '../protocol/wire-body.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const EVERY_METHOD = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** envelope: `/wps/*`; text: a plain-text answer (the RSA key); bare: JSON without envelope (`/lgw/*`). */
export type AnswerShape = 'envelope' | 'text' | 'bare';

/** What a route handler gets once the protocol layer has accepted the call. */
export interface PlatformCall<Token extends boolean = boolean> {
  store: SandboxStore;
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  /** Query parameters; a repeated parameter keeps its first value. */
  query: Readonly<Record<string, string>>;
  body: WireBody;
  /** The decrypted JSON of an encrypted call; undefined otherwise. */
  payload: unknown;
  session: Token extends true ? Session : null;
}

export interface RouteSpec<Token extends boolean> {
  method: HttpMethod;
  path: string;
  moduleId: ModuleId;
  /** Needs `Authorization: <token>` of a live session. */
  token: Token;
  /** Body encrypted per upstream-protocol.md section 3. */
  encrypted?: boolean;
  /** Answers even while the site is in maintenance or closed to the visitor's region. */
  openWhenSiteClosed?: boolean;
  answer?: AnswerShape;
  /** Largest body in bytes, when a call takes more than Fastify's 1 MiB default (base64 images). */
  bodyLimit?: number;
  /** Returns the value to answer; throws PlatformError to refuse. */
  handle(call: PlatformCall<Token>): unknown;
}

export type PlatformRoute = RouteSpec<boolean>;

/** Ties a handler's session type to its `token` flag. */
export function defineRoute<Token extends boolean>(spec: RouteSpec<Token>): PlatformRoute {
  return spec;
}

function queryOf(request: FastifyRequest): Record<string, string> {
  const query: Record<string, string> = {};
  const parsed = (request.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(parsed)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') query[name] = first;
  }
  return query;
}

/** The checks every platform call passes, in the order the platform applies them. */
async function answerCall(route: PlatformRoute, store: SandboxStore, request: FastifyRequest, reply: FastifyReply) {
  checkMerchant(request, store.merchant);
  if (!route.openWhenSiteClosed) checkSiteOpen(store.data.site);
  checkModuleId(request, route.moduleId);
  const language = readLanguage(request);
  const session = route.token ? requireSession(request, store.sessions) : null;
  const body = wireBodyOf(request.body);
  const payload = route.encrypted
    ? decryptPayload(body, headerValue(request, 'encryption'), store.keyring.current())
    : undefined;
  const value = await route.handle({ store, request, reply, language, query: queryOf(request), body, payload, session });
  switch (route.answer ?? 'envelope') {
    case 'envelope':
      return reply.send(successEnvelope(value));
    case 'text':
      return reply.type('text/plain; charset=utf-8').send(String(value));
    case 'bare':
      return reply.send(value);
  }
}

/** Registers the routes; a path's other methods answer `#459 http_method_not_support`. */
export function registerPlatformRoutes(app: FastifyInstance, routes: readonly PlatformRoute[], store: SandboxStore) {
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = methodsByPath.get(route.path) ?? new Set<string>();
    if (methods.has(route.method)) throw new Error(`route ${route.method} ${route.path} is registered twice`);
    methods.add(route.method);
    methodsByPath.set(route.path, methods);
    app.route({
      method: route.method,
      url: route.path,
      // HEAD is not a platform method: it answers #459 like every method a path does not declare.
      exposeHeadRoute: false,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      handler: (request, reply) => answerCall(route, store, request, reply),
    });
  }
  for (const [path, methods] of methodsByPath) {
    const others = EVERY_METHOD.filter((method) => !methods.has(method));
    app.route({
      method: others,
      url: path,
      handler: () => {
        throw PlatformError.of('methodNotSupported');
      },
    });
  }
}
