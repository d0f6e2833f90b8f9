import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { SITE } from '../testing/gateway-stack.js';
import { graphqlReply } from '../testing/graphql-replies.js';
import { useGatewayStack } from '../testing/use-gateway-stack.js';
import { lastCaptchaAnswer, REQUEST_CAPTCHA } from '../testing/test-browser.js';

const DOWNLINES = `query($search: String) { viewer { agentCentre { downlines(search: $search, first: 5) { edges { node { uplineAccount } } } } } }`;

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('TRUST_PROXY names the proxies whose forwarding headers count', () => {
  it('refuses true at start, saying a client could pick its own address', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY=.* is refused: trusting every hop .* any client could pick its address/);
    }
  });

  it('refuses a hop count, which Fastify ignores, a range of every address, and what is no address', () => {
    expect(problemsOf({ TRUST_PROXY: '1' })[0]).toMatch(/TRUST_PROXY=1 \(a hop count\) is refused/);
    expect(problemsOf({ TRUST_PROXY: '2' })[0]).toMatch(/hop count/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, 0.0.0.0/0' })).toEqual([expect.stringMatching(/^TRUST_PROXY must list .*\(got "0\.0\.0\.0\/0"\)/)]);
    expect(problemsOf({ TRUST_PROXY: '::/0' })).toHaveLength(1);
    expect(problemsOf({ TRUST_PROXY: '0.0.0.0/0.0.0.0' })).toHaveLength(1);
    expect(problemsOf({ TRUST_PROXY: 'balancer.internal, 10.0.0.0/33' })).toEqual([
      expect.stringMatching(/TRUST_PROXY must list proxy addresses, CIDRs .*"balancer\.internal"/),
      expect.stringMatching(/"10\.0\.0\.0\/33"/),
    ]);
  });

  it('reads addresses, CIDRs and proxy-addr names; unset or false trusts none', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.30.250.0/24,loopback , fd00::/8 ' }).trustProxy).toEqual(['10.0.0.5', '172.30.250.0/24', 'loopback', 'fd00::/8']);
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual([]);
  });
});

describe('behind a named proxy (attack: forged X-Forwarded-For and X-Forwarded-Host)', () => {
  const PROXY = '10.9.8.7';
  const stack = useGatewayStack({ env: { TRUST_PROXY: PROXY, RATE_LIMIT_PER_MINUTE: '5' } }, { reset: true });

  async function send(from: string, headers: Record<string, string>, query: string, variables?: Record<string, unknown>) {
    const res = await stack.app.inject({ method: 'POST', url: '/graphql', remoteAddress: from, headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
    return graphqlReply<{ site: { visitorIp: string | null } }>(res);
  }

  it('takes the client address from X-Forwarded-For only when the named proxy sent it', async () => {
    const forged = await send('203.0.113.50', { 'x-forwarded-for': '198.51.100.77' }, SITE);
    expect(forged.body.data?.site.visitorIp).toBe('203.0.113.50');
    const proxied = await send(PROXY, { 'x-forwarded-for': '198.51.100.78' }, SITE);
    expect(proxied.body.data?.site.visitorIp).toBe('198.51.100.78');
  });

  it('counts a client that forges a new X-Forwarded-For on each request as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) statuses.push((await send('203.0.113.60', { 'x-forwarded-for': `198.51.100.${i}` }, '{ site { status } }')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // The proxy's own address is not a client: the clients it forwards each have their own budget.
    expect((await send(PROXY, { 'x-forwarded-for': '198.51.100.200' }, '{ site { status } }')).status).toBe(200);
  });

  it('registers a member under the agent of the visitor host, read from X-Forwarded-Host only when the named proxy sent it', async () => {
    const agent = await stack.login('agent01');
    const underAgent01 = async (account: string) => {
      const reply = await stack.gql<{ viewer: { agentCentre: { downlines: { edges: { node: { uplineAccount: string | null } }[] } } } }>(DOWNLINES, { search: account }, { session: agent });
      return reply.body.data?.viewer.agentCentre.downlines.edges.map((edge) => edge.node.uplineAccount) ?? [];
    };
    // agent01's own site is agent01.saola.example: a member registering there is bound to agent01.
    const agentSite = { host: 'www.saola.example', 'x-forwarded-host': 'agent01.saola.example' };

    expect(await register('203.0.113.80', agentSite, 'forgedhost1')).toEqual([]);
    expect(await underAgent01('forgedhost1')).toEqual([]);

    expect(await register(PROXY, { ...agentSite, 'x-forwarded-for': '198.51.100.90' }, 'proxiedhost1')).toEqual([]);
    expect(await underAgent01('proxiedhost1')).toEqual(['agent01']);
  });

  /** A browser's registration by username: the captcha fetched, answered from the sandbox, and the form sent. */
  async function register(from: string, headers: Record<string, string>, username: string): Promise<string[] | undefined> {
    const cookies = new Map<string, string>();
    const post = async (query: string, variables?: Record<string, unknown>) => {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await stack.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: from,
        headers: { 'content-type': 'application/json', ...headers, ...(cookie === '' ? {} : { cookie }) },
        payload: { query, variables },
      });
      for (const set of res.cookies) cookies.set(set.name, set.value);
      return graphqlReply<{ register: { userErrors: { code: string }[] } }>(res);
    };
    await post(REQUEST_CAPTCHA);
    const captcha = await lastCaptchaAnswer(stack);
    const input = { acceptTerms: true, confirmAge: true, method: 'USERNAME', username, password: 'abc12345', confirmPassword: 'abc12345', captcha };
    const reply = await post('mutation($input: RegisterInput!) { register(input: $input) { userErrors { code } } }', { input });
    return reply.body.data?.register.userErrors.map((error) => error.code);
  }
});
