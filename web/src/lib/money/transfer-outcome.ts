import type { IntlShape } from 'react-intl';
import { formatMoney } from './format-money';

/** A transfer between members as the platform reports it. */
export interface SentTransfer {
  sender: string;
  senderNickname?: string | null;
  recipient: string;
  recipientNickname?: string | null;
  amount: string;
  note?: string | null;
}

/** A party of a transfer: its nickname and account, or the account alone. */
export const transferParty = (account: string, nickname?: string | null) => (nickname ? `${nickname} (${account})` : account);

/**
 * A transfer's success message (to the upline, to a downline), `<messages>.done` or `<messages>.done.note` when it
 * carried a note: sender, recipient, amount and note.
 */
export function transferOutcome(intl: IntlShape, messages: 'upline' | 'downlineTransfer', sent: SentTransfer): string {
  return intl.formatMessage(
    { id: sent.note ? `${messages}.done.note` : `${messages}.done` },
    {
      sender: transferParty(sent.sender, sent.senderNickname),
      recipient: transferParty(sent.recipient, sent.recipientNickname),
      amount: formatMoney(sent.amount, intl.locale),
      note: sent.note ?? '',
    },
  );
}
