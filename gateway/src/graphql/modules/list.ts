// Every domain module of the gateway, one line each: a new domain is its folder (index.ts, mappers.ts if it maps
// types, its SDL in schema/<domain>/) and its line here. index.ts builds the list the gateway uses from these.
export { accountModule } from './account/index.js';
export { agencyModule } from './agency/index.js';
export { authModule } from './auth/index.js';
export { contentModule } from './content/index.js';
export { contractsModule } from './contracts/index.js';
export { feedbackModule } from './feedback/index.js';
export { inboxModule } from './inbox/index.js';
export { liveModule } from './live/index.js';
export { lobbyModule } from './lobby/index.js';
export { lotteryModule } from './lottery/index.js';
export { memberModule } from './member/index.js';
export { noticesModule } from './notices/index.js';
export { passwordModule } from './password/index.js';
export { pointsModule } from './points/index.js';
export { promotionsModule } from './promotions/index.js';
export { recordsModule } from './records/index.js';
export { referralModule } from './referral/index.js';
export { registrationModule } from './registration/index.js';
export { rewardsModule } from './rewards/index.js';
export { siteModule } from './site/index.js';
export { walletModule } from './wallet/index.js';
