import { seedAccounts } from './accounts.js';
import type { Account } from './accounts.js';
import { seedAgencyData } from '../domains/agency/agency-data.js';
import type { AgencyData } from '../domains/agency/agency-data.js';
import { seedBanners } from '../domains/content/banners.js';
import { createGamesData } from '../domains/lobby/games-seed.js';
import type { GamesData } from '../domains/lobby/games-seed.js';
import type { Banner } from '../domains/content/banners.js';
import { SEED_NUMBER } from './epoch.js';
import { seedFundsLotteryPoints } from '../domains/member-book/funds-lottery-points-data.js';
import type { FundsLotteryPointsData } from '../domains/member-book/funds-lottery-points-data.js';
import { seedFundsData } from '../domains/wallet/funds-data.js';
import type { FundsData } from '../domains/wallet/funds-data.js';
import { seedIdentityAccounts } from '../domains/account/identity-accounts.js';
import { seedIdentity } from '../domains/account/identity-data.js';
import type { IdentityData } from '../domains/account/identity-data.js';
import { seedNotices } from '../domains/content/notices.js';
import type { Notice } from '../domains/content/notices.js';
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
