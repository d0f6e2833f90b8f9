import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { callKey, LOGIN, NOTICES } from '../../gateway/src/testing/gateway-stack.js';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { TRANSFER } from '../../gateway/src/testing/money-fixtures.js';
import { METRICS_TOKEN, type Topology } from './topology.js';

export const PUBLIC_QUERY = JSON.stringify({ query: NOTICES, variables: { first: 2 } });

const WALLET = '{ viewer { wallet { balance } } }';

async function graphql(topology: Topology, body: unknown, session?: string): Promise<{ status: number; text: string }> {
  const reply = await fetch(`${topology.lb.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: reply.status, text: await reply.text() };
}

/**
 * The GraphQL requests one replica has answered, from its own /metrics: the balancer names no replica in its
 * answers, so this is how a scenario sees both at work.
 */
async function requestsAnswered(url: string): Promise<number> {
  const reply = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!reply.ok) throw new Error(`${url}/metrics: HTTP ${reply.status}`);
  const text = await reply.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('saola_graphql_request_duration_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

export async function loginThroughLb(topology: Topology): Promise<string> {
  const reply = await fetch(`${topology.lb.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username: 'player01', password: 'secret88' } } }),
  });
  const cookie = reply.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error(`login failed: ${reply.status} ${await reply.text()}`);
  return cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
}

async function platformCalls(topology: Topology, key: string): Promise<number> {
  const counts = (await (await fetch(`${topology.sandboxUrl}/__sandbox/calls`)).json()) as Record<string, number>;
  return counts[key] ?? 0;
}

/** `count` copies of one transfer (one idempotency key) at once through the load balancer's round-robin. */
export async function moneyMutationDuplicates(topology: Topology, count: number) {
  const session = await loginThroughLb(topology);
  await fetch(`${topology.sandboxUrl}/__sandbox/calls`, { method: 'DELETE' });
  const input = { fromWalletId: 2, toWalletId: 11, amount: '1.25', idempotencyKey: `faults-${randomBytes(9).toString('base64url')}` };
  const before = await Promise.all(topology.gateways.map((gateway) => requestsAnswered(gateway.url)));
  const replies = await Promise.all(Array.from({ length: count }, () => graphql(topology, { query: TRANSFER, variables: { input } }, session)));
  const after = await Promise.all(topology.gateways.map((gateway) => requestsAnswered(gateway.url)));
  return {
    platformCalls: await platformCalls(topology, callKey(calls.walletTransfer)),
    distinctAnswers: new Set(replies.map((reply) => `${reply.status} ${reply.text}`)).size,
    replicasSeen: after.filter((count, index) => count > (before[index] ?? 0)).length,
  };
}

/** A member's read while the platform is down: HTTP 200 with a typed GraphQL error, never a 500. */
export async function privateReadDuringOutage(topology: Topology, session: string): Promise<{ status: number; code: string | undefined }> {
  const reply = await graphql(topology, { query: WALLET }, session);
  const body = JSON.parse(reply.text) as { errors?: { extensions?: { code?: string } }[] };
  return { status: reply.status, code: body.errors?.[0]?.extensions?.code };
}
