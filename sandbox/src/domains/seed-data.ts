import type { SeedData } from '../core/seed-data.js';
import { seedAccounts } from '../core/accounts.js';
import { seedAgencyData } from './agency/agency-data.js';
import type { AgencyData } from './agency/agency-data.js';
import { seedBanners } from './content/banners.js';
import { createGamesData } from './lobby/games-seed.js';
import type { GamesData } from './lobby/games-seed.js';
import type { Banner } from './content/banners.js';
import { SEED_NUMBER } from '../core/epoch.js';
import { seedFundsLotteryPoints } from './member-book/funds-lottery-points-data.js';
import type { FundsLotteryPointsData } from './member-book/funds-lottery-points-data.js';
import { seedFundsData } from './wallet/funds-data.js';
import type { FundsData } from './wallet/funds-data.js';
import { seedIdentityAccounts } from './account/identity-accounts.js';
import { seedIdentity } from './account/identity-data.js';
import type { IdentityData } from './account/identity-data.js';
import { seedNotices } from './content/notices.js';
import type { Notice } from './content/notices.js';
import { mulberry32 } from '../core/prng.js';
import { seedSiteFlags, seedSiteInfo } from '../core/site.js';
import { seedSwitches } from '../core/switches.js';

// Each domain's part of the store's data: the core declares what every domain shares, this adds the rest, so the
// core never imports a domain. A new domain adds its field here and its seed call below.
declare module '../core/seed-data.js' {
  interface SeedData {
    notices: Notice[];
    banners: Banner[];
    identity: IdentityData;
    agency: AgencyData;
    games: GamesData;
    fundsLotteryPoints: FundsLotteryPointsData;
    funds: FundsData;
  }
}

/**
 * Every domain's seed, composed; the store rebuilds from it on every reset. Pure: the same output on every call,
 * with fresh objects each time so a reset shares nothing with the past.
 */
export function createSeedData(): SeedData {
  const random = mulberry32(SEED_NUMBER);
  const accounts = [...seedAccounts(), ...seedIdentityAccounts()];
  const games = createGamesData();
  return {
    accounts,
    notices: seedNotices(random),
    banners: seedBanners(),
    switches: seedSwitches(),
    site: seedSiteFlags(),
    siteInfo: seedSiteInfo(),
    identity: seedIdentity(),
    agency: seedAgencyData(seedAccounts()),
    games,
    fundsLotteryPoints: seedFundsLotteryPoints(),
    funds: seedFundsData(accounts, games),
    answers: {},
  };
}
