import type { Account } from './accounts.js';
import type { SiteFlags, SiteInfo } from './site.js';
import type { Switches } from './switches.js';

/** An answer kept under a client's idempotency key: a retry with the same request gets the same answer. */
export interface StoredAnswer {
  fingerprint: string;
  value: unknown;
}

/**
 * Everything the platform routes read and change; rebuilt from the fixed seed on every reset. The core holds
 * what every domain shares; the domains add their parts
 * (`declare module` in domains/seed-data.ts, which also builds the whole), so the core never imports a domain.
 */
export interface SeedData {
  accounts: Account[];
  switches: Switches;
  site: SiteFlags;
  siteInfo: SiteInfo;
  /** Money and points mutations answered once per client key (answer-once.ts). */
  answers: Record<string, StoredAnswer>;
}
