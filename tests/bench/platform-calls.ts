// Prints how many platform calls the gateway makes for 1,000 home views: one returning visitor, 1,000 new
// visitors (each from its own address, no cookies) and one logged-in member. A view sends what the web's home
// page sends: the HomeRoute query, which for a member also carries the header's balance and badge counts.
// Each scenario starts with one warm-up view (printed apart, not counted): the public parts of home (lobby,
// notices, settings) are fetched once for everybody, and the figures are what views cost after that.
// Run: pnpm bench:calls   (in-process sandbox and gateway; Redis only when BENCH_REDIS_URL is set).
import { print } from 'graphql';
import { HomeRouteDocument } from '../../web/src/gql/graphql.js';
import { startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';

const VIEWS = 1_000;
const HOME = JSON.stringify({ query: print(HomeRouteDocument), variables: { noticeCount: 9 } });

interface Visitor {
  ip: string;
  /** The browser's cookie jar: name -> value, as Set-Cookie left it. */
  cookies: Map<string, string>;
}

function newVisitor(index: number): Visitor {
  return { ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, cookies: new Map() };
}

/** Keeps what the gateway set, as a browser would, and drops what it cleared. */
function remember(visitor: Visitor, setCookie: string | string[] | undefined): void {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie]) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) visitor.cookies.delete(name);
    else visitor.cookies.set(name, value);
  }
}

async function post(stack: GatewayStack, visitor: Visitor, body: string): Promise<void> {
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: visitor.ip,
    headers: { 'content-type': 'application/json', ...(cookie === '' ? {} : { cookie }) },
    payload: body,
  });
  if (res.statusCode !== 200 || res.body.includes('"errors"')) throw new Error(`view failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  remember(visitor, res.headers['set-cookie']);
}

/** Every platform call the sandbox saw since the last reset, all paths together. */
async function platformCalls(stack: GatewayStack): Promise<{ total: number; byCall: Record<string, number> }> {
  const byCall = (await stack.control('GET', '/calls')) as Record<string, number>;
  return { total: Object.values(byCall).reduce((sum, count) => sum + count, 0), byCall };
}

async function scenario(name: string, run: (stack: GatewayStack) => Promise<void>, warmUp: (stack: GatewayStack) => Promise<void>): Promise<number> {
  const stack = await startGatewayStack({ redisUrl: process.env.BENCH_REDIS_URL, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  try {
    await stack.control('DELETE', '/calls');
    await warmUp(stack);
    console.log(`${name}, warm-up view: ${(await platformCalls(stack)).total} platform calls`);
    await stack.control('DELETE', '/calls');
    const started = Date.now();
    await run(stack);
    console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { total, byCall } = await platformCalls(stack);
    const detail = Object.entries(byCall)
      .sort(([, a], [, b]) => b - a)
      .map(([call, count]) => `${call} ${count}`)
      .join(', ');
    console.log(`${name}: ${total} platform calls (${detail})`);
    return total;
  } finally {
    await stack.close();
  }
}

/** Views by a few browsers' worth of parallel requests, so the run stays well inside the caches' freshness. */
async function views(view: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < VIEWS) await view(next++);
    }),
  );
}

const returning = newVisitor(1);
const repeat = await scenario(
  `${VIEWS} repeat home views of one visitor`,
  (stack) => views(() => post(stack, returning, HOME)),
  (stack) => post(stack, returning, HOME),
);

// The warm-up view is by someone else: each of the 1,000 is new, with its own address and no cookie.
const fresh = await scenario(
  `${VIEWS} home views of ${VIEWS} new visitors`,
  (stack) => views((index) => post(stack, newVisitor(index + 2), HOME)),
  (stack) => post(stack, newVisitor(1), HOME),
);

const member: Visitor = newVisitor(7);
const loggedIn = await scenario(
  `${VIEWS} logged-in home views of one member`,
  (stack) => views(() => post(stack, member, HOME)),
  async (stack) => {
    member.cookies.set(SESSION_COOKIE, await stack.login());
    await post(stack, member, HOME);
  },
);

console.log(`platform calls per ${VIEWS} views: repeat visitor ${repeat} (limit 5), new visitors ${fresh} (limit 1005), logged-in member ${loggedIn} (limit 1000)`);
