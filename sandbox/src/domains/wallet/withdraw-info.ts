import { defineRoute } from '../../core/route-registry.js';
import { CURRENCY } from '../../core/accounts.js';
import { BANKS } from './banks.js';
import { MIN_WITHDRAW_CENTS, vipLevel } from './vip-levels.js';
import { fundsBook } from './funds-books.js';
import { mainWallet } from '../member-book/funds-lottery-points-books.js';
import { turnoverOf } from './funds-turnover.js';
import { withdrawnToday } from './funds-withdraw-usage.js';
import { moneyValue } from '../../core/money.js';
import { realMemberOf } from './real-member.js';
import { boundAccountValue } from './withdraw-values.js';

export const MAX_BOUND_ACCOUNTS = 5;

/** Everything the withdraw page shows before the member types an amount. */
export const withdrawInfoRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/FUNDS_getWithdrawInfo',
  moduleId: 'FUNDTRANS3',
  token: true,
  handle: ({ store, session }) => {
    const account = realMemberOf(store, session);
    const book = fundsBook(store, account);
    const level = vipLevel(account.clubLabel.rankLevel);
    const today = withdrawnToday(book, store.clock.now());
    const turnover = turnoverOf(book);
    return {
      paymentPasswordSet: account.paymentPassword !== null,
      accounts: book.boundAccounts.map(boundAccountValue),
      maxAccounts: MAX_BOUND_ACCOUNTS,
      banks: BANKS.map((bank) => ({ ...bank })),
      minAmount: moneyValue(MIN_WITHDRAW_CENTS),
      maxAmount: moneyValue(level.maxWithdrawAmountCents),
      dailyCountLimit: level.dailyWithdrawCount,
      dailyCountUsed: today.count,
      dailyAmountLimit: moneyValue(level.dailyWithdrawAmountCents),
      dailyAmountUsed: moneyValue(today.cents),
      turnoverRequired: moneyValue(turnover.requiredCents),
      turnoverDone: moneyValue(turnover.doneCents),
      turnoverRemaining: moneyValue(turnover.remainingCents),
      availableBalance: moneyValue(mainWallet(account).availCents),
      heldAmount: moneyValue(book.heldCents),
      currency: CURRENCY.code,
      currencySymbol: CURRENCY.symbol,
    };
  },
});
