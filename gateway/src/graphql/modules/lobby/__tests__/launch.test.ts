import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callKey, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { GAMES, type GamesData, type GameTile, LAUNCH, localIdOf, trialSession, vendorId } from '../../../../testing/lobby-fixtures.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

interface LaunchData {
  launchGame: {
    url: string | null;
    vendorGames: { id: string; name: string; vendorCode: string }[] | null;
    alternatives: { id: string; name: string }[] | null;
    userErrors: { field: string | null; code: string; message: string }[];
  };
}

const RECENT = /* GraphQL */ `query Recent { viewer { recentGames(first: 5) { totalCount edges { node { id name } } } } }`;

/** PG slots that are open (not under maintenance). */
async function openSlots(stack: GatewayStack): Promise<GameTile[]> {
  const page = await stack.gql<GamesData>(GAMES, { category: 'RNG', vendor: 'PG', first: 26 });
  return page.body.data?.games.edges.map((edge) => edge.node).filter((game) => !game.maintenance) ?? [];
}

describe('launchGame', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  let slots: GameTile[];

  const launch = (input: Record<string, unknown>, as: string | null = session) =>
    stack.gql<LaunchData>(LAUNCH, { input }, { session: as ?? undefined });

  beforeAll(async () => {
    slots = await openSlots(stack);
  });
  beforeEach(async () => {
    session = await stack.login();
  });

  it('answers the game URL and records the game among recent games', async () => {
    const game = slots[5];
    if (!game) throw new Error('no slot');
    const reply = await launch({ gameId: game.id, returnPath: '/rng?page=pg' });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.launchGame.url).toMatch(new RegExp(`^${stack.sandbox.url}/__sandbox/demo/`));
    expect(reply.body.data?.launchGame.userErrors).toEqual([]);

    const recent = await stack.gql<{ viewer: { recentGames: { edges: { node: { id: string } }[] } } }>(RECENT, undefined, { session });
    expect(recent.body.data?.viewer.recentGames.edges[0]?.node.id).toBe(game.id);
  });

  it('opens a VASSALAGE vendor as its list of games, by game row or by vendor', async () => {
    const rows = await stack.gql<GamesData>(GAMES, { category: 'RNG', first: 100 });
    const row = rows.body.data?.games.edges.map((edge) => edge.node).find((game) => game.opensGameList && game.vendorCode === 'PT');
    if (!row) throw new Error('no PT row');
    for (const gameId of [row.id, vendorId('PT')]) {
      const reply = await launch({ gameId });
      const payload = reply.body.data?.launchGame;
      expect(payload?.url).toBeNull();
      expect(payload?.vendorGames?.length).toBeGreaterThan(5);
      expect(payload?.vendorGames?.every((game) => game.vendorCode === 'PT')).toBe(true);
    }
  });

  it('offers popular games instead of a game in maintenance', async () => {
    const game = slots[6];
    if (!game) throw new Error('no slot');
    await stack.control('PUT', '/games/maintenance', { nodeId: Number(localIdOf(game.id)), maintenance: true });
    const reply = await launch({ gameId: game.id });
    const payload = reply.body.data?.launchGame;
    expect(payload?.url).toBeNull();
    expect(payload?.alternatives?.length).toBeGreaterThan(0);
    expect(payload?.userErrors).toEqual([expect.objectContaining({ field: 'gameId', code: 'NOT_ALLOWED' })]);

    // A vendor the lanes already mark as under maintenance never reaches the platform's launch.
    await stack.control('DELETE', '/calls');
    const vendor = await launch({ gameId: vendorId('RTG') });
    expect(vendor.body.data?.launchGame.alternatives?.length).toBeGreaterThan(0);
    expect(await stack.upstreamCalls(callKey(calls.launchGame))).toBe(0);
  });

  it('launches sports books by vendor id', async () => {
    await stack.control('DELETE', '/calls');
    const fb = await launch({ gameId: vendorId('FB') });
    expect(fb.body.data?.launchGame.url).toMatch(/\/__sandbox\/demo\/sports/);
    expect(await stack.upstreamCalls(callKey(calls.launchFbSports))).toBe(1);
    // Other sports books open their own lobby through the generic launch with the vendor card's node id.
    const saba = await launch({ gameId: vendorId('SABA') });
    expect(saba.body.data?.launchGame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__sandbox\/demo\//);
    expect(await stack.upstreamCalls(callKey(calls.launchGame))).toBe(1);
  });

  it('refuses every launch by a trial account with NEED_REAL_ACCOUNT, before the platform, by default', async () => {
    const trial = await trialSession(stack);
    const free = slots.find((game) => game.supportsFreePlay);
    const paid = slots.find((game) => !game.supportsFreePlay);
    if (!free || !paid) throw new Error('seed lacks a free or a paid slot');
    await stack.control('DELETE', '/calls');
    for (const input of [
      { gameId: free.id, freePlay: true },
      { gameId: free.id },
      { gameId: paid.id },
      { gameId: vendorId('FB') },
      { gameId: vendorId('SABA') },
      { gameId: vendorId('PT') },
    ]) {
      const reply = await launch(input, trial);
      expect(errorCode(reply), input.gameId).toBe('NEED_REAL_ACCOUNT');
      expect(reply.body.data).toBeNull();
    }
    expect(await stack.upstreamCalls(callKey(calls.launchGame))).toBe(0);
    expect(await stack.upstreamCalls(callKey(calls.launchFbSports))).toBe(0);
    // A real member asking demo money of a game without it gets a userError, not an error.
    const real = await launch({ gameId: paid.id, freePlay: true });
    expect(real.body.data?.launchGame.userErrors).toEqual([expect.objectContaining({ field: 'freePlay', code: 'NOT_ALLOWED' })]);
  });

  it('refuses visitors, foreign return paths and unknown ids', async () => {
    const game = slots[0];
    if (!game) throw new Error('no slot');
    expect(errorCode(await launch({ gameId: game.id }, null))).toBe('UNAUTHENTICATED');
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'rng', '/a b']) {
      expect(errorCode(await launch({ gameId: game.id, returnPath })), returnPath).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await launch({ gameId: 'bm9wZQ' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await launch({ gameId: vendorId('NOPE') }))).toBe('BAD_USER_INPUT');
  });
});

describe('launchGame with TRIAL_GAME_LAUNCH on', () => {
  const stack = useGatewayStack({ env: { TRIAL_GAME_LAUNCH: 'on' } });
  let slots: GameTile[];
  beforeAll(async () => {
    slots = await openSlots(stack);
  });

  it('lets trial accounts play demo money only, and refuses games without free play', async () => {
    const trial = await trialSession(stack);
    const free = slots.find((game) => game.supportsFreePlay);
    const paid = slots.find((game) => !game.supportsFreePlay);
    if (!free || !paid) throw new Error('seed lacks a free or a paid slot');
    const launch = (gameId: string, freePlay?: boolean) =>
      stack.gql<LaunchData>(LAUNCH, { input: freePlay === undefined ? { gameId } : { gameId, freePlay } }, { session: trial });
    const ok = await launch(free.id, false);
    expect(ok.body.data?.launchGame.url).toMatch(/__sandbox\/demo\/slot/);
    expect(errorCode(await launch(paid.id))).toBe('NEED_REAL_ACCOUNT');
  });
});
