// Attack: get a private answer stored under a public key, or a forged one served to everybody. A member's query
// goes through the fast path and the persisted-query paths with every odd form of the session cookie; an attacker
// sends public queries with forged Host, X-Forwarded-Host, Accept-Language and Accept headers; both come first, on a
// cold gateway. Then honest visitors ask the same: each must get exactly what a gateway nobody attacked answers,
// with nothing of the member's in it, and a member's GET answer must not be storable by a shared HTTP cache.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MANIFEST } from '../../gateway/src/http/persisted/manifest.js';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { recordAttack } from './support/ledger.js';
import { WIDE_LIMITS } from './support/requests.js';

/** The member menu's route query: the site's header data and the viewer's, as the web sends it by hash. */
const ROUTE = 'MemberMenuRoute';
const routeHash = (() => {
  const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8')) as Record<string, string>;
  const entry = Object.entries(manifest).find(([, document]) => new RegExp(`query ${ROUTE}\\b`).test(document));
  if (entry === undefined) throw new Error(`${ROUTE} is not in the persisted-documents manifest`);
  return entry[0].replace(/^sha256:/, '');
})();

interface Body {
  query?: string;
  operationName?: string;
  extensions?: Record<string, unknown>;
}

const BODIES: Record<string, Body> = {
  public: { query: 'query Public { site { status defaultLanguage languages } notices(first: 3) { totalCount edges { node { id title } } } }' },
  mixed: { query: 'query Mixed { site { status defaultLanguage } notices(first: 2) { edges { node { title } } } viewer { member { account nickname } wallet { balance } } }' },
  route: { operationName: ROUTE, extensions: { persistedQuery: { version: 1, sha256Hash: routeHash } } },
};
const ROUTE_GET = `/graphql?operationName=${ROUTE}&extensions=${encodeURIComponent(JSON.stringify(BODIES.route?.extensions))}`;

/** What only player01's answers may hold. */
const MEMBER_MARKERS = ['player01', 'Minh Anh', '1520.50', '1,520'];
const FORGED_HOST = 'evil.example';

/** Every way a client might send player01's session cookie. */
const cookieForms = (session: string) => [
  `${SESSION_COOKIE}=${session}`,
  `theme=dark; ${SESSION_COOKIE}=${session}; lang=vi`,
  `${SESSION_COOKIE}="${session}"`,
  `${SESSION_COOKIE}=${session}; ${SESSION_COOKIE}=`,
  `${SESSION_COOKIE}=; ${SESSION_COOKIE}=${session}`,
  ` ${SESSION_COOKIE} = ${session} `,
  `${SESSION_COOKIE.toUpperCase()}=${session}`,
  `${SESSION_COOKIE}=${session};`,
];

/** Headers an attacker varies to land its request, and so its answer, under an honest visitor's key. */
const FORGED_HEADERS: Record<string, string>[] = [
  { host: FORGED_HOST },
  { 'x-forwarded-host': FORGED_HOST, 'x-forwarded-proto': 'http' },
  { host: FORGED_HOST, 'x-forwarded-host': FORGED_HOST, 'accept-language': 'vi' },
  { 'accept-language': 'en;q=0, vi' },
  { 'accept-language': '*' },
  { 'accept-language': 'VI-vn' },
  { 'accept-language': `vi, ${'x'.repeat(200)}` },
  { accept: '*/*' },
  { accept: 'text/html' },
  { accept: 'application/graphql-response+json, application/json;q=0.9' },
];

/** Honest visitors: the languages the site speaks, with a browser's and a plain client's Accept. */
const HONEST_HEADERS: Record<string, string>[] = [
  { 'accept-language': 'vi' },
  { 'accept-language': 'en' },
  { 'accept-language': 'vi', accept: 'application/json' },
  {},
];

/** The answer's body, with the stack's own sandbox origin (its port differs per stack) made neutral. */
async function post(stack: GatewayStack, body: Body, headers: Record<string, string>) {
  const res = await stack.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '127.0.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: body });
  return res.body.replaceAll(stack.sandbox.url, 'http://platform');
}

describe('cache poisoning', () => {
  let attacked: GatewayStack;
  let reference: GatewayStack;
  let session: string;

  beforeAll(async () => {
    [attacked, reference] = await Promise.all([startGatewayStack({ env: WIDE_LIMITS }), startGatewayStack({ env: WIDE_LIMITS })]);
    session = await attacked.login('player01');
  });
  afterAll(async () => {
    await Promise.all([attacked?.close(), reference?.close()]);
  });

  it('a member\'s answers, sent first with every form of the session cookie, are never served to visitors', async () => {
    let tries = 0;
    for (const body of Object.values(BODIES)) {
      for (const cookie of cookieForms(session)) {
        await post(attacked, body, { cookie, 'accept-language': 'vi' });
        await post(attacked, body, { cookie });
        tries += 2;
      }
    }
    // The stored parts refresh in the background: give them the time to land, as a real visitor would come later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const leaks: string[] = [];
    const differing: string[] = [];
    for (const [name, body] of Object.entries(BODIES)) {
      for (const headers of HONEST_HEADERS) {
        const [seen, clean] = [await post(attacked, body, headers), await post(reference, body, headers)];
        if (MEMBER_MARKERS.some((marker) => seen.includes(marker))) leaks.push(`${name} ${JSON.stringify(headers)}: ${seen.slice(0, 200)}`);
        if (seen !== clean) differing.push(`${name} ${JSON.stringify(headers)}:\n${seen.slice(0, 300)}\n${clean.slice(0, 300)}`);
      }
    }
    recordAttack({ attack: 'cache poisoning: member answers under odd session cookies', tries, refused: tries - leaks.length, moneyMoved: '0.00', dataLeaked: leaks.length });
    expect(leaks).toEqual([]);
    expect(differing).toEqual([]);
  });

  it('answers to forged Host, X-Forwarded-Host, Accept-Language and Accept headers are never served to honest visitors', async () => {
    let tries = 0;
    for (const body of Object.values(BODIES)) {
      for (const headers of FORGED_HEADERS) {
        await post(attacked, body, headers);
        tries++;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const poisoned: string[] = [];
    for (const [name, body] of Object.entries(BODIES)) {
      for (const headers of HONEST_HEADERS) {
        const [seen, clean] = [await post(attacked, body, headers), await post(reference, body, headers)];
        if (seen !== clean || seen.includes(FORGED_HOST)) poisoned.push(`${name} ${JSON.stringify(headers)}:\n${seen.slice(0, 300)}\n${clean.slice(0, 300)}`);
      }
    }
    recordAttack({ attack: 'cache poisoning: forged Host / X-Forwarded-Host / Accept-Language / Accept', tries, refused: tries - poisoned.length, moneyMoved: '0.00', dataLeaked: poisoned.length });
    expect(poisoned).toEqual([]);
  });

  it('a member\'s persisted GET is marked private, and the same URL gives a visitor nothing of the member\'s', async () => {
    const member = await attacked.app.inject({ method: 'GET', url: ROUTE_GET, headers: { 'apollo-require-preflight': 'true', cookie: `${SESSION_COOKIE}=${session}` } });
    const visitor = await attacked.app.inject({ method: 'GET', url: ROUTE_GET, headers: { 'apollo-require-preflight': 'true' } });
    const cacheControl = String(member.headers['cache-control'] ?? '');
    const storable = !/\b(private|no-store)\b/.test(cacheControl);
    const leaked = MEMBER_MARKERS.some((marker) => visitor.body.includes(marker));
    recordAttack({ attack: 'cache poisoning: a member\'s persisted GET, then a visitor (HTTP caches)', tries: 2, refused: (storable ? 0 : 1) + (leaked ? 0 : 1), moneyMoved: '0.00', dataLeaked: leaked ? 1 : 0 });
    expect(MEMBER_MARKERS.some((marker) => member.body.includes(marker)), `the member's own GET answer: ${member.body.slice(0, 200)}`).toBe(true);
    expect(leaked, visitor.body.slice(0, 300)).toBe(false);
    expect(cacheControl, 'a shared cache (a CDN before the site) may store a member\'s answer under its URL').toMatch(/\b(private|no-store)\b/);
  });
});
