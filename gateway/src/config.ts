import { createHmac, randomBytes } from 'node:crypto';
import { parseHostPorts, type RedisTarget } from './infra/redis/target.js';
import { parseTrustedProxies } from './infra/trusted-proxies.js';

/** Everything the gateway reads from the environment, validated once at start. */
export interface GatewayConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  upstreamUrl: string;
  merchantCode: string;
  upstreamTimeoutMs: number;
  /** How long a page's query waits for the header's balance and badge counts before they answer null. */
  headerFiguresDeadlineMs: number;
  upstreamConnections: number;
  /** Platform calls one GraphQL request may send on its own account; past it they are refused (BAD_USER_INPUT). */
  platformCallsPerRequest: number;
  /** Shared state for every replica (cache, throttles, idempotency); none keeps it in this process's memory. */
  redis: RedisTarget | undefined;
  cacheNamespace: string;
  publicCacheTtlMs: number | undefined;
  sessionSecret: string;
  sessionMaxAgeSeconds: number;
  cookieSecure: boolean;
  /** The proxies whose X-Forwarded-* headers count (TRUST_PROXY, see trusted-proxies.ts); none when empty. */
  trustProxy: readonly string[];
  rateLimitPerMinute: number;
  /** Multipart (file upload) requests this process reads at once; each may hold 15 MB of files. */
  uploadsInFlight: number;
  /** How long a multipart body may take to arrive once it is being read; past it the upload is refused and its slot freed. */
  uploadBodyTimeoutMs: number;
  /** Limits that protect the platform's login, SMS, captcha, free-play and password calls (see throttle/). */
  throttle: ThrottleSettings;
  /** The brand setting loginedToHomePage, used when the platform does not report it. */
  navigationGuard: boolean;
  /** How the lobby regroups vendors, and the outside origins its games and pictures load from. */
  lobby: LobbySettings;
  /** How many đồng one platform amount counts (MONEY_UNIT_VALUE); undefined: judged from the platform's symbol. */
  moneyUnitValue: number | undefined;
  graphiql: boolean;
  webDist: string | undefined;
  /** How long the page waits for its route's data to go into the HTML (0: never puts it in). */
  firstVisitDataDeadlineMs: number;
  /** Public pages carry their first paint as server-rendered markup for visitors (issue 33); on in production. */
  serverRender: boolean;
  /** A render past this is given up; the page is then kept with its data alone and rendered again later. */
  serverRenderDeadlineMs: number;
  /** Worker threads that render (each one page at a time), so renders never hold the event loop. */
  serverRenderWorkers: number;
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long /readyz says not-ready before the server stops accepting (the load balancer's notice). */
  drainDelayMs: number;
  /** Persisted operations (the web's, by sha256) and who may send other documents; see persisted/. */
  persisted: PersistedSettings;
  /** Who may read /metrics; see observability/metrics-route.ts. */
  metrics: MetricsSettings;
  /** The CDN before the site: how it hears of purged cache tags; see http/cdn/. */
  cdn: CdnSettings;
  /** The human-verification step before logins and SMS sends; see infra/human-verification/. */
  humanVerification: HumanVerificationSettings;
  /** The merchant's Firebase web app, for Google, Facebook and third-party SMS sign-in; none: those stay off. */
  firebase: FirebaseWebSettings | undefined;
  /** Subscriptions over SSE: how often feeds and members are read, and each stream's limits; see http/live/. */
  live: LiveSettings;
}

export interface LiveSettings {
  /** How often the replica holding a public feed's lease reads it (LIVE_FEED_INTERVAL_MS). */
  feedIntervalMs: number;
  /** A member's re-read while a page of theirs is open, besides the signals that move it (LIVE_MEMBER_INTERVAL_MS). */
  memberIntervalMs: number;
  /** How long a feed's lease lives unrenewed: the most a dead holder's feeds wait for another (LIVE_LEASE_TTL_MS). */
  leaseTtlMs: number;
  /** Streams one session may hold open on a replica (LIVE_STREAMS_PER_SESSION). */
  streamsPerSession: number;
  /** Streams one client address may hold open on a replica (LIVE_STREAMS_PER_IP). */
  streamsPerAddress: number;
  /** A stream's longest life; the client then reconnects (LIVE_STREAM_MAX_LIFETIME_MS). */
  maxLifetimeMs: number;
  /** A stream that delivered no event for this long ends; a page still shown reconnects (LIVE_STREAM_IDLE_MS). */
  idleLifetimeMs: number;
  /** How long a client's socket may leave a write untaken before the client is dropped (LIVE_SLOW_CLIENT_MS). */
  slowClientMs: number;
}

/** Public by design (Firebase web config is read by every browser); secrets stay with the platform. */
export interface FirebaseWebSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string | undefined;
  /** FIREBASE_AUTH_EMULATOR_URL: the SDK talks to an Auth emulator (the sandbox's imitation); never in production. */
  emulatorUrl: string | undefined;
}

/**
 * Which challenge visitors solve when the platform asks for one. ALTCHA (self-hosted proof of work, no third party,
 * works offline) by default; Turnstile or reCAPTCHA for merchants who already use them, with their keys.
 */
export type HumanVerificationSettings =
  | { provider: 'altcha'; hmacKey: string }
  | { provider: 'turnstile' | 'recaptcha'; siteKey: string; secretKey: string };

export interface CdnSettings {
  /** Bearer token of POST /cdn/purge, where an operator or the platform names tags to drop (CDN_PURGE_TOKEN); none: no endpoint. */
  purgeToken: string | undefined;
  /** Where the gateway posts the tags it invalidates, for the CDN to drop (CDN_PURGE_WEBHOOK_URL); none: no webhook. */
  webhookUrl: string | undefined;
  /** Bearer token sent with each webhook post (CDN_PURGE_WEBHOOK_TOKEN), required with the URL. */
  webhookToken: string | undefined;
}

export interface PersistedSettings {
  /** `accept`: hashes and free documents from anyone; `only`: free documents only with an integrator key. */
  mode: 'accept' | 'only';
  /** The codegen manifest (sha256 to document); the web's own by default (PERSISTED_OPERATIONS_MANIFEST). */
  manifestPath: string | undefined;
  /** Keys integrators present in `x-api-key` to send any document within the usual limits (INTEGRATOR_API_KEYS). */
  integratorKeys: readonly string[];
}

export interface MetricsSettings {
  enabled: boolean;
  /** Socket addresses allowed without a token when nothing forwarded the request (METRICS_ALLOW); none by default. */
  allow: readonly string[];
  /** A bearer token that also opens /metrics from anywhere (METRICS_TOKEN). */
  token: string | undefined;
}

export interface ThrottleSettings {
  loginPerIpPerMinute: number;
  loginFailuresPerUsernamePerMinute: number;
  smsIntervalSeconds: number;
  captchaIntervalSeconds: number;
  /** Free-play (trial) accounts opened per client IP in 10 minutes. */
  freePlayPerIp: number;
  /** Forgot-password mails asked per client IP, and per username, in 15 minutes. */
  passwordResetsPerIp: number;
  passwordResetsPerAccount: number;
  /** Wrong current passwords given to changePassword per account in 15 minutes; a change that succeeds clears them. */
  wrongOldPasswordsPerAccount: number;
  /** Wrong withdraw (payment) passwords per account in 15 minutes, over every call that checks one; a right one clears them. */
  wrongPaymentPasswordsPerAccount: number;
}

export interface LobbySettings {
  /** Vendor codes split out of the platform's SPORTS lane into ESPORTS (ESPORTS_VENDORS). */
  esportsVendors: readonly string[];
  /** Vendor codes moved from SPORTS to the cockfight group (COCKFIGHT_VENDORS). */
  cockfightVendors: readonly string[];
  /** Origins of game URLs, allowed in the game frame by the CSP (GAME_ORIGINS). */
  gameOrigins: readonly string[];
  /** Origins of pictures, allowed by the CSP's img-src; the first resolves site-relative picture paths (MEDIA_ORIGINS). */
  mediaOrigins: readonly string[];
  /** Whether trial (free-play) accounts may open games with demo money (TRIAL_GAME_LAUNCH). */
  trialGameLaunch: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads one variable at a time, collecting every problem so a bad deploy shows them all at once. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string {
    const raw = this.env[name]?.trim();
    return raw === undefined || raw === '' ? fallback : raw;
  }

  optional(name: string): string | undefined {
    const raw = this.env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  /** Proxy addresses, CIDRs or proxy-addr's names; see trusted-proxies.ts for what is refused and why. */
  trustedProxies(name: string): string[] {
    const { proxies, problems } = parseTrustedProxies(this.env[name]);
    this.problems.push(...problems);
    return proxies;
  }

  /** A comma-separated list of free values (keys, addresses), trimmed, empties dropped. */
  list(name: string): string[] {
    return (this.optional(name) ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  }

  /** A comma-separated list of platform codes (vendor codes), upper-cased. */
  codes(name: string, fallback: readonly string[]): string[] {
    const raw = this.optional(name);
    if (raw === undefined) return [...fallback];
    const codes = raw.split(',').map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
    const bad = codes.filter((code) => !/^[A-Z0-9_-]{1,32}$/.test(code));
    if (bad.length > 0) this.problems.push(`${name} must list codes of letters, digits, "_" or "-" (got "${bad.join(', ')}")`);
    return codes;
  }

  /** A comma-separated list of http(s) origins; anything after the origin (a path) is dropped. */
  origins(name: string, fallback: readonly string[]): string[] {
    const raw = this.optional(name);
    if (raw === undefined) return [...fallback];
    return raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .flatMap((entry) => {
        try {
          const url = new URL(entry);
          if (url.protocol === 'http:' || url.protocol === 'https:') return [url.origin];
        } catch {
          // reported below
        }
        this.problems.push(`${name} must list http(s) origins such as https://cdn.example.com (got "${entry}")`);
        return [];
      });
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: string[]): string | undefined {
    const raw = this.optional(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      this.problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw;
  }
}

/** The origin of a URL already checked by `url()`; none when it did not parse (that problem is already listed). */
function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): GatewayConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = nodeEnv === 'production';

  const merchantCode = read.string('MERCHANT_CODE', 'SAOLA');
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(merchantCode)) {
    read.problems.push('MERCHANT_CODE must be 1 to 32 letters, digits, "_" or "-"');
  }

  let sessionSecret = read.optional('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    read.problems.push('SESSION_SECRET must be at least 32 characters');
  } else if (sessionSecret === undefined) {
    if (production) read.problems.push('SESSION_SECRET is required in production (at least 32 characters)');
    // Outside production a per-process secret is fine: a restart only logs everyone out.
    sessionSecret = randomBytes(32).toString('base64url');
  }

  const humanVerification = readHumanVerification(read, sessionSecret);
  const upstreamUrl = read.url('UPSTREAM_URL', 'http://127.0.0.1:4010', ['http:', 'https:']) ?? '';

  const config: GatewayConfig = {
    env: nodeEnv,
    host: read.string('HOST', '127.0.0.1'),
    port: read.integer('PORT', 4000, 0, 65535),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    upstreamUrl,
    merchantCode,
    upstreamTimeoutMs: read.integer('UPSTREAM_TIMEOUT_MS', 8000, 100, 120_000),
    headerFiguresDeadlineMs: read.integer('HEADER_FIGURES_DEADLINE_MS', 1000, 50, 60_000),
    upstreamConnections: read.integer('UPSTREAM_CONNECTIONS', 64, 1, 1024),
    // The web's heaviest page (the home page, for an agent, on a cold cache) sends 20 calls in all.
    platformCallsPerRequest: read.integer('PLATFORM_CALLS_PER_REQUEST', 50, 1, 10_000),
    redis: readRedisTarget(read),
    cacheNamespace: read.string('CACHE_NAMESPACE', 'saola'),
    publicCacheTtlMs: read.optional('PUBLIC_CACHE_TTL_MS') === undefined ? undefined : read.integer('PUBLIC_CACHE_TTL_MS', 0, 1, 86_400_000),
    sessionSecret,
    sessionMaxAgeSeconds: read.integer('SESSION_MAX_AGE_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    cookieSecure: read.boolean('COOKIE_SECURE', production),
    trustProxy: read.trustedProxies('TRUST_PROXY'),
    rateLimitPerMinute: read.integer('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    uploadsInFlight: read.integer('UPLOADS_IN_FLIGHT', 8, 1, 1000),
    // Node's own request timeout is off under Fastify: without this a slow client holds its slot indefinitely.
    uploadBodyTimeoutMs: read.integer('UPLOAD_BODY_TIMEOUT_MS', 60_000, 100, 600_000),
    throttle: {
      loginPerIpPerMinute: read.integer('LOGIN_LIMIT_PER_IP', 20, 1, 1_000_000),
      loginFailuresPerUsernamePerMinute: read.integer('LOGIN_LIMIT_PER_USERNAME', 10, 1, 1_000_000),
      // The spec's own numbers (one send and one captcha a second); raised only by tests that need wide windows.
      smsIntervalSeconds: read.integer('SMS_SEND_INTERVAL_SECONDS', 1, 1, 3600),
      captchaIntervalSeconds: read.integer('CAPTCHA_INTERVAL_SECONDS', 1, 1, 3600),
      freePlayPerIp: read.integer('FREE_PLAY_LIMIT_PER_IP', 5, 1, 1_000_000),
      passwordResetsPerIp: read.integer('PASSWORD_RESET_LIMIT_PER_IP', 5, 1, 1_000_000),
      passwordResetsPerAccount: read.integer('PASSWORD_RESET_LIMIT_PER_ACCOUNT', 3, 1, 1_000_000),
      wrongOldPasswordsPerAccount: read.integer('PASSWORD_CHANGE_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
      wrongPaymentPasswordsPerAccount: read.integer('WITHDRAW_PASSWORD_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
    },
    navigationGuard: read.boolean('NAVIGATION_GUARD', false),
    lobby: {
      esportsVendors: read.codes('ESPORTS_VENDORS', ['IMES', 'TF', 'IA']),
      cockfightVendors: read.codes('COCKFIGHT_VENDORS', ['WS168', 'SV3', 'DS88']),
      // Games and pictures come from the platform's own origin unless its CDNs are named.
      gameOrigins: read.origins('GAME_ORIGINS', originOf(upstreamUrl)),
      mediaOrigins: read.origins('MEDIA_ORIGINS', originOf(upstreamUrl)),
      // Spec 000 blocks trial accounts from starting games; a merchant may allow them demo play.
      trialGameLaunch: read.boolean('TRIAL_GAME_LAUNCH', false),
    },
    // 0 (the default) leaves it to the platform's symbol: "K" says its amounts count thousands.
    moneyUnitValue: read.integer('MONEY_UNIT_VALUE', 0, 0, 1_000_000) || undefined,
    graphiql: read.boolean('GRAPHIQL', !production),
    webDist: read.optional('WEB_DIST'),
    firstVisitDataDeadlineMs: read.integer('FIRST_VISIT_DATA_DEADLINE_MS', 300, 0, 10_000),
    serverRender: read.boolean('SERVER_RENDER', production),
    serverRenderDeadlineMs: read.integer('SERVER_RENDER_DEADLINE_MS', 5_000, 100, 120_000),
    // Each worker holds its own copy of React and the app (tens of MB): one is enough for pages kept as bytes.
    serverRenderWorkers: read.integer('SERVER_RENDER_WORKERS', 1, 1, 16),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 100, 120_000),
    drainDelayMs: read.integer('DRAIN_DELAY_MS', 0, 0, 60_000),
    live: {
      feedIntervalMs: read.integer('LIVE_FEED_INTERVAL_MS', 5_000, 200, 600_000),
      memberIntervalMs: read.integer('LIVE_MEMBER_INTERVAL_MS', 30_000, 1_000, 3_600_000),
      leaseTtlMs: read.integer('LIVE_LEASE_TTL_MS', 3_000, 500, 60_000),
      streamsPerSession: read.integer('LIVE_STREAMS_PER_SESSION', 16, 1, 1_000),
      streamsPerAddress: read.integer('LIVE_STREAMS_PER_IP', 64, 1, 100_000),
      maxLifetimeMs: read.integer('LIVE_STREAM_MAX_LIFETIME_MS', 30 * 60_000, 1_000, 24 * 3_600_000),
      idleLifetimeMs: read.integer('LIVE_STREAM_IDLE_MS', 10 * 60_000, 1_000, 24 * 3_600_000),
      slowClientMs: read.integer('LIVE_SLOW_CLIENT_MS', 10_000, 100, 120_000),
    },
    persisted: {
      mode: read.oneOf('PERSISTED_OPERATIONS', ['accept', 'only'] as const, 'accept'),
      manifestPath: read.optional('PERSISTED_OPERATIONS_MANIFEST'),
      integratorKeys: read.list('INTEGRATOR_API_KEYS'),
    },
    metrics: {
      enabled: read.boolean('METRICS', true),
      allow: read.list('METRICS_ALLOW'),
      token: read.optional('METRICS_TOKEN'),
    },
    cdn: {
      purgeToken: read.optional('CDN_PURGE_TOKEN'),
      webhookUrl: read.url('CDN_PURGE_WEBHOOK_URL', undefined, production ? ['https:'] : ['http:', 'https:']),
      webhookToken: read.optional('CDN_PURGE_WEBHOOK_TOKEN'),
    },
    humanVerification,
    firebase: readFirebase(read, production),
  };

  if (config.persisted.integratorKeys.some((key) => key.length < 24)) read.problems.push('INTEGRATOR_API_KEYS must list keys of at least 24 characters');
  if (config.metrics.token !== undefined && config.metrics.token.length < 24) read.problems.push('METRICS_TOKEN must be at least 24 characters');
  if (config.cdn.purgeToken !== undefined && config.cdn.purgeToken.length < 24) read.problems.push('CDN_PURGE_TOKEN must be at least 24 characters');
  if (config.cdn.webhookUrl !== undefined && (config.cdn.webhookToken?.length ?? 0) < 24) {
    read.problems.push('CDN_PURGE_WEBHOOK_TOKEN (at least 24 characters) is required with CDN_PURGE_WEBHOOK_URL');
  }
  if (config.cdn.webhookUrl === undefined && config.cdn.webhookToken !== undefined) read.problems.push('CDN_PURGE_WEBHOOK_TOKEN is set without CDN_PURGE_WEBHOOK_URL');
  // Braces would change the Redis Cluster hash tag of every key (see cache/redis-store.ts).
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(config.cacheNamespace)) {
    read.problems.push('CACHE_NAMESPACE must be 1 to 64 letters, digits, "_", ".", ":" or "-"');
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/** FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID together (FIREBASE_APP_ID optional), or none. */
function readFirebase(read: EnvReader, production: boolean): FirebaseWebSettings | undefined {
  const apiKey = read.optional('FIREBASE_API_KEY');
  const authDomain = read.optional('FIREBASE_AUTH_DOMAIN');
  const projectId = read.optional('FIREBASE_PROJECT_ID');
  const appId = read.optional('FIREBASE_APP_ID');
  const emulatorUrl = read.url('FIREBASE_AUTH_EMULATOR_URL', undefined, ['http:', 'https:']);
  const given = [apiKey, authDomain, projectId].filter((value) => value !== undefined).length;
  if (given === 0) {
    if (appId !== undefined || emulatorUrl !== undefined) {
      read.problems.push('FIREBASE_APP_ID and FIREBASE_AUTH_EMULATOR_URL need FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID');
    }
    return undefined;
  }
  if (apiKey === undefined || authDomain === undefined || projectId === undefined) {
    read.problems.push('FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID are set together');
    return undefined;
  }
  if (!/^[a-z0-9.-]+(:[0-9]+)?$/i.test(authDomain)) read.problems.push(`FIREBASE_AUTH_DOMAIN must be a host name (got "${authDomain}")`);
  if (emulatorUrl !== undefined && production) read.problems.push('FIREBASE_AUTH_EMULATOR_URL is for development and tests, not production');
  return { apiKey, authDomain, projectId, appId, emulatorUrl };
}

/** HUMAN_VERIFICATION (altcha, turnstile, recaptcha) and the keys its provider needs. */
function readHumanVerification(read: EnvReader, sessionSecret: string): HumanVerificationSettings {
  const provider = read.oneOf('HUMAN_VERIFICATION', ['altcha', 'turnstile', 'recaptcha'] as const, 'altcha');
  if (provider === 'altcha') {
    let hmacKey = read.optional('ALTCHA_HMAC_KEY');
    if (hmacKey !== undefined && hmacKey.length < 32) read.problems.push('ALTCHA_HMAC_KEY must be at least 32 characters');
    // Unset, it is derived from the session secret every replica shares, so a challenge one replica made another
    // can verify; set it where the platform checks the same signatures (the sandbox does).
    hmacKey ??= createHmac('sha256', sessionSecret).update('altcha-challenges').digest('base64url');
    return { provider, hmacKey };
  }
  const prefix = provider.toUpperCase();
  const siteKey = read.optional(`${prefix}_SITE_KEY`);
  const secretKey = read.optional(`${prefix}_SECRET_KEY`);
  if (siteKey === undefined || secretKey === undefined) {
    read.problems.push(`${prefix}_SITE_KEY and ${prefix}_SECRET_KEY are required with HUMAN_VERIFICATION=${provider}`);
  }
  return { provider, siteKey: siteKey ?? '', secretKey: secretKey ?? '' };
}

/** REDIS_CLUSTER_NODES, else REDIS_SENTINELS with REDIS_SENTINEL_NAME, else REDIS_URL; setting two is an error. */
function readRedisTarget(read: EnvReader): RedisTarget | undefined {
  const url = read.url('REDIS_URL', undefined, ['redis:', 'rediss:']);
  const sentinels = read.optional('REDIS_SENTINELS');
  const clusterNodes = read.optional('REDIS_CLUSTER_NODES');
  const given = [url, sentinels, clusterNodes].filter((value) => value !== undefined).length;
  if (given > 1) {
    read.problems.push('set only one of REDIS_URL, REDIS_SENTINELS and REDIS_CLUSTER_NODES');
    return undefined;
  }
  const nodesOf = (name: string, list: string) => {
    const { nodes, bad } = parseHostPorts(list);
    if (bad.length > 0 || nodes.length === 0) read.problems.push(`${name} must list host:port entries separated by commas (got "${list}")`);
    return nodes;
  };
  // Unset, each client keeps its own (the cache and limits 500 ms, money keys 1 s).
  const timeout = read.optional('REDIS_COMMAND_TIMEOUT_MS') === undefined ? {} : { commandTimeoutMs: read.integer('REDIS_COMMAND_TIMEOUT_MS', 500, 50, 60_000) };
  if (clusterNodes !== undefined) return { mode: 'cluster', nodes: nodesOf('REDIS_CLUSTER_NODES', clusterNodes), ...timeout };
  if (sentinels !== undefined) {
    const name = read.optional('REDIS_SENTINEL_NAME');
    if (name === undefined) read.problems.push('REDIS_SENTINEL_NAME is required with REDIS_SENTINELS (the name of the watched primary)');
    return { mode: 'sentinel', sentinels: nodesOf('REDIS_SENTINELS', sentinels), name: name ?? '', ...timeout };
  }
  return url === undefined ? undefined : { mode: 'single', url, ...timeout };
}
