import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Idempotency } from '../infra/idempotency/index.js';
import { RequestSession, type CookiePolicy } from '../infra/session/request-session.js';
import type { SessionSealer } from '../infra/session/sealer.js';
import type { GatewayContext } from './context.js';
import type { GatewayModule, ServiceFactory, ServiceKit } from './gateway-module.js';
import { gatewayModules } from './modules/index.js';
import { languageFromHeader, toUpstreamLanguage } from './platform/language.js';
import { Platform } from './platform/platform.js';
import { exposureOf } from './platform/request-exposure.js';
import type { GatewayDeps, RequestScope, ServiceSettings } from './platform/request-scope.js';
import type { GatewayServices } from './services.js';

/**
 * The one place that builds a request's scope, its platform access and its services (and so their DataLoaders,
 * which live exactly one request). Services get the platform and the settings, never the client or the cache.
 */
export function createContextFactory(deps: GatewayDeps, sealer: SessionSealer, cookies: CookiePolicy) {
  const { upstream: _upstream, cache: _cache, memberCache: _memberCache, logger: _logger, idempotency, platformCallsPerRequest: _calls, ...settings } = deps;
  const shared: ServiceSettings = settings;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<GatewayContext> => {
    const language = languageFromHeader(request.headers['accept-language']);
    const exposure = exposureOf(request);
    const scope: RequestScope = {
      requestId: request.id,
      language,
      upstreamLanguage: toUpstreamLanguage(language),
      clientIp: request.ip,
      visitorHost: request.hostname,
      visitorOrigin: `${request.protocol}://${request.host}`,
      session: new RequestSession(request, reply, sealer, cookies, exposure.sessionRead),
      logger: request.log,
      exposure,
    };
    return new RequestContext({ platform: new Platform(deps, scope), scope, settings: shared }, idempotency) as RequestContext & GatewayServices;
  };
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
