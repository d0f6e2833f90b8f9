import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { GAMES, type GamesData, gameId, localIdOf, trialSession } from '../../../../testing/lobby-fixtures.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const FAVOURITE_IDS_CALL = callKey(calls.favouriteGameIds);

const ADD = /* GraphQL */ `
  mutation Add($input: FavouriteGameInput!) {
    addFavouriteGame(input: $input) { game { id isFavourite } userErrors { field code message } }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($input: FavouriteGameInput!) {
    removeFavouriteGame(input: $input) { game { id isFavourite } userErrors { field code message } }
  }
`;
const VIEWER_FAVOURITES = /* GraphQL */ `
  query Favourites {
    viewer {
      favouriteGameIds
      favouriteGames(first: 50) { totalCount edges { node { id name isFavourite } } }
    }
  }
`;

interface PayloadData {
  addFavouriteGame?: { game: { id: string; isFavourite: boolean } | null; userErrors: unknown[] };
  removeFavouriteGame?: { game: { id: string; isFavourite: boolean } | null; userErrors: unknown[] };
}
interface FavouritesData {
  viewer: { favouriteGameIds: string[]; favouriteGames: { totalCount: number; edges: { node: { id: string; isFavourite: boolean } }[] } } | null;
}

describe('favourite games', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
  });

  it('reads the favourite ids once per request for a whole page of tiles', async () => {
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql<GamesData & FavouritesData>(
      `query Page { viewer { favouriteGameIds } games(category: RNG, first: 60) { edges { node { id isFavourite } } } }`,
      undefined,
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(await stack.upstreamCalls(FAVOURITE_IDS_CALL)).toBe(1);
    const ids = reply.body.data?.viewer?.favouriteGameIds ?? [];
    expect(ids).toHaveLength(3);
    for (const edge of reply.body.data?.games.edges ?? []) expect(edge.node.isFavourite).toBe(ids.includes(edge.node.id));
  });

  it('adds and removes a favourite, idempotently, with the new isFavourite', async () => {
    const page = await stack.gql<GamesData>(GAMES, { category: 'RNG', vendor: 'JDB', first: 5 }, { session });
    const target = page.body.data?.games.edges.find((edge) => !edge.node.isFavourite)?.node;
    if (!target) throw new Error('no candidate game');

    for (let attempt = 0; attempt < 2; attempt++) {
      const added = await stack.gql<PayloadData>(ADD, { input: { gameId: target.id } }, { session });
      expect(added.body.data?.addFavouriteGame).toEqual({ game: { id: target.id, isFavourite: true }, userErrors: [] });
    }
    const after = await stack.gql<FavouritesData>(VIEWER_FAVOURITES, undefined, { session });
    expect(after.body.data?.viewer?.favouriteGameIds).toContain(target.id);
    expect(after.body.data?.viewer?.favouriteGameIds).toHaveLength(4);
    const listed = after.body.data?.viewer?.favouriteGames.edges.map((edge) => edge.node) ?? [];
    expect(listed.map((node) => node.id)).toContain(target.id);
    expect(listed.every((node) => node.isFavourite)).toBe(true);

    for (let attempt = 0; attempt < 2; attempt++) {
      const removed = await stack.gql<PayloadData>(REMOVE, { input: { gameId: target.id } }, { session });
      expect(removed.body.data?.removeFavouriteGame).toEqual({ game: { id: target.id, isFavourite: false }, userErrors: [] });
    }
    const final = await stack.gql<FavouritesData>(VIEWER_FAVOURITES, undefined, { session });
    expect(final.body.data?.viewer?.favouriteGameIds).not.toContain(target.id);
    expect(final.body.data?.viewer?.favouriteGames.totalCount).toBe(3);
  });

  it('asks nothing private for visitors and refuses their mutations', async () => {
    await stack.control('DELETE', '/calls');
    const tiles = await stack.gql<GamesData>(GAMES, { category: 'RNG', first: 10 });
    expect(tiles.body.data?.games.edges.every((edge) => !edge.node.isFavourite)).toBe(true);
    expect(await stack.upstreamCalls(FAVOURITE_IDS_CALL)).toBe(0);
    expect(errorCode(await stack.gql(ADD, { input: { gameId: gameId(20101) } }))).toBe('UNAUTHENTICATED');
  });

  it('refuses trial accounts and unknown ids', async () => {
    const trial = await trialSession(stack);
    await stack.control('DELETE', '/calls');
    const tiles = await stack.gql<GamesData>(GAMES, { category: 'RNG', first: 10 }, { session: trial });
    expect(tiles.body.data?.games.edges.every((edge) => !edge.node.isFavourite)).toBe(true);
    expect(await stack.upstreamCalls(FAVOURITE_IDS_CALL)).toBe(0);
    expect(errorCode(await stack.gql(ADD, { input: { gameId: gameId(20101) } }, { session: trial }))).toBe('NEED_REAL_ACCOUNT');

    expect(errorCode(await stack.gql(ADD, { input: { gameId: 'bm90LWFuLWlk' } }, { session }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(ADD, { input: { gameId: gameId(99999999) } }, { session }))).toBe('BAD_USER_INPUT');
    expect(localIdOf(gameId(20101))).toBe('20101');
  });
});
