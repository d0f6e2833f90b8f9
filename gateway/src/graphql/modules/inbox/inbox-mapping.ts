import type { InboxCategory, InboxMessage } from '../../../__generated__/schema-types.js';
import { sanitiseHtml } from '../../html/sanitise-html.js';
import { toGlobalId } from '../../relay/global-id.js';
import type { InboxMessageValue } from './upstream-shapes.js';

const CATEGORIES: readonly InboxCategory[] = ['SYSTEM', 'ACCOUNT', 'PROMOTION'];

export function toInboxMessage(value: InboxMessageValue): InboxMessage {
  return {
    id: toGlobalId('InboxMessage', String(value.messageId)),
    category: CATEGORIES.find((category) => category === value.category?.toUpperCase()) ?? 'SYSTEM',
    title: value.title,
    content: sanitiseHtml(value.content ?? ''),
    read: value.read,
    createdAt: new Date(value.createdAt).toISOString(),
  };
}
