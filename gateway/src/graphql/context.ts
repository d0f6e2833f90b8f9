import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Cache } from '../cache/index.js';
import type { RequestSession } from '../session/request-session.js';
import type { UpstreamClient, UpstreamLanguage } from '../upstream/index.js';
import type { Language } from '../__generated__/resolvers-types.js';
import type { AccountService } from './modules/account/account-service.js';
import type { NoticesService } from './modules/notices/notices-service.js';
import type { SiteService } from './modules/site/site-service.js';

/** Long-lived pieces shared by every request. */
export interface GatewayDeps {
  upstream: UpstreamClient;
  cache: Cache;
  merchant: string;
  logger: Logger;
  /** Overrides every public resource's freshness (config PUBLIC_CACHE_TTL_MS). */
  publicTtlMs?: number;
}

/** Who is asking and in which language: what every service needs to scope its calls and cache keys. */
export interface RequestScope {
  requestId: string;
  language: Language;
  upstreamLanguage: UpstreamLanguage;
  clientIp: string;
  session: RequestSession;
  logger: FastifyBaseLogger;
}

export interface GatewayContext extends RequestScope {
  site: SiteService;
  notices: NoticesService;
  account: AccountService;
}
