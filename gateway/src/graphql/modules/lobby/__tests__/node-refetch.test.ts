import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { gameId, vendorId } from '../../../../testing/lobby-fixtures.js';

const NODES = /* GraphQL */ `
  query Nodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename id
      ... on Vendor { code category }
      ... on Game { name vendorCode category }
      ... on LotteryMenu { code area games { gameCode } }
      ... on Banner { title linkType }
      ... on Promotion { title type state }
    }
  }
`;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');

describe('node refetch of lobby, lottery, content and promotion entities', () => {
  const stack = useGatewayStack();

  it('refetches each type by its global id, and null for unknown ones', async () => {
    const ids = [
      vendorId('TF'),
      gameId(20102),
      globalId('LotteryMenu', 'MB'),
      globalId('LotteryMenu', 'TH'),
      globalId('Banner', '5001'),
      globalId('Promotion', '3006'),
      gameId(1),
      vendorId('NOPE'),
    ];
    const { body } = await stack.gql<{ nodes: (Record<string, unknown> | null)[] }>(NODES, { ids });
    expect(body.errors).toBeUndefined();
    const [vendor, game, vnMenu, seaMenu, banner, promotion, noGame, noVendor] = body.data?.nodes ?? [];
    expect(vendor).toMatchObject({ __typename: 'Vendor', id: ids[0], code: 'TF', category: 'ESPORTS' });
    expect(game).toMatchObject({ __typename: 'Game', id: ids[1], vendorCode: 'PG', category: 'RNG' });
    expect(vnMenu).toMatchObject({ __typename: 'LotteryMenu', code: 'MB', area: 'VN', games: [{ gameCode: 'MB' }] });
    expect(seaMenu).toMatchObject({ __typename: 'LotteryMenu', code: 'TH', area: 'SEA' });
    expect(banner).toMatchObject({ __typename: 'Banner', linkType: 'PROMOTION' });
    expect(promotion).toMatchObject({ __typename: 'Promotion', type: 'LOTT', state: 'ENDED' });
    expect(noGame).toBeNull();
    expect(noVendor).toBeNull();
  });

  it('finds games only VASSALAGE vendors list', async () => {
    const rows = await stack.gql<{ games: { edges: { node: { id: string } }[] } }>(
      `{ games(category: RNG, vendor: "NETENT", first: 1) { edges { node { id } } } }`,
    );
    const id = rows.body.data?.games.edges[0]?.node.id;
    if (!id) throw new Error('no NETENT game');
    const { body } = await stack.gql<{ node: { vendorCode: string } | null }>(`query ($id: ID!) { node(id: $id) { ... on Game { vendorCode } } }`, { id });
    expect(body.data?.node?.vendorCode).toBe('NETENT');
  });
});
