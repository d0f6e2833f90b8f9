import { describe, expect, it } from 'vitest';
import { DEFAULT_MANIFEST, loadManifest } from '../../../http/persisted/manifest.js';
import { callKey } from '../../../testing/gateway-stack.js';
import { errorCode, errorCodes } from '../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { calls } from '../../../infra/upstream/catalogue.js';
import { toGlobalId } from '../global-id.js';

/** The gateway's default PLATFORM_CALLS_PER_REQUEST. */
const CALL_CAP = 50;

const inboxIds = (count: number, from: number) => Array.from({ length: count }, (_, i) => toGlobalId('InboxMessage', String(from + i)));

/** `aliases` aliased `nodes` fields and one plain one, each over its own list of ids. */
function nodesDocument(aliases: number): string {
  const variables = Array.from({ length: aliases + 1 }, (_, i) => `$ids${i}: [ID!]!`).join(', ');
  const fields = Array.from({ length: aliases + 1 }, (_, i) => `${i === 0 ? '' : `n${i}: `}nodes(ids: $ids${i}) { id }`).join(' ');
  return `query FanOut(${variables}) { ${fields} }`;
}

const variablesFor = (aliases: number, idsEach: number) =>
  Object.fromEntries(Array.from({ length: aliases + 1 }, (_, i) => [`ids${i}`, inboxIds(idsEach, 1_000_000 + i * idsEach)]));

async function sandboxCalls(stack: ReturnType<typeof useGatewayStack>): Promise<number> {
  const counts = (await stack.control('GET', '/calls')) as Record<string, number>;
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

describe('a document that asks for entities one by one (issue 30, finding 6)', () => {
  const stack = useGatewayStack({}, { reset: true });

  it('is refused before it runs when sixteen nodes fields list a hundred ids each, however the ids are sent', async () => {
    const session = await stack.login();
    await stack.control('DELETE', '/calls');
    // Fifteen aliases (the most a document may have) and the field itself: 1,600 inbox messages, one call each.
    const reply = await stack.gql(nodesDocument(15), variablesFor(15, 100), { session });
    expect(reply.status).toBe(400);
    expect(errorCode(reply)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(reply.body.errors?.[0]?.message).toMatch(/^Cost limit of 10000 exceeded, found \d+/);
    expect(reply.body.data ?? null).toBeNull();
    expect(await sandboxCalls(stack)).toBe(0);

    // The same ids written into the document cost the same.
    const literal = `{ ${Array.from({ length: 16 }, (_, i) => `n${i}: nodes(ids: ${JSON.stringify(inboxIds(100, 2_000_000 + i * 100))}) { id }`).join(' ')} }`;
    expect(errorCode(await stack.gql(literal.replace('n0: ', ''), {}, { session }))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await sandboxCalls(stack)).toBe(0);
  });

  it('sends the platform at most the per-request cap of calls, and refuses the rest without upstream detail', async () => {
    const session = await stack.login();
    await stack.control('DELETE', '/calls');
    // Four fields of a hundred ids are within the cost limit; their 400 fetches are not within the call cap.
    const reply = await stack.gql(nodesDocument(3), variablesFor(3, 100), { session });
    expect(reply.status).toBe(200);
    expect(new Set(errorCodes(reply))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(reply.body.errors?.[0]?.message).toBe(`This request asks for too much at once (more than ${CALL_CAP} lookups): ask for fewer items per request.`);
    expect(reply.raw).not.toMatch(/wps|CSP_|relay|http:/);
    // The answer may leave before the calls sent under the cap have all reached the sandbox.
    await expect.poll(() => stack.upstreamCalls(callKey(calls.inboxMessage)), { timeout: 20_000 }).toBe(CALL_CAP);
    expect(await sandboxCalls(stack)).toBe(CALL_CAP);

    // The next request has a budget of its own.
    await stack.control('DELETE', '/calls');
    const next = await stack.gql(nodesDocument(0), { ids0: inboxIds(10, 3_000_000) }, { session });
    expect(next.body.errors).toBeUndefined();
    expect(await stack.upstreamCalls(callKey(calls.inboxMessage))).toBe(10);
  });

  it('fetches an id named several times once, and answers it in every place', async () => {
    const session = await stack.login();
    const inbox = await stack.gql<{ viewer: { inbox: { edges: { node: { id: string } }[] } } }>('{ viewer { inbox(first: 2) { edges { node { id } } } } }', {}, { session });
    const [first, second] = inbox.body.data?.viewer.inbox.edges.map((edge) => edge.node.id) ?? [];
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql<{ nodes: ({ id: string; title: string } | null)[] }>(
      'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id ... on InboxMessage { title } } }',
      { ids: [first, second, first, first, second] },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    const nodes = reply.body.data?.nodes ?? [];
    expect(nodes.map((node) => node?.id)).toEqual([first, second, first, first, second]);
    expect(nodes[2]).toEqual(nodes[0]);
    expect(await stack.upstreamCalls(callKey(calls.inboxMessage))).toBe(2);
  });

  it("leaves the web's heaviest pages whole: the home page and the member and agent centres", async () => {
    const documents = new Map([...loadManifest(DEFAULT_MANIFEST).values()].map((operation) => [operation.operationName, operation.document]));
    const pages: [string, string, Record<string, unknown>][] = [
      ['agent01', 'HomeRoute', { noticeCount: 9 }],
      ['player01', 'MessageRoute', { first: 20 }],
      ['player01', 'PointMallRoute', { catalogue: true, history: false, details: false, first: 20 }],
      ['agent01', 'AgentDownlineContractsRoute', { first: 20 }],
      ['agent01', 'AgentIncomeRoute', {}],
      ['player01', 'NoticeBrowser', { first: 100 }],
    ];
    for (const [account, operationName, variables] of pages) {
      const document = documents.get(operationName);
      expect(document, operationName).toBeDefined();
      const session = await stack.login(account);
      const reply = await stack.gql(document ?? '', variables, { session });
      expect(reply.body.errors, operationName).toBeUndefined();
      expect(reply.status, operationName).toBe(200);
    }
  });
});
