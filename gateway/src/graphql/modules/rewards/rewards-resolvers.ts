import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { ViewerModel } from '../account/index.js';

/**
 * The three red badge counts, read in parallel, each at most once per request (the page's header, `counts`, and
 * the live countsChanged).
 */
export async function readCounts(viewer: ViewerModel, ctx: GatewayContext) {
  const { token } = viewer.session;
  const [missions, inbox, rewards] = await Promise.all([
    ctx.missions.unclaimedCount(token),
    ctx.inbox.unreadCount(token),
    ctx.rewardCentre.unclaimedCount(token),
  ]);
  return { missions, inbox, rewards };
}

export const rewardsResolvers: Resolvers = {
  Viewer: {
    rewardCentre: (_viewer, args, ctx) => ctx.rewardCentre.items(args, args.status),
    missions: (viewer, args, ctx) => ctx.missions.summary(viewer.session.token, args.period),
    missionLeaderboard: (_viewer, args, ctx) => ctx.missions.leaderboard(args.period, args.first),
    counts: (viewer, _args, ctx) => readCounts(viewer, ctx),
    headerCounts: (viewer, { wait }, ctx) => (wait ? readCounts(viewer, ctx) : ctx.headerDeadline.within('counts', readCounts(viewer, ctx))),
  },
  Mutation: {
    claimReward: (_root, { input }, ctx) => ctx.rewardCentre.claim(input),
  },
  ClaimRewardPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
};
