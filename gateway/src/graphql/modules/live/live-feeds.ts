import type { GraphQLFieldMap, GraphQLResolveInfo } from 'graphql';
import type { LiveFeed } from '../../../__generated__/schema-types.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { MergedFeeds, type FeedSource } from './merged-feeds.js';

/** A value of one feed on a `liveFeeds` stream (the model of LiveFeedEvent): the feed's own subscription's payload. */
export interface LiveFeedEventModel {
  feed: LiveFeed;
  payload: unknown;
}

/** The subscription each feed is, and the LiveFeedEvent field that carries it. In this order: members' feeds first. */
export const FEED_FIELDS = {
  BALANCE: { subscription: 'balanceChanged', field: 'balance' },
  COUNTS: { subscription: 'countsChanged', field: 'counts' },
  JACKPOT: { subscription: 'jackpot', field: 'jackpot' },
  WINNERS: { subscription: 'winners', field: 'winners' },
  NOTICES: { subscription: 'notices', field: 'notices' },
  SITE_STATUS: { subscription: 'siteStatus', field: 'siteStatus' },
} as const satisfies Record<LiveFeed, { subscription: string; field: string }>;

/**
 * The event a feed's value becomes, the same object for every stream that hears the same value: the replica then
 * executes a public event once for all the alike streams (http/live/stream-events.ts recognises events by identity).
 */
const events = new WeakMap<object, LiveFeedEventModel>();

function eventOf(feed: LiveFeed, payload: unknown): LiveFeedEventModel {
  if (typeof payload !== 'object' || payload === null) return { feed, payload };
  let event = events.get(payload);
  if (event === undefined || event.feed !== feed) events.set(payload, (event = { feed, payload }));
  return event;
}

function subscriptionFields(info: GraphQLResolveInfo): GraphQLFieldMap<unknown, unknown> {
  const type = info.schema.getSubscriptionType();
  if (!type) throw gatewayError('INTERNAL');
  return type.getFields() as GraphQLFieldMap<unknown, unknown>;
}

/**
 * Subscribes to each feed (`ctx` is the stream's context, handed on as it is) through its own subscription field, as
 * the schema runs it: with that field's `@auth` (declared once, on the field), so a feed a visitor may not follow
 * refuses the whole stream with the field's own error, before anything is watched. The feeds' streams are then
 * merged into one.
 */
export async function subscribeFeeds(feeds: readonly LiveFeed[], ctx: unknown, info: GraphQLResolveInfo): Promise<AsyncIterableIterator<LiveFeedEventModel>> {
  const asked = new Set(feeds);
  if (asked.size === 0 || asked.size !== feeds.length) throw gatewayError('BAD_USER_INPUT', 'Ask for at least one feed, each at most once.');
  const fields = subscriptionFields(info);
  const sources: FeedSource<LiveFeedEventModel>[] = [];
  try {
    for (const feed of Object.keys(FEED_FIELDS) as LiveFeed[]) {
      if (!asked.has(feed)) continue;
      const subscribe = fields[FEED_FIELDS[feed].subscription]?.subscribe;
      if (subscribe === undefined) throw gatewayError('INTERNAL');
      const stream = (await subscribe(undefined, {}, ctx, info)) as AsyncIterable<unknown>;
      sources.push({ source: stream[Symbol.asyncIterator](), event: (payload) => eventOf(feed, payload) });
    }
  } catch (error) {
    await Promise.all(sources.map(({ source }) => source.return?.()));
    throw error;
  }
  return new MergedFeeds(sources);
}

/**
 * A LiveFeedEvent field: its feed's payload, through that feed's subscription field's own `resolve` (and so its
 * `@auth`, checked again for each event as on the single subscription), or null for another feed's event, which
 * reads nothing (a public event stays shareable).
 */
export function feedField<T>(feed: LiveFeed) {
  return async (event: LiveFeedEventModel, _args: unknown, ctx: unknown, info: GraphQLResolveInfo): Promise<T | null> => {
    if (event.feed !== feed) return null;
    const resolve = subscriptionFields(info)[FEED_FIELDS[feed].subscription]?.resolve;
    // The payload is the feed's own subscription's: its model is what that field's resolvers take.
    return (resolve === undefined ? event.payload : await resolve(event.payload, {}, ctx, info)) as T;
  };
}
