import { describe, expect, it } from 'vitest';
import { callKey } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { errorCodes } from '../../../testing/graphql-replies.js';
import { calls } from '../../../infra/upstream/catalogue.js';
import { toGlobalId } from '../global-id.js';

const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { __typename id } }`;
const NODES = /* GraphQL */ `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;
const NOTICES = /* GraphQL */ `query Notices($after: String) { notices(first: 3, after: $after) { totalCount } }`;
const GAMES = /* GraphQL */ `query Games($category: GameCategory!, $after: String) { games(category: $category, after: $after) { totalCount } }`;
const viewerGames = (list: string) => /* GraphQL */ `query ViewerGames($after: String) { viewer { ${list}(after: $after) { totalCount } } }`;

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const MEGABYTE_CURSOR = 'A'.repeat(1_000_000);

describe('ids and cursors a client sends', () => {
  const stack = useGatewayStack();

  // One test, on a cold cache: a check made after the platform was asked would show up in the counts.
  it('are refused as BAD_USER_INPUT before any platform call', async () => {
    await stack.control('DELETE', '/calls');
    const mixed = await stack.gql(NODES, { ids: [toGlobalId('Banner', '5001'), base64('constructor:x')] });
    expect(errorCodes(mixed)).toEqual(['BAD_USER_INPUT']);

    const notices = await stack.gql(NOTICES, { after: MEGABYTE_CURSOR });
    expect(errorCodes(notices)).toEqual(['BAD_USER_INPUT']);
    expect(await stack.upstreamCalls(callKey(calls.announcements))).toBe(0);

    // SPORTS is listed whole and paged here, so its cursor used to be read only after the walk.
    const sports = await stack.gql(GAMES, { category: 'SPORTS', after: MEGABYTE_CURSOR });
    expect(errorCodes(sports)).toEqual(['BAD_USER_INPUT']);
    expect(await stack.upstreamCalls(callKey(calls.gameList))).toBe(0);
  });

  it('answer BAD_USER_INPUT for ids naming no Node type, prototype names included, raw or encoded', async () => {
    const ids = [
      ...PROTOTYPE_NAMES.flatMap((name) => [`${name}:x`, base64(`${name}:x`), base64(`${name}:Game`)]),
      base64('Foo:1'),
      base64('nocolon'),
      'not an id',
      '',
      'x'.repeat(100_000),
    ];
    for (const id of ids) {
      expect(errorCodes(await stack.gql(NODE, { id })), id.slice(0, 40)).toEqual(['BAD_USER_INPUT']);
    }
    expect(errorCodes(await stack.gql(NODES, { ids: [base64('__proto__:x')] }))).toEqual(['BAD_USER_INPUT']);
  });

  it('answer null for a prototype name as the local id of a real type', async () => {
    const types = ['Notice', 'Member', 'Wallet', 'Vendor', 'Game', 'LotteryMenu', 'Banner', 'Promotion'];
    const ids = types.flatMap((type) => PROTOTYPE_NAMES.map((name) => toGlobalId(type, name)));
    const reply = await stack.gql<{ nodes: unknown[] }>(NODES, { ids });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.nodes).toEqual(ids.map(() => null));
  });

  it('answer BAD_USER_INPUT for a megabyte cursor on every connection', async () => {
    expect(errorCodes(await stack.gql(GAMES, { category: 'RNG', after: MEGABYTE_CURSOR }))).toEqual(['BAD_USER_INPUT']);
    const session = await stack.login('player01');
    for (const list of ['favouriteGames', 'recentGames']) {
      expect(errorCodes(await stack.gql(viewerGames(list), { after: MEGABYTE_CURSOR }, { session })), list).toEqual(['BAD_USER_INPUT']);
    }
  });
});
