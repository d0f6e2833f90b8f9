import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestSession, type CookiePolicy } from '../session/request-session.js';
import type { SessionSealer } from '../session/sealer.js';
import type { GatewayContext, GatewayDeps, RequestScope } from './context.js';
import { languageFromHeader, toUpstreamLanguage } from './language.js';
import { AccountService } from './modules/account/account-service.js';
import { AuthService } from './modules/auth/auth-service.js';
import { createLobbyServices } from './modules/lobby/lobby-services.js';
import { NoticesService } from './modules/notices/notices-service.js';
import { PasswordService } from './modules/password/password-service.js';
import { RegistrationService } from './modules/registration/registration-service.js';
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
      visitorHost: request.hostname,
      visitorOrigin: `${request.protocol}://${request.host}`,
      session: new RequestSession(request, reply, sealer, cookies),
      logger: request.log,
    };
    const site = new SiteService(deps, scope);
    const account = new AccountService(deps, scope);
    const notices = new NoticesService(deps, scope);
    return {
      ...scope,
      site,
      notices,
      account,
      ...createLobbyServices(deps, scope, { site, account, notices }),
      auth: new AuthService(deps, scope, site, account),
      registration: new RegistrationService(deps, scope, site, account),
      passwords: new PasswordService(deps, scope, site, account),
    };
  };
}
