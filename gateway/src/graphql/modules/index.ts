import type { ServicesOf } from '../services.js';
import { siteModule } from './site/index.js';
import { noticesModule } from './notices/index.js';
import { accountModule } from './account/index.js';
import { authModule } from './auth/index.js';
import { registrationModule } from './registration/index.js';
import { passwordModule } from './password/index.js';
import { lobbyModule } from './lobby/index.js';
import { lotteryModule } from './lottery/index.js';
import { contentModule } from './content/index.js';
import { promotionsModule } from './promotions/index.js';
import { walletModule } from './wallet/index.js';
import { recordsModule } from './records/index.js';
import { memberModule } from './member/index.js';
import { pointsModule } from './points/index.js';
import { rewardsModule } from './rewards/index.js';
import { inboxModule } from './inbox/index.js';
import { referralModule } from './referral/index.js';
import { feedbackModule } from './feedback/index.js';
import { agencyModule } from './agency/index.js';
import { contractsModule } from './contracts/index.js';

/**
 * Every domain module of the gateway. A new domain is a folder (index.ts, mappers.ts if it maps types, its SDL in
 * schema/<domain>/) and one line here: the schema, the request's services and their type, and the node registry are
 * built from this list (schema.ts, request-context.ts, node-registry.ts), and codegen.ts finds its mappers.ts.
 */
export const gatewayModules = [
  siteModule,
  noticesModule,
  accountModule,
  authModule,
  registrationModule,
  passwordModule,
  lobbyModule,
  lotteryModule,
  contentModule,
  promotionsModule,
  walletModule,
  recordsModule,
  memberModule,
  pointsModule,
  rewardsModule,
  inboxModule,
  referralModule,
  feedbackModule,
  agencyModule,
  contractsModule,
] as const;

// The request's services, by name, are the list's: see services.ts.
declare module '../services.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the services of the modules listed
  interface GatewayServices extends ServicesOf<(typeof gatewayModules)[number]> {}
}
