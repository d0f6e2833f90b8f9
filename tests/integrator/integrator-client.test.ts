import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../gateway/src/testing/use-gateway-stack.js';
import { VIEWER } from '../../gateway/src/testing/gateway-stack.js';
import { IntegratorLobbyDocument, IntegratorWalletDocument } from './gql/graphql.js';
import { SaolaClient } from './saola-client.js';

/**
 * The integrator example (saola-client.ts) against the gateway listening on a real port over the sandbox: what an
 * integrator's server would do, through HTTP, cookies and all. Its documents are typed by codegen (codegen.ts,
 * tests/integrator/gql), kept fresh by `pnpm run codegen:check`.
 */
describe('the typed integrator client', () => {
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '100000' } }, { reset: true });
  let endpoint: string | undefined;
  const client = async () => {
    endpoint ??= `${await stack.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
    return new SaolaClient({ endpoint });
  };

  it('logs in as a sandbox player and reads the lobby and the wallet with its session', async () => {
    const saola = await client();
    // Before login the wallet query answers a null viewer: the session is what the cookie jar will carry.
    expect((await saola.request(IntegratorWalletDocument)).viewer).toBeNull();

    const member = await saola.login('player01', 'secret88');
    expect(member.nickname).toEqual(expect.any(String));

    const lobby = await saola.request(IntegratorLobbyDocument);
    expect(lobby.gameLanes.length).toBeGreaterThan(0);
    expect(lobby.gameLanes.flatMap((lane) => lane.vendors).length).toBeGreaterThan(0);
    expect(lobby.site.currency?.code).toMatch(/^[A-Z]{3}$/);

    const { viewer } = await saola.request(IntegratorWalletDocument);
    expect(viewer?.member.nickname).toBe(member.nickname);
    // Decimal strings, and the figure the gateway gives the same member through its own session.
    expect(viewer?.wallet.sumBalance).toMatch(/^-?\d+(\.\d+)?$/);
    const direct = await stack.gql<{ viewer: { wallet: { balance: string } } }>(VIEWER, {}, { session: await stack.login() });
    expect(viewer?.wallet.sumBalance).toBe(direct.body.data?.viewer.wallet.balance);
  });

  it('pages through a connection until hasNextPage is false, each game once', async () => {
    const saola = await client();
    const ids: string[] = [];
    let totalCount = -1;
    let pages = 0;
    for await (const page of saola.gamePages('RNG', 40)) {
      pages++;
      totalCount = page.totalCount;
      ids.push(...page.edges.map((edge) => edge.node.id));
    }
    // The sandbox's RNG category holds hundreds of games: several pages, none lost or repeated.
    expect(pages).toBeGreaterThan(2);
    expect(ids).toHaveLength(totalCount);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('surfaces a refused login as its user error code, not as a GraphQL error', async () => {
    const saola = await client();
    await expect(saola.login('player01', 'wrong-password-1')).rejects.toThrow(/^login refused: [A-Z_]+$/);
  });
});
