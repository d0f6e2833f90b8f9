import type { ReceivingAccount, Withdrawal, WithdrawalConfirmation, WithdrawalRules } from '../../../__generated__/schema-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import type { WithdrawAccountValue, WithdrawalConfirmationValue, WithdrawInfoValue, WithdrawOrderValue } from './upstream-shapes.js';

const isoOrNull = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function toReceivingAccount(value: WithdrawAccountValue): ReceivingAccount {
  return {
    id: toGlobalId('ReceivingAccount', String(value.accountId)),
    bankCode: value.bankCode ?? null,
    bankName: value.bankName,
    accountNumber: value.accountNumber,
    holderName: value.holder,
    boundAt: isoOrNull(value.createdAt),
  };
}

export function toWithdrawalRules(value: WithdrawInfoValue): WithdrawalRules {
  return {
    hasWithdrawPassword: value.paymentPasswordSet,
    minAmount: toDecimal(value.minAmount),
    maxAmount: toDecimal(value.maxAmount),
    dailyCountLimit: value.dailyCountLimit,
    dailyCountUsed: value.dailyCountUsed,
    dailyAmountLimit: toDecimal(value.dailyAmountLimit),
    dailyAmountUsed: toDecimal(value.dailyAmountUsed),
    turnoverRequired: toDecimal(value.turnoverRequired),
    turnoverDone: toDecimal(value.turnoverDone),
    remainingTurnover: toDecimal(value.turnoverRemaining),
    availableBalance: toDecimal(value.availableBalance),
    heldAmount: toDecimal(value.heldAmount),
    maxReceivingAccounts: value.maxAccounts,
    banks: value.banks.map((bank) => ({ code: bank.bankCode, name: bank.bankName })),
  };
}

export function toWithdrawal(value: WithdrawOrderValue): Withdrawal {
  return {
    id: toGlobalId('Withdrawal', value.orderNo),
    orderNo: value.orderNo,
    amount: toDecimal(value.amount),
    status: value.status,
    receivingAccount: toReceivingAccount({ accountId: value.accountId, bankName: value.bankName, accountNumber: value.accountNumber, holder: value.holder }),
    remark: value.remark ?? null,
    createdAt: new Date(value.createdAt).toISOString(),
    settledAt: isoOrNull(value.settledAt),
  };
}

const decimalOrNull = (value: number | string | null | undefined): string | null => (value === null || value === undefined ? null : toDecimal(value));

export function toWithdrawalConfirmation(value: WithdrawalConfirmationValue): WithdrawalConfirmation {
  return {
    id: toGlobalId('WithdrawalConfirmation', String(value.id)),
    orderNo: value.orderNo,
    amount: toDecimal(value.amount),
    requestedAt: new Date(value.requestedAt).toISOString(),
    deadline: new Date(value.deadline).toISOString(),
    status: value.status,
    confirmedAt: isoOrNull(value.confirmedAt),
    receivedAmount: decimalOrNull(value.receivedAmount),
    remainingAmount: decimalOrNull(value.remainingAmount),
    proofImageCount: value.proofImageCount ?? 0,
    payerName: value.payerName ?? null,
    bankName: value.bankName ?? null,
    bankAccount: value.bankAccount ?? null,
  };
}
