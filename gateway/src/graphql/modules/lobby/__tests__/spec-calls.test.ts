import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const VENDOR_TYPES = /* GraphQL */ `{ gameLanes { category vendors { code page gameTypes { classification name gameCount isHot } } } }`;
const GAMES_OF = /* GraphQL */ `
  query Games($category: GameCategory!, $vendor: String, $classification: String) {
    games(category: $category, vendor: $vendor, classification: $classification, first: 100) { totalCount edges { node { id gameCode vendorCode classification opensGameList } } }
  }
`;
const ROOMS = /* GraphQL */ `query Rooms($gameId: ID!) { pvpRooms(gameId: $gameId) { id name minBet maxBet players maxPlayers tables seats status } }`;
const OPENED = /* GraphQL */ `
  query Opened($gameCode: String!, $drawNumber: String) {
    lotteryOpenedNumbers(gameCode: $gameCode, drawNumber: $drawNumber) {
      gameCode gameName current { drawNumber opensAt closesAt } opened { drawNumber numbers drawnAt }
    }
  }
`;

interface Lane {
  category: string;
  vendors: { code: string; page: string | null; gameTypes: { classification: string; name: string; gameCount: number }[] }[];
}

describe('the spec calls behind vendor tabs, card rooms and opened numbers', () => {
  const stack = useGatewayStack({}, { reset: true });

  it("gives each vendor its game types, whose counts add up to the vendor's games filtered by its code", async () => {
    const lanes = (await stack.gql<{ gameLanes: Lane[] }>(VENDOR_TYPES)).body.data?.gameLanes ?? [];
    const rng = lanes.find((lane) => lane.category === 'RNG');
    const vendor = rng?.vendors.find((candidate) => candidate.gameTypes.length > 1);
    if (!vendor) throw new Error('no RNG vendor with several game types');
    const total = (await stack.gql<{ games: { totalCount: number } }>(GAMES_OF, { category: 'RNG', vendor: vendor.code })).body.data?.games.totalCount;
    expect(vendor.gameTypes.reduce((sum, type) => sum + type.gameCount, 0)).toBe(total);
    const [first] = vendor.gameTypes;
    const tab = await stack.gql<{ games: { totalCount: number; edges: { node: { vendorCode: string; classification: string } }[] } }>(GAMES_OF, {
      category: 'RNG',
      vendor: vendor.code,
      classification: first?.classification,
    });
    expect(tab.body.data?.games.totalCount).toBe(first?.gameCount);
    expect(tab.body.data?.games.edges.every(({ node }) => node.vendorCode === vendor.code && node.classification === first?.classification)).toBe(true);
  });

  it('answers card-game rooms to a member only, and refuses a game that is not a card game', async () => {
    const pvp = (await stack.gql<{ games: { edges: { node: { id: string; opensGameList: boolean } }[] } }>(GAMES_OF, { category: 'PVP' })).body.data;
    const gameId = pvp?.games.edges.find(({ node }) => !node.opensGameList)?.node.id ?? '';
    expect(errorCode(await stack.gql(ROOMS, { gameId }))).toBe('UNAUTHENTICATED');
    const session = await stack.login('player01');
    const before = await stack.upstreamCalls(callKey(calls.pvpRooms));
    const { body } = await stack.gql<{ pvpRooms: { name: string; status: string; minBet: string; players: number; maxPlayers: number }[] }>(ROOMS, { gameId }, { session });
    expect(body.errors).toBeUndefined();
    expect(body.data?.pvpRooms.length).toBe(4);
    expect(body.data?.pvpRooms.every((room) => ['OPEN', 'FULL', 'MAINTENANCE'].includes(room.status) && room.players <= room.maxPlayers)).toBe(true);
    expect((await stack.upstreamCalls(callKey(calls.pvpRooms))) - before).toBe(1);

    const slots = (await stack.gql<{ games: { edges: { node: { id: string } }[] } }>(GAMES_OF, { category: 'RNG' })).body.data;
    expect(errorCode(await stack.gql(ROOMS, { gameId: slots?.games.edges[0]?.node.id }, { session }))).toBe('BAD_USER_INPUT');
  });

  it("gives a member a draw's opened numbers and the draw open for bets", async () => {
    expect(errorCode(await stack.gql(OPENED, { gameCode: 'MB' }))).toBe('UNAUTHENTICATED');
    const session = await stack.login('player01');
    const { body } = await stack.gql<{
      lotteryOpenedNumbers: { gameCode: string; current: { drawNumber: string } | null; opened: { drawNumber: string; numbers: string[] } | null };
    }>(OPENED, { gameCode: 'MB' }, { session });
    expect(body.errors).toBeUndefined();
    const opened = body.data?.lotteryOpenedNumbers;
    expect(opened?.gameCode).toBe('MB');
    expect(opened?.current?.drawNumber).toBeTruthy();
    expect(opened?.opened?.numbers.length).toBeGreaterThan(0);
    expect(errorCode(await stack.gql(OPENED, { gameCode: 'MB', drawNumber: 'x y' }, { session }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(OPENED, { gameCode: 'NOPE' }, { session }))).toBe('BAD_USER_INPUT');
  });
});
