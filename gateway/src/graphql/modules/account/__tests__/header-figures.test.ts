import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

// The header's figures as a page's query reads them (web: HeaderAccount_viewer), and as the header re-reads them.
const PAGE = `{ viewer { member { account } headerWallet { sumBalance } headerCounts { missions inbox rewards } } }`;
const RE_READ = `{ viewer { headerWallet(wait: true) { sumBalance } headerCounts(wait: true) { inbox } } }`;
const FREE_PLAY = `mutation { startFreePlay { viewer { member { isTrial } } } }`;
/** The page's wait for the figures, in the stack that tests it: far above a busy machine's platform call. */
const DEADLINE_MS = 2_500;
/** A slow platform call: far above the deadline, so the page's answer before it proves the deadline. */
const SLOW_MS = 10_000;

interface PageData {
  viewer: { member: { account: string }; headerWallet: { sumBalance: string } | null; headerCounts: { inbox: number } | null };
}

describe("the header's figures inside a page's query", () => {
  // The figures' deadline as long as a test may wait: here the platform is never slow on purpose, and on a busy
  // machine its answer took longer than the production deadline (1 s).
  const stack = useGatewayStack({ env: { HEADER_FIGURES_DEADLINE_MS: '60000' } }, { reset: true });

  it('come with the page when the platform answers in time', async () => {
    const session = await stack.login('player01');
    const reply = await stack.gql<PageData>(PAGE, undefined, { session });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.member.account).toBe('player01');
    expect(reply.body.data?.viewer.headerWallet?.sumBalance).toMatch(/^\d+(\.\d+)?$/);
    expect(reply.body.data?.viewer.headerCounts).toEqual({ missions: expect.any(Number), inbox: expect.any(Number), rewards: expect.any(Number) });
  });

  it('a failing balance answers null in the page, and an error to the re-read (which the header retries)', async () => {
    const session = await stack.login('player01');
    await stack.control('PUT', '/faults', { path: calls.balance.path, status: 500 });
    const page = await stack.gql<PageData>(PAGE, undefined, { session });
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data?.viewer.headerWallet).toBeNull();
    expect(page.body.data?.viewer.member.account).toBe('player01');
    expect(errorCode(await stack.gql(RE_READ, undefined, { session }))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('a trial account reads its balance and null counts, without an error and without a badge call', async () => {
    const trial = (await stack.gql(FREE_PLAY)).session ?? '';
    expect(trial).not.toBe('');
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql<PageData>(PAGE, undefined, { session: trial });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.headerWallet).not.toBeNull();
    expect(reply.body.data?.viewer.headerCounts).toBeNull();
    for (const call of [calls.unreadCount, calls.rewardCount, calls.missionSummary]) {
      expect([call.name, await stack.upstreamCalls(callKey(call))]).toEqual([call.name, 0]);
    }
  });
});

describe("the header's figures past their deadline", () => {
  // The platform's own deadline longer than the slow call: a figure left out is left out by the page's deadline.
  const stack = useGatewayStack({ env: { HEADER_FIGURES_DEADLINE_MS: String(DEADLINE_MS), UPSTREAM_TIMEOUT_MS: '30000' } }, { reset: true });

  async function timed<T>(read: () => Promise<T>): Promise<{ reply: T; ms: number }> {
    const started = performance.now();
    const reply = await read();
    return { reply, ms: performance.now() - started };
  }

  it('a slow balance answers null at the deadline, without an error, and the rest of the page is whole', async () => {
    const session = await stack.login('player01');
    await stack.control('PUT', '/faults', { path: calls.balance.path, latencyMs: SLOW_MS });
    const { reply, ms } = await timed(() => stack.gql<PageData>(PAGE, undefined, { session }));
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.member.account).toBe('player01');
    expect(reply.body.data?.viewer.headerWallet).toBeNull();
    expect(reply.body.data?.viewer.headerCounts).not.toBeNull();
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(ms).toBeLessThan(SLOW_MS);
  });

  it("the header's own re-read (wait: true) waits for the slow balance, past the page's deadline", async () => {
    const session = await stack.login('player01');
    await stack.control('PUT', '/faults', { path: calls.balance.path, latencyMs: DEADLINE_MS * 2 });
    const reply = await stack.gql<{ viewer: { headerWallet: { sumBalance: string } | null } }>(RE_READ, undefined, { session });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.headerWallet?.sumBalance).toMatch(/^\d+(\.\d+)?$/);
  });

  it('slow badge counts answer null at the deadline; the balance still comes', async () => {
    // A fresh login: the counts are read from the platform, not from the member cache.
    const session = await stack.login('player01');
    await stack.control('PUT', '/faults', { path: calls.unreadCount.path, latencyMs: SLOW_MS });
    const { reply, ms } = await timed(() => stack.gql<PageData>(PAGE, undefined, { session }));
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.headerCounts).toBeNull();
    expect(reply.body.data?.viewer.headerWallet).not.toBeNull();
    expect(ms).toBeLessThan(SLOW_MS);
  });
});
