import type { LiveHub } from '../../infra/live/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Cache } from '../../infra/cache/index.js';
import type { RequestExposure } from './request-exposure.js';
import type { Idempotency } from '../../infra/idempotency/index.js';
import type { HumanVerification } from '../../infra/human-verification/index.js';
import type { FirebaseWebSettings, LobbySettings } from '../../config.js';
import type { RequestSession } from '../../infra/session/request-session.js';
import type { Throttles } from '../../infra/throttle/create-throttles.js';
import type { UpstreamClient, UpstreamLanguage } from '../../infra/upstream/index.js';
import type { Language } from '../../__generated__/schema-types.js';

/** Long-lived pieces shared by every request. Services never see `upstream` or `cache`: they go through Platform. */
export interface GatewayDeps {
  upstream: UpstreamClient;
  cache: Cache;
  /** PRIVATE reads of one member each (member info, favourites, badges), keyed by member and session. */
  memberCache: Cache;
  merchant: string;
  logger: Logger;
  /** Overrides every public resource's freshness (config PUBLIC_CACHE_TTL_MS). */
  publicTtlMs?: number;
  /** Budgets that keep login, SMS and captcha traffic to the platform in bounds. */
  throttles: Throttles;
  /** loginedToHomePage when the platform does not report it (config NAVIGATION_GUARD). */
  navigationGuard: boolean;
  /** How long the header's figures may hold up a page's query before they answer null (HEADER_FIGURES_DEADLINE_MS). */
  headerFiguresDeadlineMs: number;
  /** Vendor regrouping and media origins (config ESPORTS_VENDORS, COCKFIGHT_VENDORS, MEDIA_ORIGINS). */
  lobby: LobbySettings;
  /**
   * How many of the currency's own units (đồng) one platform amount counts, for what leaves the site as a real bank
   * transfer (config MONEY_UNIT_VALUE). Unset: 1,000 when the platform writes its amounts with "K", else 1.
   */
  moneyUnitValue?: number;
  /** Platform calls one request may send on its own account (config PLATFORM_CALLS_PER_REQUEST). */
  platformCallsPerRequest: number;
  /** First answers of money mutations, replayed to retries (used by the @idempotent directive, not by services). */
  idempotency: Idempotency;
  /** The live feeds and members' figures this replica's open streams watch (subscriptions); absent in bare tests. */
  live?: LiveHub;
  /** The challenge before logins and SMS sends, checked once each (config HUMAN_VERIFICATION). */
  humanVerification: HumanVerification;
  /** The merchant's Firebase web app (config FIREBASE_*), handed to browsers for provider sign-in; none when unset. */
  firebase: FirebaseWebSettings | undefined;
}

/** The merchant's settings services read; the platform client and the cache stay behind Platform. */
export type ServiceSettings = Omit<GatewayDeps, 'upstream' | 'cache' | 'memberCache' | 'logger' | 'idempotency' | 'platformCallsPerRequest' | 'live'>;

/** Who is asking and in which language: what every service needs to scope its calls and cache keys. */
export interface RequestScope {
  requestId: string;
  language: Language;
  upstreamLanguage: UpstreamLanguage;
  clientIp: string;
  /**
   * The host the visitor reached the site on (no port): the platform ties agents' domains to members. `Host`, or
   * X-Forwarded-Host when a proxy named in TRUST_PROXY sent it (the balancer overwrites it), never a client's own.
   */
  visitorHost: string;
  /** `https://host[:port]` as the visitor sees the site. */
  visitorOrigin: string;
  session: RequestSession;
  logger: FastifyBaseLogger;
  /** What the answer is built from, for the fast path (absent where no fast path runs). */
  exposure?: RequestExposure;
}
