import { describe, expect, it } from 'vitest';
import { callKey, NOTICES, SITE } from '../../testing/gateway-stack.js';
import { useGatewayStack } from '../../testing/use-gateway-stack.js';
import { errorCode, errorCodes } from '../../testing/graphql-replies.js';
import { calls } from '../../infra/upstream/catalogue.js';

interface NoticePage {
  notices: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string; title: string; content: string } }[] };
}

describe('GraphQL API', () => {
  const stack = useGatewayStack({}, { reset: true });

  it('describes the site with its switches and languages', async () => {
    const reply = await stack.gql<{ site: { status: string; defaultLanguage: string; languages: string[]; visitorIp: string } }>(SITE);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.site).toMatchObject({ status: 'NORMAL', defaultLanguage: 'VI' });
    expect(reply.body.data?.site.languages).toEqual(['VI', 'EN', 'ZH', 'JA', 'TH', 'TL', 'ID']);
  });

  it('pages notices as a connection and refetches one by node id', async () => {
    const first = await stack.gql<NoticePage>(NOTICES, { first: 9 });
    const page = first.body.data?.notices;
    expect(page?.edges).toHaveLength(9);
    expect(page?.totalCount).toBeGreaterThanOrEqual(30);
    const second = await stack.gql<NoticePage>(NOTICES, { first: 9, after: page?.pageInfo.endCursor });
    expect(second.body.data?.notices.edges[0]?.node.id).not.toBe(page?.edges[0]?.node.id);

    const notice = page?.edges[0]?.node;
    const byNode = await stack.gql<{ node: { id: string; title: string } }>(
      'query($id: ID!) { node(id: $id) { id ... on Notice { title } } }',
      { id: notice?.id },
    );
    expect(byNode.body.data?.node).toEqual({ id: notice?.id, title: notice?.title });
  });

  it('serves notices in the asked language', async () => {
    const vi = await stack.gql<NoticePage>(NOTICES, { first: 1 }, { language: 'vi-VN,vi;q=0.9' });
    const en = await stack.gql<NoticePage>(NOTICES, { first: 1 }, { language: 'en-US' });
    expect(vi.body.data?.notices.edges[0]?.node.title).not.toBe(en.body.data?.notices.edges[0]?.node.title);
  });

  it('never sends scripts in notice HTML', async () => {
    const page = await stack.gql<NoticePage>(NOTICES, { first: 50 });
    for (const edge of page.body.data?.notices.edges ?? []) expect(edge.node.content).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('hides another member behind node(): null, not their data', async () => {
    const session = await stack.login('player01');
    const own = await stack.gql<{ viewer: { member: { id: string } } }>('{ viewer { member { id } } }', {}, { session });
    const memberId = own.body.data?.viewer.member.id ?? '';
    const mine = await stack.gql<{ node: { account: string } }>('query($id: ID!) { node(id: $id) { ... on Member { account } } }', { id: memberId }, { session });
    expect(mine.body.data?.node.account).toBe('player01');

    const other = await stack.login('vip01');
    const theirs = await stack.gql('query($id: ID!) { node(id: $id) { ... on Member { account } } }', { id: memberId }, { session: other });
    expect(theirs.body.data).toEqual({ node: null });
    const anonymous = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [memberId, memberId] });
    expect(anonymous.body.data).toEqual({ nodes: [null, null] });
    // An id the gateway cannot have issued is the client's mistake, not a missing node.
    const garbage = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [memberId, 'garbage'] });
    expect(errorCodes(garbage)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers bad input with BAD_USER_INPUT and hides upstream detail on failure', async () => {
    // Over the largest page (100), within the cost limit (which refuses a first of thousands before it runs).
    const bad = await stack.gql(NOTICES, { first: 500 });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');

    await stack.control('PUT', '/faults', { path: calls.memberInfo.path, status: 400, errorCode: 'request_param_err' });
    const session = await stack.login().catch(() => '');
    expect(session).toBe('');
    await stack.control('DELETE', '/faults');
    const goodSession = await stack.login();
    await stack.control('PUT', '/faults', { path: calls.balance.path, status: 400, errorCode: 'request_param_err' });
    const reply = await stack.gql('{ viewer { wallet { balance } } }', {}, { session: goodSession });
    expect(reply.status).toBe(200);
    expect(reply.body.errors?.[0]).toMatchObject({ message: 'System error.', extensions: { code: 'INTERNAL' } });
    expect(reply.raw).not.toMatch(/request_param_err|wps|127\.0\.0\.1|stack/i);
  });

  it('maps platform maintenance and region blocking to site status and typed errors', async () => {
    await stack.control('PUT', '/site', { maintenance: true, maintenanceEndTime: Date.UTC(2030, 0, 1) });
    const site = await stack.gql<{ site: { status: string; maintenanceEndsAt: string } }>(SITE, {}, { ip: '10.0.0.1' });
    expect(site.body.data?.site).toMatchObject({ status: 'MAINTENANCE', maintenanceEndsAt: '2030-01-01T00:00:00.000Z' });
    const login = await stack.gql('mutation { login(input: {username: "player01", password: "secret88"}) { userErrors { code } } }');
    expect(errorCode(login)).toBe('MAINTENANCE');

    await stack.control('PUT', '/site', { maintenance: false, regionRestriction: true });
    const blocked = await stack.gql<{ site: { status: string; visitorIp: string } }>(SITE, {}, { ip: '10.0.0.2' });
    expect(blocked.body.data?.site.status).toBe('REGION_BLOCKED');
    expect(blocked.body.data?.site.visitorIp).toBeTruthy();
  });

  it('refuses abusive queries (alias floods) before resolving them', async () => {
    await stack.control('DELETE', '/calls');
    const aliases = Array.from({ length: 40 }, (_, i) => `n${i}: notices(first: 1) { totalCount }`).join(' ');
    const reply = await stack.gql(`{ ${aliases} }`);
    expect(errorCode(reply)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(reply.body.data ?? null).toBeNull();
    expect(await stack.upstreamCalls(callKey(calls.announcements))).toBe(0);
  });
});
