import type { LogLevel } from 'fastify';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The merchant code every platform call must send in `Merchant`. */
  merchant?: string;
  /** Idle time after which a login token dies. */
  tokenTtlMs?: number;
  /** A new login of an account kills its previous token. */
  singleSession?: boolean;
  /** Fastify's pino logger: `true` at info (every request), or from the given level up (the server's LOG_LEVEL). */
  logger?: boolean | LogLevel;
  /**
   * Origins the web site answers on, listed by domainRoute as the site's lines (line 1 recommended). None: the
   * caller's view of the sandbox, then the seeded example domains (which no browser reaches).
   */
  siteLines?: readonly string[];
  /** ALTCHA_HMAC_KEY: checks the ALTCHA results the site passes on when a challenge is required. */
  altchaHmacKey?: string;
}

export const DEFAULTS = {
  port: 4010,
  host: '127.0.0.1',
  merchant: 'SAOLA',
  tokenTtlMs: 30 * 60_000,
  singleSession: true,
} as const;
