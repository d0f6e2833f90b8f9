import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestSession, type CookiePolicy } from '../session/request-session.js';
import type { SessionSealer } from '../session/sealer.js';
import type { GatewayContext, GatewayDeps, RequestScope } from './context.js';
import { languageFromHeader, toUpstreamLanguage } from './language.js';
import { AccountService } from './modules/account/account-service.js';
import { NoticesService } from './modules/notices/notices-service.js';
import { SiteService } from './modules/site/site-service.js';

/** Builds each request's scope and services; DataLoaders inside them live exactly one request. */
export function createContextFactory(deps: GatewayDeps, sealer: SessionSealer, cookies: CookiePolicy) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<GatewayContext> => {
    const language = languageFromHeader(request.headers['accept-language']);
    const scope: RequestScope = {
      requestId: request.id,
      language,
      upstreamLanguage: toUpstreamLanguage(language),
      clientIp: request.ip,
      session: new RequestSession(request, reply, sealer, cookies),
      logger: request.log,
    };
    const site = new SiteService(deps, scope);
    return {
      ...scope,
      site,
      notices: new NoticesService(deps, scope),
      account: new AccountService(deps, scope, site),
    };
  };
}
