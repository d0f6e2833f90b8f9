import { CallCounter } from './call-counter.js';
import { FaultBook } from './faults.js';
import type { Account } from './accounts.js';
import type { SeedData } from './seed-data.js';
import { CaptchaStore } from './captchas.js';
import { Clock } from './clock.js';
import { Keyring } from './keyring.js';
import { LoginGuard } from './login-guard.js';
import { SessionStore } from './sessions.js';
import type { SessionPolicy } from './sessions.js';

export interface StoreOptions extends SessionPolicy {
  merchant: string;
  /** Builds the seeded data (every domain's part, domains/seed-data.ts); called again on every reset. */
  seed: () => SeedData;
  /** The site's lines for domainRoute (configuration, so a reset keeps them). */
  siteLines?: readonly string[];
  /** The key ALTCHA challenges are signed with (the merchant's, shared with its site); none: no ALTCHA result passes. */
  altchaHmacKey?: string | undefined;
}

/**
 * All state of one sandbox: the seeded data the routes change, and the runtime books (sessions, captchas,
 * failed logins, faults, call counts, clock). The RSA key survives a reset: a reset restores data, and a
 * client's cached modulus should stay valid across test cases; rotate it explicitly instead.
 */
export class SandboxStore {
  readonly merchant: string;
  readonly siteLines: readonly string[];
  readonly altchaHmacKey: string | undefined;
  readonly keyring = new Keyring();
  readonly calls = new CallCounter();
  readonly faults = new FaultBook();
  readonly clock = new Clock();
  readonly sessions: SessionStore;
  readonly captchas: CaptchaStore;
  readonly loginGuard = new LoginGuard();
  data: SeedData;
  private readonly seed: () => SeedData;

  constructor(options: StoreOptions) {
    this.merchant = options.merchant;
    this.seed = options.seed;
    this.data = options.seed();
    this.siteLines = options.siteLines ?? [];
    this.altchaHmacKey = options.altchaHmacKey;
    this.sessions = new SessionStore(this.clock, options);
    this.captchas = new CaptchaStore(this.clock);
  }

  reset(): void {
    this.data = this.seed();
    this.clock.pin(null);
    this.sessions.expire();
    this.captchas.clear();
    this.loginGuard.clear();
    this.calls.clear();
    this.faults.clear();
  }

  accountById(id: number): Account | undefined {
    return this.data.accounts.find((account) => account.id === id);
  }

  /** Usernames are matched case-insensitively (a sandbox choice, see the README). */
  accountByName(name: string): Account | undefined {
    const wanted = name.toLowerCase();
    return this.data.accounts.find((account) => account.account.toLowerCase() === wanted);
  }
}
