import type { GraphQLSchema } from 'graphql';
import { graphqlRuntime } from '../../graphql-runtime.js';
import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext, LiveStreamScope } from '../../context.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import type { WatchSpec } from '../../../infra/live/index.js';
import { readCounts } from '../rewards/index.js';
import { FEED_DOCUMENTS, type FeedName } from './feed-documents.js';
import { feedField, subscribeFeeds, type LiveFeedEventModel } from './live-feeds.js';

/** The stream's hub and scope; a subscription reached any other way (no stream) is the gateway's mistake. */
function streamOf(ctx: GatewayContext): { live: NonNullable<GatewayContext['live']>; stream: LiveStreamScope } {
  if (ctx.live === undefined || ctx.liveStream === undefined) throw gatewayError('INTERNAL');
  return { live: ctx.live, stream: ctx.liveStream };
}

/**
 * One of the viewer's own figures. The topic is named by the session's member id and read with the session's
 * own token, so nothing another member's stream publishes can land on it.
 */
async function memberFigure(ctx: GatewayContext, figure: string, read: (fresh: GatewayContext) => Promise<unknown>) {
  const { live, stream } = streamOf(ctx);
  const viewer = await ctx.account.viewer();
  if (viewer === null) throw gatewayError('UNAUTHENTICATED');
  const spec: WatchSpec = { kind: 'member', memberId: viewer.session.memberId, read: () => read(stream.fresh()) };
  return live.watch(`member:${viewer.session.memberId}:${figure}`, spec);
}

/** A public feed: one topic per language where the answer depends on it. */
function feed(name: FeedName, ctx: GatewayContext, schema: GraphQLSchema) {
  const { live, stream } = streamOf(ctx);
  const { perLanguage, document, payload } = FEED_DOCUMENTS[name];
  const read = async () => {
    const result = await graphqlRuntime.execute({ schema, document, contextValue: stream.fresh() });
    if (result.errors?.length || !result.data) throw result.errors?.[0] ?? new Error(`live ${name} read answered nothing`);
    return payload(result.data);
  };
  return live.watch(perLanguage ? `feed:${name}:${ctx.language}` : `feed:${name}`, { kind: 'feed', read });
}

const asPayload = <T>(payload: unknown) => payload as T;

export const liveResolvers: Resolvers = {
  Subscription: {
    balanceChanged: {
      subscribe: (_root, _args, ctx) =>
        memberFigure(ctx, 'balance', async (fresh) => {
          const viewer = await fresh.account.viewer();
          if (viewer === null) throw gatewayError('UNAUTHENTICATED');
          return fresh.account.wallet(viewer);
        }),
      resolve: asPayload,
    },
    countsChanged: {
      subscribe: (_root, _args, ctx) =>
        memberFigure(ctx, 'counts', async (fresh) => {
          const viewer = await fresh.account.viewer();
          if (viewer === null) throw gatewayError('UNAUTHENTICATED');
          return readCounts(viewer, fresh);
        }),
      resolve: asPayload,
    },
    jackpot: { subscribe: (_root, _args, ctx, info) => feed('jackpot', ctx, info.schema), resolve: asPayload },
    winners: { subscribe: (_root, _args, ctx, info) => feed('winners', ctx, info.schema), resolve: asPayload },
    notices: { subscribe: (_root, _args, ctx, info) => feed('notices', ctx, info.schema), resolve: asPayload },
    siteStatus: { subscribe: (_root, _args, ctx, info) => feed('siteStatus', ctx, info.schema), resolve: asPayload },
    liveFeeds: { subscribe: (_root, { feeds }, ctx, info) => subscribeFeeds(feeds, ctx, info), resolve: asPayload<LiveFeedEventModel> },
  },
  LiveFeedEvent: {
    balance: feedField('BALANCE'),
    counts: feedField('COUNTS'),
    jackpot: feedField('JACKPOT'),
    winners: feedField('WINNERS'),
    notices: feedField('NOTICES'),
    siteStatus: feedField('SITE_STATUS'),
  },
  Mutation: {
    // The answered mutation is itself the signal: every mutation a member has answered pokes their figures
    // (http/live/mutation-pokes.ts), so this one only has to be answered.
    gameWindowClosed: () => ({ userErrors: [] }),
  },
  GameWindowClosedPayload: {
    viewer: (_payload, _args, ctx) => ctx.account.viewer(),
  },
};
