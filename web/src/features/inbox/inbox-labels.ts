import type { IntlShape } from 'react-intl';
import type { InboxCategory } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

// A schema enum: a category the schema adds fails typecheck here until it has a label.
const categoryMessages: Readonly<Record<InboxCategory, MessageId>> = {
  SYSTEM: 'inbox.category.SYSTEM',
  ACCOUNT: 'inbox.category.ACCOUNT',
  PROMOTION: 'inbox.category.PROMOTION',
};

export const inboxCategories = Object.keys(categoryMessages) as InboxCategory[];

export function inboxCategoryLabel(intl: IntlShape, category: InboxCategory): string {
  return intl.formatMessage({ id: categoryMessages[category] });
}
