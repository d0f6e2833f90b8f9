import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { GAME_FIELDS, GAMES, type GamesData, type GameTile } from '../../../../testing/lobby-fixtures.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const LISTS = /* GraphQL */ `
  query Lists($category: GameCategory, $board: WinnerBoard) {
    hotGames(category: $category) { ...GameTile }
    popularGames { ...GameTile }
    winners(board: $board) { player gameName amount }
  }
  ${GAME_FIELDS}
`;

interface ListsData {
  hotGames: GameTile[];
  popularGames: GameTile[];
  winners: { player: string; gameName: string; amount: string }[];
}

describe('games and game lists', () => {
  const stack = useGatewayStack();

  async function page(variables: Record<string, unknown>): Promise<GamesData['games']> {
    const reply = await stack.gql<GamesData>(GAMES, variables);
    expect(reply.body.errors).toBeUndefined();
    const games = reply.body.data?.games;
    if (!games) throw new Error(reply.raw);
    return games;
  }

  async function everyGame(variables: Record<string, unknown>, first: number): Promise<{ nodes: GameTile[]; totalCount: number; pages: number }> {
    const nodes: GameTile[] = [];
    let after: string | null = null;
    let totalCount = 0;
    let pages = 0;
    for (;;) {
      const games = await page({ ...variables, first, after });
      pages++;
      totalCount = games.totalCount;
      nodes.push(...games.edges.map((edge) => edge.node));
      expect(games.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!games.pageInfo.hasNextPage) break;
      after = games.pageInfo.endCursor;
      if (pages > 50) throw new Error('paging does not end');
    }
    return { nodes, totalCount, pages };
  }

  it('pages a game list forward to the end without gaps or repeats', async () => {
    const { nodes, totalCount, pages } = await everyGame({ category: 'RNG' }, 40);
    expect(totalCount).toBeGreaterThan(200);
    expect(nodes).toHaveLength(totalCount);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(totalCount);
    expect(pages).toBe(Math.ceil(totalCount / 40));
    expect(nodes.every((node) => node.category === 'RNG')).toBe(true);
    // The same list in pages of 100 holds the same games in the same order.
    const big = await everyGame({ category: 'RNG' }, 100);
    expect(big.nodes.map((node) => node.id)).toEqual(nodes.map((node) => node.id));
  });

  it('pages the split categories inside the gateway', async () => {
    const esports = await everyGame({ category: 'ESPORTS' }, 2);
    expect(esports.nodes.map((node) => node.vendorCode).sort()).toEqual(['IA', 'IMES', 'TF']);
    expect(esports.pages).toBe(2);
    const cockfight = await page({ category: 'COCKFIGHT', first: 20 });
    expect(cockfight.edges.map((edge) => edge.node.vendorCode).sort()).toEqual(['DS88', 'SV3', 'WS168']);
    const sports = await page({ category: 'SPORTS', first: 20 });
    expect(sports.edges.map((edge) => edge.node.vendorCode).sort()).toEqual(['BTI', 'CMD', 'FB', 'SABA']);
    expect(sports.edges.every((edge) => edge.node.category === 'SPORTS')).toBe(true);
    const vendorPage = await page({ category: 'ESPORTS', vendor: 'tf', first: 5 });
    expect(vendorPage.edges.map((edge) => edge.node.vendorCode)).toEqual(['TF']);
  });

  it('filters by vendor, classification, name, stake and lines', async () => {
    const pg = await page({ category: 'RNG', vendor: 'PG', first: 100 });
    expect(pg.totalCount).toBe(26);
    expect(pg.edges.every((edge) => edge.node.vendorCode === 'PG' && edge.node.vendorName !== '')).toBe(true);

    const jackpots = await page({ category: 'RNG', classification: 'jp', first: 100 });
    expect(jackpots.totalCount).toBeGreaterThan(0);
    // A VASSALAGE vendor with matching games stands in the list as one row that opens its own list.
    expect(jackpots.edges.every((edge) => edge.node.classification === 'JP' || (edge.node.opensGameList && edge.node.classification === null))).toBe(true);

    const target = pg.edges[3]?.node;
    if (!target) throw new Error('no PG game');
    const found = await page({ category: 'RNG', search: target.name.slice(0, 6).toUpperCase(), first: 100 });
    expect(found.edges.map((edge) => edge.node.id)).toContain(target.id);

    const cheap = await page({ category: 'RNG', maxMinBet: '0.20', first: 100 });
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.edges.every((edge) => Number(edge.node.minBet) <= 0.2)).toBe(true);

    const wide = await page({ category: 'RNG', minLines: 243, first: 100 });
    expect(wide.totalCount).toBeGreaterThan(0);
    expect(wide.edges.every((edge) => (edge.node.minLines ?? 0) >= 243)).toBe(true);
  });

  it('refuses invalid arguments at the gateway, before any platform call', async () => {
    await stack.control('DELETE', '/calls');
    const invalid: Record<string, unknown>[] = [
      { category: 'RNG', first: 101 },
      { category: 'RNG', first: -1 },
      { category: 'RNG', search: 'x'.repeat(51) },
      { category: 'RNG', maxMinBet: '1e5' },
      { category: 'RNG', maxMinBet: '-1' },
      { category: 'RNG', minLines: 5000 },
      { category: 'RNG', classification: 'SLOT;DROP' },
      { category: 'RNG', after: 'not-a-cursor' },
      // An offset no list reaches: the platform would refuse its page number.
      { category: 'RNG', after: Buffer.from('offset:999999999').toString('base64url') },
      { category: 'NOPE' },
      // Classifications the platform does not list for the category (it refuses them with request_param_err).
      { category: 'RNG', classification: 'NOPE' },
      { category: 'RNG', classification: 'constructor' },
      { category: 'LIVE', classification: 'JP' },
    ];
    for (const variables of invalid) {
      const reply = await stack.gql(GAMES, variables);
      expect(errorCode(reply), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    expect(await stack.upstreamCalls(callKey(calls.gameList))).toBe(0);
    // A vendor of another category is refused too (after the cached lanes say so).
    expect(errorCode(await stack.gql(GAMES, { category: 'LIVE', vendor: 'PG' }))).toBe('BAD_USER_INPUT');
  });

  it('lists hot games, popular games and winners', async () => {
    const { body } = await stack.gql<ListsData>(LISTS);
    expect(body.errors).toBeUndefined();
    const data = body.data;
    if (!data) throw new Error('no data');
    expect(data.hotGames.length).toBeGreaterThan(10);
    expect(data.hotGames.every((game) => game.isHot && !game.maintenance)).toBe(true);
    expect(data.popularGames).toHaveLength(20);
    expect(data.popularGames.every((game) => ['LOTT', 'ELOTT'].includes(game.category) && game.vendorName !== '')).toBe(true);
    expect(data.winners).toHaveLength(20);
    expect(data.winners.every((winner) => winner.player.includes('***') && /^\d+\.\d{2}$/.test(winner.amount))).toBe(true);

    const slots = await stack.gql<ListsData>(LISTS, { category: 'RNG', board: 'BIGGEST' });
    expect(slots.body.data?.hotGames.every((game) => game.category === 'RNG')).toBe(true);
    const amounts = slots.body.data?.winners.map((winner) => Number(winner.amount)) ?? [];
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});
