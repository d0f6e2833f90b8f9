import { beforeEach, describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { errorCode } from '../../../../testing/money-fixtures.js';

const INBOX = `query($filter: InboxFilter) { viewer { counts { inbox } inbox(first: 20, filter: $filter) { totalCount unreadCount edges { node { id category title content read createdAt } } } } }`;
const READ = /* GraphQL */ `
  mutation Read($input: ReadInboxMessageInput!) {
    readInboxMessage(input: $input) { message { id title read } viewer { counts { inbox } } userErrors { field code } }
  }
`;
const MARK = /* GraphQL */ `
  mutation Mark($input: MarkInboxMessagesReadInput!) {
    markInboxMessagesRead(input: $input) { updatedCount messageIds unreadCount viewer { counts { inbox } } userErrors { field code } }
  }
`;

interface Message {
  id: string;
  category: string;
  title: string;
  content: string;
  read: boolean;
}
interface InboxReply {
  viewer: { counts: { inbox: number }; inbox: { totalCount: number; unreadCount: number; edges: { node: Message }[] } };
}

describe('inbox', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  const inbox = async (filter?: Record<string, unknown>) => {
    const reply = await stack.gql<InboxReply>(INBOX, { filter }, { session });
    expect(reply.body.errors).toBeUndefined();
    if (!reply.body.data) throw new Error(reply.raw);
    return reply.body.data.viewer;
  };

  it('lists messages newest first with sanitised HTML, and the unread count matches the badge', async () => {
    const viewer = await inbox();
    expect(viewer.inbox.totalCount).toBeGreaterThan(0);
    expect(viewer.inbox.unreadCount).toBe(viewer.counts.inbox);
    for (const { node } of viewer.inbox.edges) expect(node.content).not.toMatch(/<script/i);
    const unread = await inbox({ unreadOnly: true });
    expect(unread.inbox.edges.every((edge) => !edge.node.read)).toBe(true);
    expect(unread.inbox.totalCount).toBe(viewer.counts.inbox);
  });

  it('reads one message: it becomes read and the badge drops by one', async () => {
    const before = await inbox({ unreadOnly: true });
    const target = before.inbox.edges[0]?.node;
    const reply = await stack.gql<{ readInboxMessage: { message: Message | null; viewer: { counts: { inbox: number } } | null; userErrors: unknown[] } }>(
      READ,
      { input: { messageId: target?.id } },
      { session },
    );
    expect(reply.body.data?.readInboxMessage).toEqual({
      message: { id: target?.id, title: target?.title, read: true },
      viewer: { counts: { inbox: before.counts.inbox - 1 } },
      userErrors: [],
    });
    const NODE = `query($id: ID!) { node(id: $id) { ... on InboxMessage { read } } }`;
    expect((await stack.gql<{ node: { read: boolean } }>(NODE, { id: target?.id }, { session })).body.data?.node).toEqual({ read: true });
    expect((await stack.gql<{ node: unknown }>(NODE, { id: target?.id })).body.data?.node).toBeNull();
  });

  it('marks named messages, or all of them, read', async () => {
    const before = await inbox({ unreadOnly: true });
    const ids = before.inbox.edges.slice(0, 2).map((edge) => edge.node.id);
    const some = await stack.gql<{ markInboxMessagesRead: { updatedCount: number; messageIds: string[]; unreadCount: number } }>(MARK, { input: { messageIds: ids } }, { session });
    expect(some.body.data?.markInboxMessagesRead).toMatchObject({ updatedCount: 2, messageIds: ids, unreadCount: before.counts.inbox - 2 });
    const all = await stack.gql<{ markInboxMessagesRead: { unreadCount: number; viewer: { counts: { inbox: number } } } }>(MARK, { input: { all: true } }, { session });
    expect(all.body.data?.markInboxMessagesRead).toMatchObject({ unreadCount: 0, viewer: { counts: { inbox: 0 } } });
  });

  it('refuses an unknown message as NOT_FOUND, and an empty or malformed request before any call', async () => {
    const unknown = Buffer.from('InboxMessage:999999999').toString('base64url');
    const read = await stack.gql<{ readInboxMessage: { userErrors: unknown[] } }>(READ, { input: { messageId: unknown } }, { session });
    expect(read.body.data?.readInboxMessage.userErrors).toEqual([{ field: 'messageId', code: 'NOT_FOUND' }]);
    await stack.control('DELETE', '/calls');
    const empty = await stack.gql<{ markInboxMessagesRead: { userErrors: unknown[] } }>(MARK, { input: { messageIds: [] } }, { session });
    expect(empty.body.data?.markInboxMessagesRead.userErrors).toEqual([{ field: 'messageIds', code: 'REQUIRED' }]);
    const many = Array.from({ length: 101 }, (_, i) => Buffer.from(`InboxMessage:${i + 1}`).toString('base64url'));
    const tooMany = await stack.gql<{ markInboxMessagesRead: { userErrors: { code: string }[] } }>(MARK, { input: { messageIds: many } }, { session });
    expect(tooMany.body.data?.markInboxMessagesRead.userErrors.map((error) => error.code)).toEqual(['TOO_LONG']);
    expect(errorCode(await stack.gql(READ, { input: { messageId: 'bm90LWFuLWlk' } }, { session }))).toBe('BAD_USER_INPUT');
    expect(await stack.upstreamCalls(callKey(calls.markMessagesRead))).toBe(0);
  });
});
