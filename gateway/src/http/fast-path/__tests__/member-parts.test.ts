import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HOME } from '../../../testing/lobby-fixtures.js';
import { SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';

const HOME_WITH_VIEWER = HOME.replace('query Home {', 'query Home {\n    viewer { member { account nickname } wallet { balance } }');
const ADD_FAVOURITE = /* GraphQL */ `
  mutation Add($input: FavouriteGameInput!) { addFavouriteGame(input: $input) { userErrors { code } } }
`;

interface HomeData {
  viewer: { member: { account: string } } | null;
  hotGames: { id: string; isFavourite: boolean }[];
}

describe("a member's answer with a visitor's stored parts laid in", () => {
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '100000' } }, { reset: true });

  const post = (query: string, session: string | undefined, accept: string) =>
    stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept, ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
      payload: { query },
    });

  async function countSoFar(outcome: 'spliced' | 'miss'): Promise<number> {
    const metrics = await stack.app.inject({ method: 'GET', url: '/metrics' });
    return Number(new RegExp(`saola_fast_path_requests_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metrics.body)?.[1] ?? 0);
  }

  async function failuresSoFar(code: string): Promise<number> {
    const metrics = await stack.app.inject({ method: 'GET', url: '/metrics' });
    return Number(new RegExp(`saola_graphql_request_duration_seconds_count\\{operation="other",outcome="${code}"\\} (\\d+)`).exec(metrics.body)?.[1] ?? 0);
  }

  /** Asks until an answer is spliced (the parts are built in the background after the first ask). */
  async function splicedAnswer(query: string, session: string, accept: string): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const before = await countSoFar('spliced');
      const answer = await post(query, session, accept);
      expect(answer.statusCode).toBe(200);
      if ((await countSoFar('spliced')) > before) return answer.body;
      await sleep(50);
    }
    throw new Error('no answer was spliced');
  }

  it('gives the same bytes as the whole query run for that member, each member their own', async () => {
    const [first, second] = [await stack.login('player01'), await stack.login('vip01')];
    // A new Accept header: Apollo answers it first and in whole, the yardstick.
    const whole = await post(HOME_WITH_VIEWER, first, 'application/json, text/plain;q=0.1');
    expect(whole.body).not.toContain('"errors"');
    expect((JSON.parse(whole.body) as { data: HomeData }).data.viewer?.member.account).toBe('player01');

    expect(await splicedAnswer(HOME_WITH_VIEWER, first, 'application/json, text/plain;q=0.1')).toBe(whole.body);
    const other = JSON.parse(await splicedAnswer(HOME_WITH_VIEWER, second, 'application/json, text/plain;q=0.1')) as { data: HomeData };
    expect(other.data.viewer?.member.account).toBe('vip01');
  });

  it("keeps a root field whose answer asked for the session (a favourite's heart) the member's own", async () => {
    const session = await stack.login('player01');
    const accept = 'application/json, text/plain;q=0.2';
    await post(HOME_WITH_VIEWER, session, accept);
    const before = JSON.parse(await splicedAnswer(HOME_WITH_VIEWER, session, accept)) as { data: HomeData };
    const game = before.data.hotGames.find((tile) => !tile.isFavourite);
    if (game === undefined) throw new Error('every hot game is a favourite already');

    const added = await stack.gql(ADD_FAVOURITE, { input: { gameId: game.id } }, { session });
    expect(added.body.data).toMatchObject({ addFavouriteGame: { userErrors: [] } });
    const after = JSON.parse(await splicedAnswer(HOME_WITH_VIEWER, session, accept)) as { data: HomeData };
    expect(after.data.hotGames.find((tile) => tile.id === game.id)?.isFavourite).toBe(true);
    // A visitor's answer, the one the parts come from, has no heart there.
    const visitor = JSON.parse((await post(HOME_WITH_VIEWER, undefined, accept)).body) as { data: HomeData };
    expect(visitor.data.viewer).toBeNull();
    expect(visitor.data.hotGames.find((tile) => tile.id === game.id)?.isFavourite).toBe(false);
  });

  it('points the errors of the part run for the member into the text the client sent', async () => {
    const session = await stack.login('player01');
    const query = `query Mixed {\n  site { status }\n  notices(first: -1) { totalCount }\n}`;
    const accept = 'application/json, text/plain;q=0.3';
    const whole = await post(query, session, accept);
    expect(await splicedAnswer(query, session, accept)).toBe(whole.body);
    expect(JSON.parse(whole.body)).toMatchObject({ errors: [{ locations: [{ line: 3, column: 3 }], path: ['notices'] }] });
    // The failing part was built once as a visitor's request and not stored: it is not rebuilt on every request.
    const rebuilds = await countSoFar('miss');
    for (let i = 0; i < 5; i++) {
      await post(query, session, accept);
      await sleep(50);
    }
    expect(await countSoFar('miss')).toBe(rebuilds);
  });

  it("counts a spliced answer (sent as bytes) under its error's code", async () => {
    const session = await stack.login('player01');
    const query = 'query Partly { site { status } viewer { favouriteGames(first: -1) { totalCount } } }';
    const accept = 'application/json, text/plain;q=0.5';
    await post(query, session, accept);
    const body = JSON.parse(await splicedAnswer(query, session, accept)) as { data: { site: unknown } | null; errors?: unknown[] };
    expect(body).toMatchObject({ data: { site: { status: 'NORMAL' }, viewer: null }, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    const [spliced, failed] = [await countSoFar('spliced'), await failuresSoFar('BAD_USER_INPUT')];
    await post(query, session, accept);
    expect(await countSoFar('spliced')).toBe(spliced + 1);
    expect(await failuresSoFar('BAD_USER_INPUT')).toBe(failed + 1);
  });

  it('leaves a document that fails a rule as a whole to Apollo, though its parts alone would pass', async () => {
    const session = await stack.login('player01');
    const valid = 'query Spare { notices(first: 2) { totalCount } viewer { member { account } } }';
    const accept = 'application/json, text/plain;q=0.4';
    await post(valid, session, accept);
    await splicedAnswer(valid, session, accept);
    // The same parts, and a fragment nothing uses: graphql refuses the document.
    const refused = await post(`${valid}\nfragment Unused on Site { status }`, session, accept);
    // A legacy JSON client gets its request errors with 200 (GraphQL over HTTP; legacy-json-status.ts).
    expect(refused.statusCode).toBe(200);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
  });
});
