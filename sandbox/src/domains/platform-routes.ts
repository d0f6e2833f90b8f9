import type { PlatformRoute } from '../core/route-registry.js';
import { accountRoutes } from './account/account-routes.js';
import { memberRoutes } from './account/member.js';
import { agencyRoutes } from './agency/agency-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { captchaRoutes } from './auth/captcha.js';
import { sessionRoutes } from './auth/session-routes.js';
import { announcementRoutes } from './content/announcements.js';
import { helpCenterRoutes } from './content/help-center-routes.js';
import { feedbackRoutes } from './feedback/feedback-routes.js';
import { gamesRoutes } from './lobby/games-routes.js';
import { lotteryRoutes } from './lottery/lottery-routes.js';
import { memberCentreRoutes } from './member/member-centre-routes.js';
import { passwordRoutes } from './password/password-routes.js';
import { pointsRoutes } from './points/points-routes.js';
import { recordsRoutes } from './records/records-routes.js';
import { referralRoutes } from './referral/referral-routes.js';
import { registrationRoutes } from './registration/registration-routes.js';
import { rewardsRoutes } from './rewards/rewards-routes.js';
import { siteRoutes } from './site/site-routes.js';
import { systemRoutes } from './site/system-routes.js';
import { cashierRoutes } from './wallet/cashier-routes.js';
import { fundsRoutes } from './wallet/funds-routes.js';
import { walletRoutes } from './wallet/wallet-routes.js';

/** Every platform call the sandbox answers: each domain lists its own. */
export const platformRoutes: readonly PlatformRoute[] = [
  ...systemRoutes,
  ...siteRoutes,
  ...sessionRoutes,
  ...captchaRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...passwordRoutes,
  ...memberRoutes,
  ...accountRoutes,
  ...referralRoutes,
  ...walletRoutes,
  ...fundsRoutes,
  ...cashierRoutes,
  ...announcementRoutes,
  ...helpCenterRoutes,
  ...feedbackRoutes,
  ...agencyRoutes,
  ...gamesRoutes,
  ...lotteryRoutes,
  ...pointsRoutes,
  ...rewardsRoutes,
  ...recordsRoutes,
  ...memberCentreRoutes,
];
