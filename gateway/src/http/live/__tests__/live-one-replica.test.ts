import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { startGatewayStack, type GatewayStack } from '../../../testing/gateway-stack.js';
import { openStream, type OpenStream } from '../../../testing/live-stream-client.js';

const BALANCE = 'subscription { balanceChanged { sumBalance } }';

/** A one-replica stack (no Redis) listening on a port of its own, as streams need a real socket. */
async function listeningStack(env: Record<string, string>): Promise<{ stack: GatewayStack; url: string }> {
  const stack = await startGatewayStack({ env });
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const address = stack.app.server.address();
  return { stack, url: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}` };
}

/** The describe block's listening stack, and the streams its tests open (closed after them). */
function useListeningStack(env: Record<string, string>) {
  const scope = { stack: undefined as unknown as GatewayStack, url: '', streams: [] as OpenStream[] };
  beforeAll(async () => {
    Object.assign(scope, await listeningStack(env));
  }, 60_000);
  afterAll(async () => {
    for (const stream of scope.streams) stream.close();
    await scope.stack?.close();
  });
  return scope;
}

// One replica and no Redis: the hub fans out in process, and a member's figures still move on a signal.
describe('live streams on one replica without Redis', () => {
  const scope = useListeningStack({ LIVE_MEMBER_INTERVAL_MS: '600000' });
  const { streams } = scope;

  it("hands a member's new balance to each of their open streams after a money mutation", async () => {
    expect(scope.stack.config.redis).toBeUndefined();
    const session = await scope.stack.login('player01', 'secret88');
    streams.push(openStream(scope.url, BALANCE, session), openStream(scope.url, BALANCE, session));
    const [first] = await Promise.all(streams.map((stream) => stream.waitFor('the snapshot', () => true)));
    const before = Number((first as { balanceChanged: { sumBalance: string } }).balanceChanged.sumBalance);

    // The platform moves the balance on its own (as a game does); the answered mutation is the signal.
    await scope.stack.control('POST', '/funds/adjustments', { account: 'player01', amount: 5 });
    const signal = await scope.stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
      payload: { query: 'mutation { gameWindowClosed { userErrors { code } } }' },
    });
    expect(signal.statusCode).toBe(200);
    for (const stream of streams) {
      await stream.waitFor('the new balance', (value) => Number((value as { balanceChanged: { sumBalance: string } }).balanceChanged.sumBalance) === before + 5);
    }
  }, 60_000);

  it('reads a new stream’s balance afresh, never a kept one older than the page that opens it', async () => {
    const session = await scope.stack.login('player01', 'secret88');
    const earlier = openStream(scope.url, BALANCE, session);
    streams.push(earlier);
    const kept = Number(((await earlier.waitFor('the balance', () => true)) as { balanceChanged: { sumBalance: string } }).balanceChanged.sumBalance);
    earlier.close();

    // The platform moves the balance with no signal to the gateway (another device, an operator's credit).
    await scope.stack.control('POST', '/funds/adjustments', { account: 'player01', amount: 7 });
    const later = openStream(scope.url, BALANCE, session);
    streams.push(later);
    const first = await later.waitFor('the first balance', () => true);
    expect(Number((first as { balanceChanged: { sumBalance: string } }).balanceChanged.sumBalance)).toBe(kept + 7);
  }, 60_000);
});

// Idle lifetime, in a stack of its own with a short one: a stream that delivers nothing ends, without `complete`.
describe('an idle live stream', () => {
  const scope = useListeningStack({ LIVE_STREAM_IDLE_MS: '1000' });

  it('ends once it has delivered nothing for its idle time, so a page still shown reconnects', async () => {
    // The site's status changes only when maintenance starts: after its first value, the stream hears nothing.
    const stream = openStream(scope.url, 'subscription { siteStatus { maintenance } }');
    // Ended without `complete`: the client sees the connection go (and, with retries, would reconnect).
    await expect.poll(() => stream.errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    stream.close();
    const metrics = await scope.stack.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^saola_live_streams_ended_total\{reason="idle"\} 1$/m);
    expect(metrics.body).toMatch(/^saola_live_streams_open 0$/m);
  }, 60_000);
});

// A page's feeds over one stream (liveFeeds): over HTTP/1.1 a browser keeps 6 connections per origin for its tabs.
describe('several feeds over one stream', () => {
  const scope = useListeningStack({ LIVE_MEMBER_INTERVAL_MS: '600000' });
  const { streams } = scope;
  const FEEDS = 'subscription($feeds: [LiveFeed!]!) { liveFeeds(feeds: $feeds) { feed balance { sumBalance } counts { inbox } jackpot { jackpot { baseValue } } siteStatus { maintenance } } }';
  const open = (feeds: string[], session?: string) => {
    const stream = openStream(scope.url, FEEDS, session, { feeds });
    streams.push(stream);
    return stream;
  };
  type Event = { liveFeeds: { feed: string; balance: { sumBalance: string } | null; counts: unknown; jackpot: unknown; siteStatus: unknown } };
  const eventOf = (value: Record<string, unknown>) => (value as Event).liveFeeds;

  it("brings each asked feed's latest value, then a member's new balance, on one stream, with only that feed's field set", async () => {
    const session = await scope.stack.login('player01', 'secret88');
    const stream = open(['BALANCE', 'COUNTS', 'JACKPOT', 'SITE_STATUS'], session);
    for (const feed of ['BALANCE', 'COUNTS', 'JACKPOT', 'SITE_STATUS']) await stream.waitFor(`the latest ${feed}`, (value) => eventOf(value).feed === feed);
    for (const value of stream.values) {
      const { feed, ...fields } = eventOf(value);
      const set = Object.entries(fields).filter(([, field]) => field !== null).map(([name]) => name);
      expect([feed, set]).toEqual([feed, [{ BALANCE: 'balance', COUNTS: 'counts', JACKPOT: 'jackpot', SITE_STATUS: 'siteStatus' }[feed]]]);
    }
    const before = Number(eventOf((await stream.waitFor('the balance', (value) => eventOf(value).feed === 'BALANCE'))).balance!.sumBalance);

    await scope.stack.control('POST', '/funds/adjustments', { account: 'player01', amount: 3 });
    await scope.stack.gql('mutation { gameWindowClosed { userErrors { code } } }', undefined, { session });
    await stream.waitFor('the new balance', (value) => Number(eventOf(value).balance?.sumBalance) === before + 3);
    // One stream on the replica for all four feeds.
    const metrics = await scope.stack.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^saola_live_streams_open 1$/m);
    stream.close();
  }, 60_000);

  it("refuses a visitor's stream that asks a member's feed, with that feed's own error, and serves a visitor the public feeds", async () => {
    const refused = open(['JACKPOT', 'BALANCE']);
    await expect.poll(() => refused.errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(refused.errors)).toContain('UNAUTHENTICATED');
    expect(refused.values).toEqual([]);
    const trial = (await scope.stack.gql('mutation { startFreePlay { viewer { member { isTrial } } } }')).session;
    const demo = open(['COUNTS'], trial);
    await expect.poll(() => demo.errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(demo.errors)).toContain('NEED_REAL_ACCOUNT');

    const visitor = open(['JACKPOT', 'SITE_STATUS']);
    await visitor.waitFor('the jackpot', (value) => eventOf(value).feed === 'JACKPOT');
    await visitor.waitFor('the site status', (value) => eventOf(value).feed === 'SITE_STATUS');
    expect(visitor.errors).toEqual([]);
  }, 60_000);

  it("refuses an empty or repeated list of feeds, a missing list and an unknown feed, each as the client's mistake", async () => {
    for (const feeds of [[], ['JACKPOT', 'JACKPOT']]) {
      const stream = open(feeds);
      await expect.poll(() => stream.errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(JSON.stringify(stream.errors)).toContain('BAD_USER_INPUT');
      stream.close();
    }
    // A variable that cannot be coerced is refused before any stream opens, as /graphql refuses it.
    for (const variables of [{}, { feeds: ['LOTTO'] }]) {
      const refused = await fetch(`${scope.url}/graphql/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: FEEDS, variables }),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('BAD_USER_INPUT');
    }
  }, 30_000);
});
