// Attack: a client behind the shipped balancer (deploy/nginx.conf, TRUST_PROXY as docker-compose.yml sets it) forges
// the forwarding headers. A new X-Forwarded-For on every request would make it a new client each time (every per-IP
// limit escaped, the platform's region block passed); a forged X-Forwarded-Host would change the `domain` the
// platform reads at registration, which binds the new account to that domain's agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { startTestRedis, type TestRedis } from '../../gateway/src/testing/redis.js';
import type { LoadBalancer } from '../faults/load-balancer.js';
import { balancerUnavailable, documentedTrustProxy, startBalancer } from './support/balancer.js';
import { HttpBrowser } from './support/http-client.js';
import { recordAttack } from './support/ledger.js';

const LOGIN_LIMIT_PER_IP = 5;
const FORGED = 100;
/** Addresses the attackers' and an honest visitor's sockets leave from (all of 127.0.0.0/8 is loopback on Linux). */
const ATTACKER = '127.0.0.2';
const HONEST = '127.0.0.3';
const REGISTRANT = '127.0.0.4';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { userErrors { code } viewer { member { id } } } }`;
const VISITOR_IP = '{ site { visitorIp } }';
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { userErrors { field code } viewer { member { account } } } }`;
const UPLINE = '{ viewer { member { account hasUpline } } }';

/** A different, well-formed public address on every request, as a spoofing client would send. */
const forgedAddress = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const unavailable = balancerUnavailable();
if (unavailable !== undefined) process.stdout.write(`[attacks] skipping the forwarded-header attacks: ${unavailable}\n`);

describe.skipIf(unavailable !== undefined)('forged forwarding headers through deploy/nginx.conf', () => {
  let redis: TestRedis;
  let stack: GatewayStack;
  let balancer: LoadBalancer;

  beforeAll(async () => {
    redis = await startTestRedis();
    const trustProxy = documentedTrustProxy();
    stack = await startGatewayStack({
      redisUrl: redis.url,
      env: {
        ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
        LOGIN_LIMIT_PER_IP: String(LOGIN_LIMIT_PER_IP),
        LOGIN_LIMIT_PER_USERNAME: '1000',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    const address = await stack.app.listen({ host: '127.0.0.1', port: 0 });
    balancer = await startBalancer(address);
  }, 60_000);

  afterAll(async () => {
    await balancer?.close();
    await stack?.close();
    await redis?.stop();
  });

  it(`${FORGED} logins, each with another forged X-Forwarded-For, are one client: the per-IP login limit holds`, async () => {
    await stack.control('DELETE', '/calls');
    const attacker = new HttpBrowser(balancer.url, ATTACKER);
    const answers = [];
    for (let i = 0; i < FORGED; i++) {
      answers.push(await attacker.gql<{ login: { userErrors: { code: string }[] } }>(LOGIN, { input: { username: `guess${i}`, password: 'wrong-pass1' } }, { 'x-forwarded-for': forgedAddress(i) }));
    }
    const platformLogins = await stack.upstreamCalls(callKey(calls.login));
    const refused = answers.filter((answer) => answer.data?.login.userErrors.some((error) => error.code === 'RATE_LIMITED')).length;

    // An honest visitor at another address is a client of its own: its login still reaches the platform.
    const honest = await new HttpBrowser(balancer.url, HONEST).gql<{ login: { userErrors: { code: string }[]; viewer: unknown } }>(LOGIN, { input: { username: 'player01', password: 'secret88' } });

    recordAttack({ attack: 'forged X-Forwarded-For x100 through the balancer (login limit)', tries: FORGED, refused, moneyMoved: '0.00', dataLeaked: 0 });
    expect(platformLogins, 'logins the platform was asked to check').toBeLessThanOrEqual(LOGIN_LIMIT_PER_IP);
    expect(refused).toBeGreaterThanOrEqual(FORGED - LOGIN_LIMIT_PER_IP);
    expect(honest.data?.login.userErrors, 'a second real client is counted apart from the attacker').toEqual([]);
    expect(honest.data?.login.viewer).not.toBeNull();
  });

  it('a forged X-Forwarded-For is not the address the platform is told (its region block sees the real client)', async () => {
    const attacker = new HttpBrowser(balancer.url, ATTACKER);
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await attacker.gql<{ site: { visitorIp: string | null } }>(VISITOR_IP, {}, { 'x-forwarded-for': forgedAddress(500 + i) });
      seen.add(String(answer.data?.site.visitorIp));
    }
    recordAttack({ attack: 'forged X-Forwarded-For past the region block', tries: 10, refused: seen.has(ATTACKER) && seen.size === 1 ? 10 : 0, moneyMoved: '0.00', dataLeaked: 0 });
    expect([...seen]).toEqual([ATTACKER]);
  });

  it("a forged X-Forwarded-Host does not change the registration domain (the new account is bound to no agent)", async () => {
    // The captcha is another test's subject; off here so the registration is the only step.
    await stack.control('PUT', '/register-settings', { captcha: { enabled: false, required: false } });
    const registrant = new HttpBrowser(balancer.url, REGISTRANT);
    // agent02's own site: registering on it binds the member to agent02 (sandbox: agentByDomain).
    const forgedHost = { 'x-forwarded-host': 'agent02.saola.example' };
    const registered = await registrant.gql<{ register: { userErrors: unknown[]; viewer: { member: { account: string } } | null } }>(
      REGISTER,
      { input: { method: 'USERNAME', username: 'forgedhost1', password: 'abc12345', confirmPassword: 'abc12345', acceptTerms: true, confirmAge: true } },
      forgedHost,
    );
    expect(registered.data?.register.userErrors, registered.raw).toEqual([]);
    const member = await registrant.gql<{ viewer: { member: { account: string; hasUpline: boolean } } | null }>(UPLINE);
    const bound = member.data?.viewer?.member.hasUpline === true;
    recordAttack({ attack: 'forged X-Forwarded-Host at registration (agent binding)', tries: 1, refused: bound ? 0 : 1, moneyMoved: '0.00', dataLeaked: 0 });
    expect(member.data?.viewer?.member.account).toBe('forgedhost1');
    expect(bound, 'the new account was bound to the agent of the forged host').toBe(false);
  });
});
