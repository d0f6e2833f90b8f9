import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { buildSchema } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCache, type Cache, type CachePolicy } from '../../../infra/cache/index.js';
import { REGION_COOKIE, SESSION_COOKIE } from '../../../infra/session/request-session.js';
import { registerFastPath } from '../fast-path.js';
import { exposureOf } from '../../../graphql/platform/request-exposure.js';
import { silentLogger } from '../../../testing/silent-logger.js';

const schema = buildSchema(`
  enum AuthRefusal { ERROR NULL }
  directive @auth(whenRefused: AuthRefusal = ERROR) on FIELD_DEFINITION
  type Query { news: String, secret: String @auth, badges: String @auth(whenRefused: NULL), site: Site }
  type Site { visitorIp: String, balance: String @auth }
`);
const policy: CachePolicy = { ttlMs: 60_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 0, version: 1 };

type Behaviour = 'shared' | 'private' | 'perIp' | 'error';
/** A cookie the stand-in sets on its answers, as the region check or a login would. */
type SetsCookie = 'none' | 'regionVerdict' | 'session';

/**
 * A Fastify scope with the fast path in front of a stand-in for Apollo that counts its executions and records
 * what a resolver would have read: the fast path is judged by what it lets through, not by Apollo.
 */
async function serverWith(cache: Cache) {
  const app = Fastify();
  await app.register(cookie);
  const state = { executions: 0, behaviour: 'shared' as Behaviour, freshForMs: 60_000, setsCookie: 'none' as SetsCookie };
  await app.register(async (scope) => {
    registerFastPath(scope, { schema, cache });
    scope.post('/graphql', async (request, reply) => {
      state.executions++;
      const exposure = exposureOf(request);
      exposure.sharedRead('news-key', policy, state.behaviour === 'perIp');
      exposure.freshFor(Date.now() + state.freshForMs);
      if (state.behaviour === 'private') exposure.privateRead();
      reply.header('content-type', 'application/graphql-response+json; charset=utf-8');
      if (state.setsCookie === 'regionVerdict') reply.header('set-cookie', `${REGION_COOKIE}=verdict-for-${request.ip}; Path=/; HttpOnly`);
      if (state.setsCookie === 'session') reply.header('set-cookie', `${SESSION_COOKIE}=sealed-session; Path=/; HttpOnly`);
      if (state.behaviour === 'error') return JSON.stringify({ errors: [{ message: 'no' }], data: null });
      return JSON.stringify({ data: { news: `answer ${state.executions}`, ip: request.ip } });
    });
  });
  const ask = (query: string, options: { variables?: Record<string, unknown>; ip?: string; session?: boolean; region?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: {
        'content-type': 'application/json',
        ...(options.session ? { cookie: `${SESSION_COOKIE}=sealed` } : {}),
        ...(options.region ? { cookie: `${REGION_COOKIE}=${options.region}` } : {}),
      },
      payload: { query, variables: options.variables },
    });
  return { app, state, ask };
}

describe('fast path for public queries', () => {
  let cache: Cache;
  let server: Awaited<ReturnType<typeof serverWith>>;
  beforeEach(async () => {
    cache = createCache({ namespace: 'fast-path-test', logger: silentLogger() });
    server = await serverWith(cache);
  });
  afterEach(async () => {
    await server.app.close();
    await cache.close();
  });

  it('answers a repeated public query from the stored bytes, without executing it again', async () => {
    const first = await server.ask('{ news }');
    const second = await server.ask('{ news }');
    expect(server.state.executions).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    // Other variables or another document are other answers.
    await server.ask('query { news }');
    expect(server.state.executions).toBe(2);
  });

  it('never serves or stores for a request with a session cookie', async () => {
    await server.ask('{ news }');
    await server.ask('{ news }', { session: true });
    await server.ask('{ news }', { session: true });
    expect(server.state.executions).toBe(3);
  });

  it('leaves documents with @auth fields to Apollo, unless their condition leaves the field out', async () => {
    await server.ask('{ news secret }');
    await server.ask('{ news secret }');
    await server.ask('{ site { balance } }');
    await server.ask('{ site { balance } }');
    expect(server.state.executions).toBe(4);
    const guarded = 'query($mine: Boolean!) { news ...F @include(if: $mine) } fragment F on Query { secret }';
    await server.ask(guarded, { variables: { mine: true } });
    await server.ask(guarded, { variables: { mine: true } });
    expect(server.state.executions).toBe(6);
    await server.ask(guarded, { variables: { mine: false } });
    await server.ask(guarded, { variables: { mine: false } });
    expect(server.state.executions).toBe(7);
  });

  it('keeps a document with a field refused as null public: a visitor gets null there, as every visitor does', async () => {
    await server.ask('{ news badges }');
    await server.ask('{ news badges }');
    expect(server.state.executions).toBe(1);
  });

  it('stores nothing built from a private read, nor an answer with errors', async () => {
    server.state.behaviour = 'private';
    await server.ask('{ news }');
    await server.ask('{ news }');
    server.state.behaviour = 'error';
    await server.ask('{ news }');
    await server.ask('{ news }');
    expect(server.state.executions).toBe(4);
  });

  it('keeps per-visitor answers apart by client IP', async () => {
    server.state.behaviour = 'perIp';
    const a = await server.ask('{ site { visitorIp } }', { ip: '10.0.0.1' });
    const b = await server.ask('{ site { visitorIp } }', { ip: '10.0.0.2' });
    const aAgain = await server.ask('{ site { visitorIp } }', { ip: '10.0.0.1' });
    expect(server.state.executions).toBe(2);
    expect(b.body).not.toBe(a.body);
    expect(aAgain.body).toBe(a.body);
  });

  it("keeps a visitor's answer with the region verdict sealed for their IP, and gives both again to that IP only", async () => {
    server.state.behaviour = 'perIp';
    server.state.setsCookie = 'regionVerdict';
    const first = await server.ask('{ site { visitorIp } }', { ip: '10.0.0.1' });
    const again = await server.ask('{ site { visitorIp } }', { ip: '10.0.0.1' });
    expect(server.state.executions).toBe(1);
    expect(again.body).toBe(first.body);
    expect([again.headers['set-cookie']].flat()).toEqual([`${REGION_COOKIE}=verdict-for-10.0.0.1; Path=/; HttpOnly`]);
    const other = await server.ask('{ site { visitorIp } }', { ip: '10.0.0.2' });
    expect(server.state.executions).toBe(2);
    expect([other.headers['set-cookie']].flat()).toEqual([`${REGION_COOKIE}=verdict-for-10.0.0.2; Path=/; HttpOnly`]);
  });

  it('stores no answer that sets any other cookie, nor a verdict with an answer shared by every IP', async () => {
    server.state.setsCookie = 'session';
    await server.ask('{ news }');
    await server.ask('{ news }');
    expect(server.state.executions).toBe(2);
    server.state.setsCookie = 'regionVerdict';
    await server.ask('{ news }');
    await server.ask('{ news }');
    expect(server.state.executions).toBe(4);
  });

  it('drops an answer when a cache entry it was built from is deleted', async () => {
    await server.ask('{ news }');
    await cache.delete(['news-key']);
    const after = await server.ask('{ news }');
    expect(server.state.executions).toBe(2);
    expect(JSON.parse(after.body).data.news).toBe('answer 2');
  });

  it('serves an expired answer while one background request rebuilds it', async () => {
    server.state.freshForMs = 20;
    const first = await server.ask('{ news }');
    await new Promise((resolve) => setTimeout(resolve, 40));
    server.state.freshForMs = 60_000;
    const stale = await server.ask('{ news }');
    expect(stale.body).toBe(first.body);
    await expect.poll(() => server.state.executions).toBe(2);
    await expect.poll(async () => JSON.parse((await server.ask('{ news }')).body).data.news).toBe('answer 2');
    expect(server.state.executions).toBe(2);
  });

  it("rebuilds a visitor's expired answer with the visitor's region verdict, under the same key", async () => {
    server.state.freshForMs = 20;
    const first = await server.ask('{ news }', { region: 'sealed-verdict' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    server.state.freshForMs = 60_000;
    expect((await server.ask('{ news }', { region: 'sealed-verdict' })).body).toBe(first.body);
    await expect.poll(() => server.state.executions).toBe(2);
    await expect.poll(async () => JSON.parse((await server.ask('{ news }', { region: 'sealed-verdict' })).body).data.news).toBe('answer 2');
    expect(server.state.executions).toBe(2);
  });
});
