import { defineRoute } from '../../core/route-registry.js';
import { bankName, maskAccountNumber } from './banks.js';
import type { FundsBook, WithdrawOrder } from './funds-book.js';
import { LINE_REMARKS } from './funds-texts.js';
import { MIN_WITHDRAW_CENTS, vipLevel } from './vip-levels.js';
import type { Account } from '../../core/accounts.js';
import type { SandboxStore } from '../../core/store.js';
import { fundsBook, nextFundsId, recordLine } from './funds-books.js';
import { orderOnce } from '../../core/answer-once.js';
import { mainWallet } from '../member-book/funds-lottery-points-books.js';
import { turnoverOf } from './funds-turnover.js';
import { withdrawnToday } from './funds-withdraw-usage.js';
import { invalidParam, refusal } from '../../core/business-error.js';
import { amountCents, idempotencyKey, objectFields, requiredId } from '../../core/request-input.js';
import { checkPaymentPassword } from './payment-password.js';
import { moneyValue } from '../../core/money.js';
import { fundsRefusal } from './funds-errors.js';
import { realMemberOf } from './real-member.js';
import { withdrawOrderValue } from './withdraw-values.js';

/** The platform's rules in the order it applies them: per-withdrawal range, today's limits, turnover, balance. */
function checkAllowed(store: SandboxStore, account: Account, book: FundsBook, cents: number): void {
  const level = vipLevel(account.clubLabel.rankLevel);
  const range = { minAmount: moneyValue(MIN_WITHDRAW_CENTS), maxAmount: moneyValue(level.maxWithdrawAmountCents) };
  if (cents < MIN_WITHDRAW_CENTS) throw fundsRefusal('withdrawMin', range);
  if (cents > level.maxWithdrawAmountCents) throw fundsRefusal('withdrawMax', range);
  const today = withdrawnToday(book, store.clock.now());
  if (today.count >= level.dailyWithdrawCount) throw fundsRefusal('dailyCount', { limit: level.dailyWithdrawCount, used: today.count });
  if (today.cents + cents > level.dailyWithdrawAmountCents) {
    throw fundsRefusal('dailyAmount', {
      limit: moneyValue(level.dailyWithdrawAmountCents),
      used: moneyValue(today.cents),
      remaining: moneyValue(Math.max(0, level.dailyWithdrawAmountCents - today.cents)),
    });
  }
  const turnover = turnoverOf(book);
  if (turnover.remainingCents > 0) {
    throw fundsRefusal('turnoverNotMet', {
      turnoverRequired: moneyValue(turnover.requiredCents),
      turnoverDone: moneyValue(turnover.doneCents),
      remaining: moneyValue(turnover.remainingCents),
    });
  }
  if (mainWallet(account).availCents < cents) throw refusal('balanceInsufficient');
}

/**
 * A withdrawal to a bound account: the amount leaves the available balance and is held until the order is paid
 * or refused (control API). Payment password, encrypted; a repeated `orderNo` is refused as a duplicate order.
 */
export const withdrawRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/passwordCheck/FUNDS_withdraw',
  moduleId: 'FUNDTRANS3',
  token: true,
  encrypted: true,
  handle: ({ store, session, payload }) => {
    const account = realMemberOf(store, session);
    const fields = objectFields(payload);
    const accountId = requiredId(fields, 'accountId');
    const cents = amountCents(fields);
    const book = fundsBook(store, account);
    const bound = book.boundAccounts.find((candidate) => candidate.accountId === accountId);
    if (bound === undefined) throw invalidParam(`Unknown accountId ${accountId}`);
    checkPaymentPassword(account, fields);
    const orderNo = idempotencyKey(fields, 'orderNo') ?? `WD${nextFundsId(store)}`;
    return orderOnce(store, `${account.id}:withdraw`, orderNo, { accountId, cents }, () => {
      if (book.withdrawOrders.some((order) => order.orderNo === orderNo)) throw invalidParam(`orderNo ${orderNo} is already an order`);
      checkAllowed(store, account, book, cents);
      const wallet = mainWallet(account);
      wallet.availCents -= cents;
      book.heldCents += cents;
      const line = recordLine(store, account, {
        transType: 'WITHDRAW',
        orderNo,
        amountCents: -cents,
        status: 'PENDING',
        remark: LINE_REMARKS.withdraw(bankName(bound.bankCode), maskAccountNumber(bound.accountNumber)),
      });
      const order: WithdrawOrder = { orderNo, accountId, amountCents: cents, status: 'PENDING', remark: null, createdAt: line.createdAt, settledAt: null, lineId: line.transId };
      book.withdrawOrders.push(order);
      return { ...withdrawOrderValue(order, book.boundAccounts), availableBalance: moneyValue(wallet.availCents), heldAmount: moneyValue(book.heldCents) };
    });
  },
});
