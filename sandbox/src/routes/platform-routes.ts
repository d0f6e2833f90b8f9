import type { PlatformRoute } from '../protocol/route-registry.js';
import { announcementRoutes } from './announcements.js';
import { captchaRoutes } from './captcha.js';
import { memberRoutes } from './member.js';
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
];
