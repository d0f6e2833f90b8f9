import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accountResolvers } from './modules/account/account-resolvers.js';
import { authResolvers } from './modules/auth/auth-resolvers.js';
import { contentResolvers } from './modules/content/content-resolvers.js';
import { lobbyResolvers } from './modules/lobby/lobby-resolvers.js';
import { lotteryResolvers } from './modules/lottery/lottery-resolvers.js';
import { memberResolvers } from './modules/member/member-resolvers.js';
import { noticesResolvers } from './modules/notices/notices-resolvers.js';
import { passwordResolvers } from './modules/password/password-resolvers.js';
import { promotionsResolvers } from './modules/promotions/promotions-resolvers.js';
import { recordsResolvers } from './modules/records/records-resolvers.js';
import { registrationResolvers } from './modules/registration/registration-resolvers.js';
import { siteResolvers } from './modules/site/site-resolvers.js';
import { walletResolvers } from './modules/wallet/wallet-resolvers.js';
import { feedbackResolvers } from './modules/feedback/feedback-resolvers.js';
import { inboxResolvers } from './modules/inbox/inbox-resolvers.js';
import { pointsResolvers } from './modules/points/points-resolvers.js';
import { promotionMembershipResolvers } from './modules/promotions/promotion-membership-resolvers.js';
import { referralResolvers } from './modules/referral/referral-resolvers.js';
import { rewardsResolvers } from './modules/rewards/rewards-resolvers.js';
import { agencyResolvers } from './modules/agency/agency-resolvers.js';
import { contractsResolvers } from './modules/contracts/contracts-resolvers.js';
import { nodeFetchers } from './node-fetchers.js';
import { nodeResolvers } from './relay/node-resolvers.js';
import { enforceIdempotency } from '../infra/idempotency/idempotent-directive.js';
import { enforceRoles } from './roles/auth-directive.js';
import { enforceOwnTree } from './roles/own-tree-directive.js';
import { scalarResolvers } from './scalars.js';

/** The SDL lives in the schema package, one folder per domain module. */
async function loadTypeDefs(): Promise<string[]> {
  const root = dirname(createRequire(import.meta.url).resolve('@saola/schema/package.json'));
  const files = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  return files.map((file) => readFileSync(join(root, file), 'utf8'));
}

export async function buildSchema(): Promise<GraphQLSchema> {
  const schema = makeExecutableSchema({
    typeDefs: await loadTypeDefs(),
    // The SDL's token chain and source positions would stay in memory for the life of the process, unused.
    noLocation: true,
    resolvers: [
      scalarResolvers,
      nodeResolvers(nodeFetchers),
      siteResolvers,
      noticesResolvers,
      accountResolvers,
      authResolvers,
      registrationResolvers,
      passwordResolvers,
      lobbyResolvers,
      lotteryResolvers,
      contentResolvers,
      promotionsResolvers,
      walletResolvers,
      recordsResolvers,
      memberResolvers,
      pointsResolvers,
      promotionMembershipResolvers,
      rewardsResolvers,
      inboxResolvers,
      referralResolvers,
      feedbackResolvers,
      agencyResolvers,
      contractsResolvers,
    ],
    inheritResolversFromInterfaces: true,
  });
  // Roles wrap the own-tree check, which wraps idempotency: a visitor, trial account or non-agent is refused before
  // its ids are looked up, and an id outside the viewer's tree is refused before any key is kept.
  return enforceRoles(enforceOwnTree(enforceIdempotency(schema)));
}
