import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../infra/session/request-session.js';
import { callKey, NOTICES, SITE } from '../../testing/gateway-stack.js';
import { useGatewayStack } from '../../testing/use-gateway-stack.js';
import { calls } from '../../infra/upstream/catalogue.js';

// Two members and a visitor, interleaved and concurrent, over real HTTP, with the memory and Redis caches (and the
// fast path for public operations, which visitors' answers take once their region verdict is sealed in a cookie):
// every answer must be exactly what that browser alone would have been given.

const PRIVATE = /* GraphQL */ `
  query Private {
    viewer {
      member { id account nickname avatarUrl }
      wallet { id balance }
      counts { missions inbox rewards }
      favouriteGameIds
    }
    games(category: RNG, vendor: "JDB", first: 12) { edges { node { id isFavourite } } }
  }
`;
const HEADER = /* GraphQL */ `
  query HeaderBalance { viewer { wallet { id sumBalance currency } counts { missions inbox rewards } } }
`;
const ADD = /* GraphQL */ `
  mutation Add($input: FavouriteGameInput!) { addFavouriteGame(input: $input) { userErrors { code } } }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($input: FavouriteGameInput!) { removeFavouriteGame(input: $input) { userErrors { code } } }
`;

interface Operation {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
}

const OPERATIONS: Operation[] = [
  { name: 'private', query: PRIVATE },
  { name: 'header', query: HEADER },
  { name: 'site', query: SITE },
  { name: 'notices', query: NOTICES, variables: { first: 9 } },
];

interface PrivateData {
  viewer: {
    member: { account: string };
    wallet: { balance: string };
    favouriteGameIds: string[];
  } | null;
  games: { edges: { node: { id: string; isFavourite: boolean } }[] };
}

/** A browser: its own cookie jar, kept as Set-Cookie leaves it. */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly name: string,
    /** Its own address (through a trusted proxy), so per-visitor answers (the region check) differ too. */
    private readonly ip: string,
    private readonly origin: () => string,
    session?: string,
  ) {
    if (session !== undefined) this.cookies.set(SESSION_COOKIE, session);
  }

  async send(operation: Operation): Promise<unknown> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(`${this.origin()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.ip, ...(cookie === '' ? {} : { cookie }) },
      body: JSON.stringify({ query: operation.query, variables: operation.variables }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '') this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    const body = (await res.json()) as { data?: unknown; errors?: unknown };
    expect(res.status, `${this.name} ${operation.name}`).toBe(200);
    expect(body.errors, `${this.name} ${operation.name}`).toBeUndefined();
    return body.data;
  }
}

/** Every browser sends every operation `rounds` times, all at once, in a shuffled order. */
async function interleaved(browsers: Browser[], rounds: number): Promise<{ browser: Browser; operation: Operation; data: unknown }[]> {
  const sends = Array.from({ length: rounds }, () => browsers.flatMap((browser) => OPERATIONS.map((operation) => ({ browser, operation })))).flat();
  for (let i = sends.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [sends[i], sends[j]] = [sends[j]!, sends[i]!];
  }
  return Promise.all(sends.map(async ({ browser, operation }) => ({ browser, operation, data: await browser.send(operation) })));
}

describe('members are never mixed up', () => {
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: 'loopback' } }, { testRedis: true });
  let origin = '';
  let first: Browser;
  let second: Browser;
  let visitor: Browser;
  let otherVisitor: Browser;
  let firstGame = '';
  let secondGame = '';

  beforeAll(async () => {
    origin = await stack.app.listen({ host: '127.0.0.1', port: 0 });
    first = new Browser('player01', '203.0.113.1', () => origin, await stack.login('player01'));
    second = new Browser('vip01', '203.0.113.2', () => origin, await stack.login('vip01'));
    visitor = new Browser('visitor', '203.0.113.3', () => origin);
    otherVisitor = new Browser('other visitor', '203.0.113.4', () => origin);
    // Each member favours a game the other does not, so favourites tell them apart.
    const tiles = ((await first.send(OPERATIONS[0]!)) as PrivateData).games.edges.map((edge) => edge.node.id);
    const theirs = new Set([
      ...(((await first.send(OPERATIONS[0]!)) as PrivateData).viewer?.favouriteGameIds ?? []),
      ...(((await second.send(OPERATIONS[0]!)) as PrivateData).viewer?.favouriteGameIds ?? []),
    ]);
    [firstGame = '', secondGame = ''] = tiles.filter((id) => !theirs.has(id));
    await first.send({ name: 'add', query: ADD, variables: { input: { gameId: firstGame } } });
    await second.send({ name: 'add', query: ADD, variables: { input: { gameId: secondGame } } });
  });

  it('answers each browser only with its own member, balance and favourites, however requests interleave', async () => {
    // What each browser is given alone, one request at a time.
    const alone = new Map<string, unknown>();
    for (const browser of [first, second, visitor, otherVisitor]) {
      for (const operation of OPERATIONS) alone.set(`${browser.name} ${operation.name}`, await browser.send(operation));
    }
    const own = (browser: Browser) => alone.get(`${browser.name} private`) as PrivateData;
    expect(own(first).viewer?.member.account).toBe('player01');
    expect(own(second).viewer?.member.account).toBe('vip01');
    expect(own(visitor).viewer).toBeNull();
    expect(own(first).viewer?.wallet.balance).not.toBe(own(second).viewer?.wallet.balance);
    expect(own(first).viewer?.favouriteGameIds).toContain(firstGame);
    expect(own(first).viewer?.favouriteGameIds).not.toContain(secondGame);
    expect(own(second).viewer?.favouriteGameIds).toContain(secondGame);
    expect(own(second).viewer?.favouriteGameIds).not.toContain(firstGame);
    expect(own(visitor).games.edges.every((edge) => !edge.node.isFavourite)).toBe(true);
    const site = (browser: Browser) => (alone.get(`${browser.name} site`) as { site: { visitorIp: string | null } }).site.visitorIp;
    expect([site(first), site(second), site(visitor), site(otherVisitor)]).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']);

    await stack.control('DELETE', '/calls');
    const rounds = 6;
    for (const { browser, operation, data } of await interleaved([first, second, visitor, otherVisitor], rounds)) {
      expect(data, `${browser.name} ${operation.name}`).toEqual(alone.get(`${browser.name} ${operation.name}`));
    }
    // The caches were in play: member info once per member at most (it was cached before), never per request.
    expect(await stack.upstreamCalls(callKey(calls.memberInfo))).toBeLessThanOrEqual(2);
    // The balance is never cached across requests: read once per request that shows it, no more.
    expect(await stack.upstreamCalls(callKey(calls.balance))).toBe(rounds * 2 * 2);
  });

  it("a member's own change shows at once for that member, and never for the other", async () => {
    await first.send({ name: 'remove', query: REMOVE, variables: { input: { gameId: firstGame } } });
    for (const { browser, operation, data } of await interleaved([first, second, visitor, otherVisitor], 3)) {
      if (operation.name !== 'private') continue;
      const { viewer, games } = data as PrivateData;
      const favourite = (id: string) => games.edges.find((edge) => edge.node.id === id)?.node.isFavourite;
      if (browser === first) {
        expect(viewer?.member.account).toBe('player01');
        expect(viewer?.favouriteGameIds).not.toContain(firstGame);
        expect(favourite(firstGame)).toBe(false);
        expect(favourite(secondGame)).toBe(false);
      } else if (browser === second) {
        expect(viewer?.member.account).toBe('vip01');
        expect(viewer?.favouriteGameIds).toContain(secondGame);
        expect(favourite(secondGame)).toBe(true);
        expect(favourite(firstGame)).toBe(false);
      } else {
        expect(viewer).toBeNull();
        expect(games.edges.every((edge) => !edge.node.isFavourite)).toBe(true);
      }
    }
  });
});
