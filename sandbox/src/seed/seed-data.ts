import { seedAccounts } from './accounts.js';
import type { Account } from './accounts.js';
import { seedBanners } from './banners.js';
import type { Banner } from './banners.js';
import { SEED_NUMBER } from './epoch.js';
import { seedNotices } from './notices.js';
import type { Notice } from './notices.js';
import { mulberry32 } from './prng.js';
import { seedSiteFlags, seedSiteInfo } from './site.js';
import type { SiteFlags, SiteInfo } from './site.js';
import { seedSwitches } from './switches.js';
import type { Switches } from './switches.js';

/** Everything the platform routes read and change; rebuilt from the fixed seed on every reset. */
export interface SeedData {
  accounts: Account[];
  notices: Notice[];
  banners: Banner[];
  switches: Switches;
  site: SiteFlags;
  siteInfo: SiteInfo;
}

/** Pure: the same output on every call, with fresh objects each time so a reset shares nothing with the past. */
export function createSeedData(): SeedData {
  const random = mulberry32(SEED_NUMBER);
  return {
    accounts: seedAccounts(),
    notices: seedNotices(random),
    banners: seedBanners(),
    switches: seedSwitches(),
    site: seedSiteFlags(),
    siteInfo: seedSiteInfo(),
  };
}
