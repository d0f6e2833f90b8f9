import { bankName, maskAccountNumber } from './banks.js';
import type { BoundAccount, WithdrawOrder } from './funds-book.js';
import { moneyValue } from '../../core/money.js';

export function boundAccountValue(bound: BoundAccount) {
  return {
    accountId: bound.accountId,
    bankCode: bound.bankCode,
    bankName: bankName(bound.bankCode),
    accountNumber: maskAccountNumber(bound.accountNumber),
    holder: bound.holder,
    createdAt: bound.createdAt,
  };
}

export function withdrawOrderValue(order: WithdrawOrder, accounts: readonly BoundAccount[]) {
  const bound = accounts.find((account) => account.accountId === order.accountId);
  return {
    orderNo: order.orderNo,
    accountId: order.accountId,
    bankName: bound === undefined ? null : bankName(bound.bankCode),
    accountNumber: bound === undefined ? null : maskAccountNumber(bound.accountNumber),
    holder: bound?.holder ?? null,
    amount: moneyValue(order.amountCents),
    status: order.status,
    remark: order.remark,
    createdAt: order.createdAt,
    settledAt: order.settledAt,
  };
}
