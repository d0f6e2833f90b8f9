import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from '../infra/live/index.js';
import type { Idempotency } from '../infra/idempotency/index.js';
import { REGION_COOKIE, RequestSession, SESSION_COOKIE, type CookiePolicy, type CookieWriter } from '../infra/session/request-session.js';
import type { SessionSealer } from '../infra/session/sealer.js';
import type { GatewayContext } from './context.js';
import type { GatewayModule, ServiceFactory, ServiceKit } from './gateway-module.js';
import { gatewayModules } from './modules/index.js';
import { languageFromHeader, toUpstreamLanguage } from './platform/language.js';
import { Platform } from './platform/platform.js';
import { exposureOf, type RequestExposure } from './platform/request-exposure.js';
import type { GatewayDeps, RequestScope, ServiceSettings } from './platform/request-scope.js';
import type { GatewayServices } from './services.js';

const STREAM_COOKIES = [SESSION_COOKIE, REGION_COOKIE];

/**
 * The one place that builds a request's scope, its platform access and its services (and so their DataLoaders,
 * which live exactly one request). Services get the platform and the settings, never the client or the cache.
 */
export function createContextFactory(deps: GatewayDeps, sealer: SessionSealer, cookies: CookiePolicy) {
  const build = contextBuilder(deps);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<GatewayContext> => {
    const exposure = exposureOf(request);
    const session = new RequestSession(request, reply, sealer, cookies, exposure.sessionRead);
    const origin = originOf(request);
    return build({ ...origin, upstreamLanguage: toUpstreamLanguage(origin.language), session, exposure });
  };
}

/**
 * What an open stream keeps of the request that opened it, to build the context of each later read: a few strings
 * and the session's cookies, not the request, its reply or its first context (kept by 10,000 streams, those weigh).
 */
export interface StreamOrigin {
  requestId: string;
  language: RequestScope['language'];
  clientIp: string;
  visitorHost: string;
  visitorOrigin: string;
  logger: RequestScope['logger'];
  /** Only the cookies a context reads (the session and the region verdict). */
  cookies: Readonly<Record<string, string>>;
}

/** Cookies set while a stream runs go nowhere: its headers are sent (a new session arrives with the next page). */
const SENT_HEADERS: CookieWriter = { setCookie: () => undefined, clearCookie: () => undefined };

/**
 * Contexts of open streams: each built from the stream's origin, with loaders of its own. Only the first, built while
 * the stream's response is still to be sent, can set a cookie (drop an unreadable one); an event's context may record
 * what it read (`exposure`), to tell whether its answer can serve other streams.
 */
export function createStreamContextFactory(deps: GatewayDeps, sealer: SessionSealer, cookies: CookiePolicy) {
  const build = contextBuilder(deps);
  return {
    origin(request: FastifyRequest): StreamOrigin {
      const kept: Record<string, string> = {};
      for (const name of STREAM_COOKIES) {
        const value = request.cookies[name];
        if (value !== undefined) kept[name] = value;
      }
      return { ...originOf(request), cookies: kept };
    },
    context(origin: StreamOrigin, made: { reply?: CookieWriter; exposure?: RequestExposure } = {}): GatewayContext {
      const { cookies: kept, ...scope } = origin;
      const { reply = SENT_HEADERS, exposure } = made;
      const session = new RequestSession({ cookies: kept }, reply, sealer, cookies, exposure?.sessionRead);
      return build({ ...scope, upstreamLanguage: toUpstreamLanguage(scope.language), session, exposure });
    },
  };
}

export type StreamContextFactory = ReturnType<typeof createStreamContextFactory>;

/** Who asks, where from, in which language: the request's part of a scope. */
function originOf(request: FastifyRequest): Omit<StreamOrigin, 'cookies'> {
  return {
    requestId: request.id,
    language: languageFromHeader(request.headers['accept-language']),
    clientIp: request.ip,
    visitorHost: request.hostname,
    visitorOrigin: `${request.protocol}://${request.host}`,
    logger: request.log,
  };
}

function contextBuilder(deps: GatewayDeps) {
  const { upstream: _upstream, cache: _cache, memberCache: _memberCache, logger: _logger, idempotency, platformCallsPerRequest: _calls, live, ...settings } = deps;
  const shared: ServiceSettings = settings;
  return (scope: RequestScope): GatewayContext =>
    new RequestContext({ platform: new Platform(deps, scope), scope, settings: shared }, idempotency, live) as RequestContext & GatewayServices;
}

/**
 * A request's scope and services, each service built when a resolver first asks for it: a query touches a few of
 * the forty, and building them all cost every request its allocations (and their DataLoaders) for nothing.
 */
class RequestContext implements RequestScope {
  readonly requestId: string;
  readonly language: RequestScope['language'];
  readonly upstreamLanguage: RequestScope['upstreamLanguage'];
  readonly clientIp: string;
  readonly visitorHost: string;
  readonly visitorOrigin: string;
  readonly session: RequestScope['session'];
  readonly logger: RequestScope['logger'];
  readonly exposure: RequestScope['exposure'];
  /** Services built so far. An own property, not private fields: Apollo hands resolvers a shallow clone of the context. */
  private readonly built: Record<string, unknown> = {};

  constructor(
    private readonly kit: ServiceKit,
    readonly idempotency: Idempotency,
    readonly live: LiveHub | undefined,
  ) {
    const { scope } = kit;
    this.requestId = scope.requestId;
    this.language = scope.language;
    this.upstreamLanguage = scope.upstreamLanguage;
    this.clientIp = scope.clientIp;
    this.visitorHost = scope.visitorHost;
    this.visitorOrigin = scope.visitorOrigin;
    this.session = scope.session;
    this.logger = scope.logger;
    this.exposure = scope.exposure;
  }

  /** The named service, built on first use from the request's kit and the other services. */
  service(name: string, build: ServiceFactory): unknown {
    if (!Object.hasOwn(this.built, name)) this.built[name] = build(this.kit, this as unknown as GatewayServices);
    return this.built[name];
  }
}

// One getter per service of the module list, on the prototype: the service is built on first use and kept.
for (const [name, build] of serviceFactories(gatewayModules)) {
  Object.defineProperty(RequestContext.prototype, name, {
    get(this: RequestContext) {
      return this.service(name, build);
    },
  });
}

/** Every module's service factories by name; two modules naming one service is a mistake. */
function serviceFactories(modules: readonly GatewayModule[]): Map<string, ServiceFactory> {
  const factories = new Map<string, ServiceFactory>();
  for (const module of modules) {
    for (const [name, build] of Object.entries(module.services as Record<string, ServiceFactory>)) {
      if (factories.has(name) || name in RequestContext.prototype) throw new Error(`Two pieces of the request context are named ${name}.`);
      factories.set(name, build);
    }
  }
  return factories;
}
