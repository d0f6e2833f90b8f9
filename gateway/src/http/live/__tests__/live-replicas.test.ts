import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../../graphql/relay/global-id.js';
import { startLiveReplicas, type LiveReplicas } from '../../../testing/live-replicas.js';

const BALANCE = 'subscription { balanceChanged { id sumBalance } }';
const GAME_CLOSED = 'mutation { gameWindowClosed { userErrors { code } } }';

type Wallet = { balanceChanged: { id: string; sumBalance: string } };
const walletOf = (value: Record<string, unknown>) => (value as Wallet).balanceChanged;
const memberOf = (value: Record<string, unknown>) => fromGlobalId(walletOf(value).id)?.id;

// Two replicas on one Redis, each with its own memory, serving streams on real sockets (graphql-sse's client).
describe('live streams across two replicas on Redis', () => {
  let live: LiveReplicas;
  let urls: [string, string];
  const open = (url: string, query: string, session?: string, variables?: Record<string, unknown>) => live.open(url, query, session, variables);

  beforeAll(async () => {
    // The modest re-read is off the test's clock: only a signal may move a stream here.
    live = await startLiveReplicas({ LIVE_MEMBER_INTERVAL_MS: '600000', LIVE_STREAMS_PER_SESSION: '3', FREE_PLAY_LIMIT_PER_IP: '1000' });
    urls = live.urls;
  }, 60_000);
  afterAll(() => live?.close());

  it("delivers a member's new balance to that member's streams on both replicas, and never to another member's", async () => {
    const player = await live.stack.login('player01', 'secret88');
    const vip = await live.stack.login('vip01', 'secret88');
    const playerStreams = urls.map((url) => open(url, BALANCE, player));
    const vipStreams = urls.map((url) => open(url, BALANCE, vip));
    // Each stream's first value is its member's latest balance (the snapshot on subscribe).
    const [first] = await Promise.all(playerStreams.map((stream) => stream.waitFor('the player\'s snapshot', () => true)));
    await Promise.all(vipStreams.map((stream) => stream.waitFor('the vip\'s snapshot', () => true)));
    const playerId = memberOf(first!);
    const before = walletOf(first!).sumBalance;

    await live.stack.control('POST', '/funds/adjustments', { account: 'player01', amount: 12.34 });
    // The signal arrives on the second replica; the read is made once, and both replicas' streams hear it.
    const signal = await live.replica.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `saola_session=${player}` },
      payload: { query: GAME_CLOSED },
    });
    expect(signal.json()).toEqual({ data: { gameWindowClosed: { userErrors: [] } } });
    const expected = (Number(before) + 12.34).toFixed(2);
    for (const stream of playerStreams) {
      await stream.waitFor('the player\'s new balance', (value) => Number(walletOf(value).sumBalance).toFixed(2) === expected);
    }

    // The vip's streams stayed the vip's: every value they got is the vip's own wallet, none the player's.
    for (const stream of vipStreams) {
      expect(stream.values.length).toBeGreaterThan(0);
      for (const value of stream.values) expect(memberOf(value)).not.toBe(playerId);
      expect(new Set(stream.values.map(memberOf)).size).toBe(1);
    }
  }, 60_000);

  it("keeps a member's balance on that member's one stream of all feeds (liveFeeds), on either replica", async () => {
    const FEEDS = 'subscription($feeds: [LiveFeed!]!) { liveFeeds(feeds: $feeds) { feed balance { id sumBalance } } }';
    const feeds = { feeds: ['BALANCE', 'COUNTS', 'SITE_STATUS'] };
    const balanceOf = (value: Record<string, unknown>) => (value as { liveFeeds: { balance: { id: string; sumBalance: string } | null } }).liveFeeds.balance;
    const player = await live.stack.login('player01', 'secret88');
    const vip = await live.stack.login('vip01', 'secret88');
    const mine = open(urls[1], FEEDS, player, feeds);
    const theirs = open(urls[0], FEEDS, vip, feeds);
    const first = balanceOf(await mine.waitFor("the player's balance", (value) => balanceOf(value) !== null))!;
    await theirs.waitFor("the vip's balance", (value) => balanceOf(value) !== null);

    await live.stack.control('POST', '/funds/adjustments', { account: 'player01', amount: 4.5 });
    await live.stack.gql(GAME_CLOSED, undefined, { session: player });
    const expected = (Number(first.sumBalance) + 4.5).toFixed(2);
    await mine.waitFor("the player's new balance", (value) => Number(balanceOf(value)?.sumBalance).toFixed(2) === expected);
    const vipWallets = new Set(theirs.values.map(balanceOf).filter((wallet) => wallet !== null).map((wallet) => fromGlobalId(wallet.id)?.id));
    expect(vipWallets.size).toBe(1);
    expect(vipWallets.has(fromGlobalId(first.id)?.id)).toBe(false);
  }, 60_000);

  it('refuses a visitor, a trial account, a cross-site form and a query, as /graphql would', async () => {
    const visitor = open(urls[0], BALANCE);
    await expect.poll(() => visitor.errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(visitor.errors)).toContain('UNAUTHENTICATED');
    const trial = (await live.stack.gql('mutation { startFreePlay { viewer { member { isTrial } } } }')).session;
    const demo = open(urls[1], BALANCE, trial);
    await expect.poll(() => demo.errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(demo.errors)).toContain('NEED_REAL_ACCOUNT');

    const form = await fetch(`${urls[1]}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'text/event-stream' },
      body: JSON.stringify({ query: BALANCE }),
    });
    expect(form.status).toBe(400);

    const query = await fetch(`${urls[1]}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: '{ site { status } }' }),
    });
    expect(query.status).toBe(400);
    expect(await query.text()).toContain('Only subscriptions');
  }, 30_000);

  it("refuses a session's streams past its limit on a replica, and takes them again once one closes", async () => {
    const session = await live.stack.login('player01', 'secret88');
    const held = [1, 2, 3].map(() => open(urls[0], BALANCE, session));
    await Promise.all(held.map((stream) => stream.waitFor('an open stream', () => true)));
    const refused = open(urls[0], BALANCE, session);
    // graphql-sse's client reports the refusal as a network error carrying the response.
    await expect.poll(() => (refused.errors[0] as { response?: { status?: number } } | undefined)?.response?.status, { timeout: 15_000 }).toBe(429);
    // The other replica counts its own streams.
    await open(urls[1], BALANCE, session).waitFor('a stream on the other replica', () => true);
    held[0]!.close();
    await expect.poll(async () => (await open(urls[0], BALANCE, session).waitFor('a stream in the freed place', () => true, 2_000).catch(() => null)) !== null, { timeout: 15_000 }).toBe(true);
  }, 60_000);
});
