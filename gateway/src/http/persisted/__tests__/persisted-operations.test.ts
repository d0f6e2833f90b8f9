import { describe, expect, it } from 'vitest';
import { errorCode, graphqlReply } from '../../../testing/graphql-replies.js';
import type { GatewayStack } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { DEFAULT_MANIFEST, loadManifest } from '../manifest.js';

const INTEGRATOR_KEY = 'integrator-key-of-at-least-24-chars';
const FREE_QUERY = '{ site { status } }';

/** The web's own SiteStatusProbe, by the hash codegen gave it. */
function probeHash(): string {
  const entry = [...loadManifest(DEFAULT_MANIFEST)].find(([, operation]) => operation.operationName === 'SiteStatusProbe');
  if (entry === undefined) throw new Error('SiteStatusProbe is not in the manifest: run pnpm codegen');
  return entry[0];
}

async function post(stack: GatewayStack, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await stack.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload });
  return graphqlReply<{ site?: { status: string; __typename?: string } }>(res);
}

const byHash = (hash: string) => ({ operationName: 'SiteStatusProbe', extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('persisted operations, default mode (hashes and free documents)', () => {
  const stack = useGatewayStack();

  it('runs a known hash as the document Apollo Client would send, typenames included', async () => {
    const reply = await post(stack, byHash(probeHash()));
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.site?.status).toEqual(expect.any(String));
    expect(reply.body.data?.site?.__typename).toBe('Site');
  });

  it('accepts the sha256: prefix codegen writes', async () => {
    const reply = await post(stack, byHash(`sha256:${probeHash()}`));
    expect(reply.body.data?.site?.status).toEqual(expect.any(String));
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown hash, and runs the text sent with it', async () => {
    const unknown = 'f'.repeat(64);
    const notFound = await post(stack, { extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } });
    expect(notFound.status).toBe(200);
    expect(errorCode(notFound)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const withText = await post(stack, { query: FREE_QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } });
    expect(withText.body.data?.site?.status).toEqual(expect.any(String));
  });

  it('runs free documents (GraphiQL, integrators) without a key', async () => {
    const reply = await post(stack, { query: FREE_QUERY });
    expect(reply.body.data?.site?.status).toEqual(expect.any(String));
  });

  it('resolves a hash sent by GET', async () => {
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: probeHash() } }));
    const res = await stack.app.inject({ method: 'GET', url: `/graphql?operationName=SiteStatusProbe&extensions=${extensions}`, headers: { 'apollo-require-preflight': 'true' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { site: { __typename: 'Site' } } });
  });
});

describe('persisted operations, PERSISTED_OPERATIONS=only', () => {
  const stack = useGatewayStack({ env: { PERSISTED_OPERATIONS: 'only', INTEGRATOR_API_KEYS: `another-key-for-someone-else-0000,${INTEGRATOR_KEY}` } });

  it("still runs the web's operations by hash", async () => {
    const reply = await post(stack, byHash(probeHash()));
    expect(reply.body.data?.site?.status).toEqual(expect.any(String));
  });

  it('refuses a free document from a browser (no key, or a wrong one)', async () => {
    const none = await post(stack, { query: FREE_QUERY });
    expect(none.status).toBe(400);
    expect(errorCode(none)).toBe('PERSISTED_QUERY_REQUIRED');
    expect(none.body.data).toBeUndefined();
    const wrong = await post(stack, { query: FREE_QUERY }, { 'x-api-key': `${INTEGRATOR_KEY.slice(0, -1)}x` });
    expect(errorCode(wrong)).toBe('PERSISTED_QUERY_REQUIRED');
    const smuggled = await post(stack, { query: FREE_QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: 'e'.repeat(64) } } });
    expect(errorCode(smuggled)).toBe('PERSISTED_QUERY_REQUIRED');
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for an unknown hash', async () => {
    const reply = await post(stack, { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(errorCode(reply)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('runs any document from an integrator key, within the usual limits', async () => {
    const reply = await post(stack, { query: FREE_QUERY }, { 'x-api-key': INTEGRATOR_KEY });
    expect(reply.body.data?.site?.status).toEqual(expect.any(String));
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: site { status }`).join(' ');
    const tooMany = await post(stack, { query: `{ ${aliases} }` }, { 'x-api-key': INTEGRATOR_KEY });
    expect(tooMany.body.data ?? undefined).toBeUndefined();
    expect(errorCode(tooMany)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
