import { defineRoute } from '../../core/route-registry.js';
import { orderOnce } from '../../core/answer-once.js';
import { mainWallet, nextId } from '../member-book/funds-lottery-points-books.js';
import { refusal } from '../../core/business-error.js';
import { amountCents, idempotencyKey, jsonBody, optionalText } from '../../core/request-input.js';
import { LINE_REMARKS } from './funds-texts.js';
import { recordLine } from './funds-books.js';
import { realMemberOf } from './real-member.js';
import { moneyValue } from '../../core/money.js';

const NOTE_LIMIT = 100;

/**
 * Member centre "transfer to upline": main wallet to the direct upline's main wallet. Upline → downline
 * transfers belong to the agency group (`GCS_transferToDownline`). A repeated `orderNo` is a duplicate order.
 */
export const uplineTransferRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/GCS_transferToUpline',
  moduleId: 'FUNDTRANS3',
  token: true,
  handle: (call) => {
    const { store, session } = call;
    const fields = jsonBody(call);
    const cents = amountCents(fields);
    const note = optionalText(fields, 'note', NOTE_LIMIT) ?? '';
    const account = realMemberOf(store, session);
    const orderNo = idempotencyKey(fields, 'orderNo') ?? `TU${nextId(store)}`;
    return orderOnce(store, `${account.id}:uplineTransfer`, orderNo, { cents, note }, () => {
      const upline = account.uplineId === null ? undefined : store.accountById(account.uplineId);
      if (upline === undefined) throw refusal('noUpline');
      const source = mainWallet(account);
      if (source.availCents < cents) throw refusal('balanceInsufficient');
      source.availCents -= cents;
      mainWallet(upline).availCents += cents;
      recordLine(store, account, { transType: 'TRANSFER', orderNo, amountCents: -cents, status: 'SUCCESS', remark: LINE_REMARKS.toUpline(upline.account) });
      recordLine(store, upline, { transType: 'TRANSFER', orderNo, amountCents: cents, status: 'SUCCESS', remark: LINE_REMARKS.fromDownline(account.account) });
      return {
        orderNo,
        status: 'SUCCESS',
        sender: account.account,
        recipient: upline.account,
        recipientNickname: upline.nickname,
        amount: moneyValue(cents),
        note,
        createdAt: store.clock.now(),
        availBalance: moneyValue(source.availCents),
      };
    });
  },
});
