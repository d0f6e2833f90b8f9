import { defineRoute } from '../../core/route-registry.js';
import { BANKS } from './banks.js';
import type { BoundAccount } from './funds-book.js';
import { bankHolderName } from './funds-texts.js';
import { fundsBook, nextFundsId } from './funds-books.js';
import { answerOnce } from '../../core/answer-once.js';
import { invalidParam } from '../../core/business-error.js';
import { idempotencyKey, objectFields } from '../../core/request-input.js';
import { checkPaymentPassword } from './payment-password.js';
import { fundsRefusal } from './funds-errors.js';
import { realMemberOf } from './real-member.js';
import { MAX_BOUND_ACCOUNTS } from './withdraw-info.js';
import { boundAccountValue } from './withdraw-values.js';

const HOLDER = /^[\p{L} ]{2,50}$/u;

/** Binds a bank account withdrawals are paid into (payment password, encrypted). Idempotent by `requestId`. */
export const bindWithdrawAccountRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/passwordCheck/FUNDS_bindWithdrawAccount',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: true,
  handle: ({ store, session, payload }) => {
    const account = realMemberOf(store, session);
    const fields = objectFields(payload);
    const bank = BANKS.find((candidate) => candidate.bankCode === fields.bankCode);
    if (bank === undefined) throw invalidParam(`bankCode must be one of ${BANKS.map((candidate) => candidate.bankCode).join(', ')}`);
    const { accountNumber } = fields;
    if (typeof accountNumber !== 'string' || !/^\d{6,20}$/.test(accountNumber)) throw invalidParam('accountNumber must be 6 to 20 digits');
    const holderText = typeof fields.holder === 'string' ? fields.holder.trim().replace(/\s+/g, ' ') : '';
    if (!HOLDER.test(holderText)) throw invalidParam('holder must be 2 to 50 letters and spaces');
    checkPaymentPassword(account, fields);
    const holder = bankHolderName(holderText);
    const requestId = idempotencyKey(fields, 'requestId') ?? `BA${nextFundsId(store)}`;
    return answerOnce(store, `${account.id}:bindAccount`, requestId, { bankCode: bank.bankCode, accountNumber, holder }, () => {
      const book = fundsBook(store, account);
      if (book.boundAccounts.some((bound) => bound.bankCode === bank.bankCode && bound.accountNumber === accountNumber)) throw fundsRefusal('accountExists');
      if (book.boundAccounts.length >= MAX_BOUND_ACCOUNTS) throw fundsRefusal('accountLimit', { limit: MAX_BOUND_ACCOUNTS });
      const bound: BoundAccount = { accountId: nextFundsId(store), bankCode: bank.bankCode, accountNumber, holder, createdAt: store.clock.now() };
      book.boundAccounts.push(bound);
      return boundAccountValue(bound);
    });
  },
});
