import { seedAccounts } from './accounts.js';
import type { Account } from './accounts.js';
import { seedAgencyData } from './agency/agency-data.js';
import type { AgencyData } from './agency/agency-data.js';
import { seedBanners } from './banners.js';
import { createGamesData } from './games/games-seed.js';
import type { GamesData } from './games/games-seed.js';
import type { Banner } from './banners.js';
import { SEED_NUMBER } from './epoch.js';
import { seedFundsLotteryPoints } from './funds-lottery-points/funds-lottery-points-data.js';
import type { FundsLotteryPointsData } from './funds-lottery-points/funds-lottery-points-data.js';
import { seedFundsData } from './funds/funds-data.js';
import type { FundsData } from './funds/funds-data.js';
import { seedIdentityAccounts } from './identity/identity-accounts.js';
import { seedIdentity } from './identity/identity-data.js';
import type { IdentityData } from './identity/identity-data.js';
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
  identity: IdentityData;
  agency: AgencyData;
  games: GamesData;
  fundsLotteryPoints: FundsLotteryPointsData;
  funds: FundsData;
}

/** Pure: the same output on every call, with fresh objects each time so a reset shares nothing with the past. */
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
  };
}
