import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/message-id';
import { formatMoney } from '../money/format-money';
import { formatPercent, formatPoints } from '../numbers/format-numbers';

/** A value of a message: plain, another message, or money, points or a percentage (formatted in the current language too). */
export type FieldMessageValue =
  | string
  | number
  | { messageId: MessageId }
  | { money: string }
  | { points: number | string }
  | { percent: number | string };

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
    if (typeof value !== 'object') values[key] = value;
    else if ('money' in value) values[key] = formatMoney(value.money, intl.locale);
    else if ('points' in value) values[key] = formatPoints(value.points, intl.locale);
    else if ('percent' in value) values[key] = formatPercent(value.percent, intl.locale);
    else values[key] = intl.formatMessage({ id: value.messageId });
  }
  return intl.formatMessage({ id: message.id }, values);
}

/** Formats the message when there is one; TextField takes `undefined` for "no error". */
export function formatOptional(intl: IntlShape, message: FieldMessage | undefined): string | undefined {
  return message ? formatFieldMessage(intl, message) : undefined;
}
