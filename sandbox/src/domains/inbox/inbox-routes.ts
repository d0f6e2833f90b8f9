import { defineRoute } from '../../core/route-registry.js';
import type { Language } from '../../protocol/headers.js';
import type { InboxCategory, InboxMessage } from '../member-book/member-book.js';
import { localize } from '../../core/localized.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { invalidParam } from '../../core/business-error.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { jsonBody, queryChoice, requiredId } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';

function messageValue(message: InboxMessage, language: Language) {
  return {
    messageId: message.messageId,
    category: message.category,
    title: localize(message.title, language),
    content: localize(message.content, language),
    read: message.read,
    createdAt: message.createdAt,
  };
}

const CATEGORIES: readonly InboxCategory[] = ['SYSTEM', 'ACCOUNT', 'PROMOTION'];
const MAX_IDS = 100;

/** The header badge: how many inbox messages are unread. */
export const unreadCountRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  token: true,
  handle: ({ store, session }) => settledBook(store, sessionAccount(store, session)).inbox.filter((message) => !message.read).length,
});

/** One message by id, as in the list; reading it changes nothing (marking read is its own call). */
export const messageRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_getMessage',
  moduleId: 'INBOX3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const messageId = requiredId(query, 'messageId');
    const message = settledBook(store, sessionAccount(store, session)).inbox.find((item) => item.messageId === messageId);
    if (message === undefined) throw invalidParam(`Unknown messageId ${messageId}`);
    return messageValue(message, language);
  },
});

export const messageListRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/CSP_getMessageList',
  moduleId: 'INBOX3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const paging = pageRequest(query);
    const category = queryChoice(query.category, 'category', CATEGORIES);
    const unreadOnly = queryChoice(query.unreadOnly, 'unreadOnly', ['TRUE', 'FALSE']) === 'TRUE';
    const book = settledBook(store, sessionAccount(store, session));
    const messages = book.inbox
      .filter((message) => (category === undefined || message.category === category) && (!unreadOnly || !message.read))
      .sort((left, right) => right.createdAt - left.createdAt || right.messageId - left.messageId)
      .map((message) => messageValue(message, language));
    return { ...pageOf(messages, paging), unreadCount: book.inbox.filter((message) => !message.read).length };
  },
});

/** `{messageIds: [..]}` or `{all: true}`; marking a read message again is harmless, an unknown id is refused. */
export const markReadRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/CSP_markMessagesRead',
  moduleId: 'INBOX3',
  token: true,
  handle: (call) => {
    const { store, session } = call;
    const fields = jsonBody(call);
    const book = settledBook(store, sessionAccount(store, session));
    let targets = book.inbox;
    if (fields.all !== true) {
      const ids = fields.messageIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS) {
        throw invalidParam(`messageIds must list 1 to ${MAX_IDS} message ids, or send all: true`);
      }
      targets = ids.map((id) => {
        const message = book.inbox.find((item) => item.messageId === id);
        if (message === undefined) throw invalidParam(`Unknown messageId ${String(id)}`);
        return message;
      });
    }
    const updated = targets.filter((message) => !message.read);
    for (const message of updated) message.read = true;
    return { updated: updated.length, unreadCount: book.inbox.filter((message) => !message.read).length };
  },
});
