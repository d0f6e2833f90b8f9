import { randomBytes } from 'node:crypto';
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
  graphiql: boolean;
  webDist: string | undefined;
  /** How long the page waits for its route's data to go into the HTML (0: never puts it in). */
  firstVisitDataDeadlineMs: number;
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long /readyz says not-ready before the server stops accepting (the load balancer's notice). */
  drainDelayMs: number;
  /** Persisted operations (the web's, by sha256) and who may send other documents; see persisted/. */
  persisted: PersistedSettings;
  /** Who may read /metrics; see observability/metrics-route.ts. */
  metrics: MetricsSettings;
  /** The CDN before the site: how it hears of purged cache tags; see http/cdn/. */
  cdn: CdnSettings;
}

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
    graphiql: read.boolean('GRAPHIQL', !production),
    webDist: read.optional('WEB_DIST'),
    firstVisitDataDeadlineMs: read.integer('FIRST_VISIT_DATA_DEADLINE_MS', 300, 0, 10_000),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 100, 120_000),
    drainDelayMs: read.integer('DRAIN_DELAY_MS', 0, 0, 60_000),
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
