import type { PlatformRoute } from '../protocol/route-registry.js';
import { agencyRoutes } from './agency/agency-routes.js';
import { announcementRoutes } from './announcements.js';
import { captchaRoutes } from './captcha.js';
import { cashierRoutes } from './cashier/cashier-routes.js';
import { fundsLotteryPointsRoutes } from './funds-lottery-points/funds-lottery-points-routes.js';
import { gamesRoutes } from './games/games-routes.js';
import { identityRoutes } from './identity/identity-routes.js';
import { memberCentreRoutes } from './member-centre/member-centre-routes.js';
import { memberRoutes } from './member.js';
import { recordsRoutes } from './records/records-routes.js';
import { sessionRoutes } from './session.js';
import { systemRoutes } from './system.js';
import { walletRoutes } from './wallet.js';

/** Every platform call the sandbox answers, one group per file. */
export const platformRoutes: readonly PlatformRoute[] = [
  ...systemRoutes,
  ...sessionRoutes,
  ...captchaRoutes,
  ...memberRoutes,
  ...walletRoutes,
  ...announcementRoutes,
  ...identityRoutes,
  ...agencyRoutes,
  ...gamesRoutes,
  ...fundsLotteryPointsRoutes,
  ...cashierRoutes,
  ...recordsRoutes,
  ...memberCentreRoutes,
];
