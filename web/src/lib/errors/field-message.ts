import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/message-id';

/** A value of a message: plain, or another message (formatted in the current language too). */
export type FieldMessageValue = string | number | { messageId: MessageId };

/**
 * A validation or server message kept as id + values, never as formatted text, so it re-localises when the
 * language changes while it is on screen.
 */
export interface FieldMessage {
  id: MessageId;
  values?: Record<string, FieldMessageValue>;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldMessage>>;

export function formatFieldMessage(intl: IntlShape, message: FieldMessage): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(message.values ?? {})) {
    values[key] = typeof value === 'object' ? intl.formatMessage({ id: value.messageId }) : value;
  }
  return intl.formatMessage({ id: message.id }, values);
}

/** Formats the message when there is one; TextField takes `undefined` for "no error". */
export function formatOptional(intl: IntlShape, message: FieldMessage | undefined): string | undefined {
  return message ? formatFieldMessage(intl, message) : undefined;
}
