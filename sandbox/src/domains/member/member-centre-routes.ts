import { avatarChoiceRoutes } from './avatar-choice.js';
import { vipLevelsRoute } from './vip-levels.js';

/** The VIP table and the avatar choice of the member centre (docs/funds.md). */
export const memberCentreRoutes = [vipLevelsRoute, ...avatarChoiceRoutes];
