import type { Account } from './accounts.js';
import type { StoredAnswer } from './answer-once.js';
import type { SiteFlags, SiteInfo } from './site.js';
import type { Switches } from './switches.js';

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
