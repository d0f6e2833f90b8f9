import type {
  InboxFilter,
  InboxMessage,
  MarkInboxMessagesReadInput,
  ReadInboxMessageInput,
  UserError,
} from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { platformIdOf } from '../../relay/typed-id.js';
import { userError } from '../../shared/user-errors.js';
import { toInboxMessage } from './inbox-mapping.js';
import type { InboxMessageValue, InboxPageValue, MarkReadValue } from './upstream-shapes.js';

const PAGE = 20;
/** The platform marks at most this many messages per call. */
export const MAX_MARKED = 100;

export interface ReadInboxMessagePayloadModel {
  message: InboxMessage | null;
  userErrors: UserError[];
}

export interface MarkInboxMessagesReadPayloadModel {
  updatedCount: number;
  messageIds: string[] | null;
  unreadCount: number;
  userErrors: UserError[];
}

const unknownMessage = (field: string): UserError => userError(field, 'NOT_FOUND', 'This message is not in your inbox.');

/** The platform refuses a request naming a message that is not the member's; these calls carry nothing else. */
const namesUnknownMessage = (error: unknown): boolean => error instanceof UpstreamError && error.upstreamCode === 'request_param_err';

/** The member's inbox (page messageV2): the list, one message, and marking messages read. */
export class InboxService {
  private readonly unread;

  constructor(private readonly platform: Platform) {
    this.unread = platform.memberLoader<number>(calls.unreadCount, undefined, 'unreadCount');
  }

  /** Unread messages: the inbox badge. */
  unreadCount(token: string): Promise<number> {
    return this.unread.load(token);
  }

  async messages(args: ForwardPageArgs, filter: InboxFilter | null | undefined): Promise<Connection<InboxMessage> & { unreadCount: number }> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<InboxPageValue>(calls.inboxMessages, {
      query: {
        pageNum: page.pageNo,
        pageSize: page.pageSize,
        category: filter?.category ?? undefined,
        unreadOnly: filter?.unreadOnly === true ? 'true' : undefined,
      },
    });
    return { ...connectionFromUpstreamPage(value.content.map(toInboxMessage), page, value.totalCount), unreadCount: value.unreadCount };
  }

  /** One message by its platform id; null when it is not the member's. */
  async message(messageId: number): Promise<InboxMessage | null> {
    try {
      return toInboxMessage(await this.platform.read<InboxMessageValue>(calls.inboxMessage, { query: { messageId } }));
    } catch (error) {
      if (namesUnknownMessage(error)) return null;
      throw error;
    }
  }

  /** Opening a message: it is marked read, then read back as it now is. */
  async read(input: ReadInboxMessageInput): Promise<ReadInboxMessagePayloadModel> {
    const messageId = platformIdOf(input.messageId, 'InboxMessage', 'messageId');
    try {
      await this.platform.write<MarkReadValue>(calls.markMessagesRead, { messageIds: [messageId] });
    } catch (error) {
      if (namesUnknownMessage(error)) return { message: null, userErrors: [unknownMessage('messageId')] };
      throw error;
    }
    const message = await this.message(messageId);
    return message === null ? { message: null, userErrors: [unknownMessage('messageId')] } : { message, userErrors: [] };
  }

  async markRead(input: MarkInboxMessagesReadInput): Promise<MarkInboxMessagesReadPayloadModel> {
    const refused = (error: UserError): MarkInboxMessagesReadPayloadModel => ({ updatedCount: 0, messageIds: null, unreadCount: 0, userErrors: [error] });
    const all = input.all === true;
    const ids = input.messageIds ?? [];
    if (!all && ids.length === 0) return refused(userError('messageIds', 'REQUIRED', 'Name the messages, or mark all of them.'));
    if (!all && ids.length > MAX_MARKED) {
      return refused(userError('messageIds', 'TOO_LONG', `At most ${MAX_MARKED} messages at once.`, { limit: MAX_MARKED }));
    }
    const messageIds = all ? [] : ids.map((id) => platformIdOf(id, 'InboxMessage', 'messageIds'));
    let value: MarkReadValue;
    try {
      value = await this.platform.write<MarkReadValue>(calls.markMessagesRead, all ? { all: true } : { messageIds });
    } catch (error) {
      if (namesUnknownMessage(error)) return refused(unknownMessage('messageIds'));
      throw error;
    }
    return { updatedCount: value.updated, messageIds: all ? null : ids, unreadCount: value.unreadCount, userErrors: [] };
  }
}
