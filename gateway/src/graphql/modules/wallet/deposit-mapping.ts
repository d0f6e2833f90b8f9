import type { DepositChannel, DepositChannelKind, DepositOrder, MerchantBankAccount } from '../../../__generated__/schema-types.js';
import { sanitiseHtml } from '../../html/sanitise-html.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import { safeLink } from '../../values/safe-link.js';
import type { BankAccountValue, DepositChannelValue, DepositOrderValue } from './upstream-shapes.js';

const KINDS: Record<DepositChannelValue['kind'], DepositChannelKind> = {
  BANK_TRANSFER: 'BANK_TRANSFER',
  EWALLET: 'E_WALLET',
  SCRATCH_CARD: 'SCRATCH_CARD',
};

const isoOrNull = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function toMerchantBankAccount(value: BankAccountValue): MerchantBankAccount {
  return {
    id: toGlobalId('MerchantBankAccount', String(value.bankAccountId)),
    bankCode: value.bankCode,
    bankName: value.bankName,
    accountNumber: value.accountNumber,
    holderName: value.holder,
    branch: value.branch ?? null,
  };
}

export function toDepositChannel(value: DepositChannelValue): DepositChannel {
  return {
    id: toGlobalId('DepositChannel', String(value.channelId)),
    kind: KINDS[value.kind],
    provider: value.provider,
    name: value.name,
    minAmount: toDecimal(value.minAmount),
    maxAmount: toDecimal(value.maxAmount),
    presetAmounts: value.presetAmounts.map(toDecimal),
    feeRate: toDecimal(value.feeRate),
    tutorial: value.tutorial ? sanitiseHtml(value.tutorial) : null,
    bankAccounts: (value.bankAccounts ?? []).map(toMerchantBankAccount),
    telcos: (value.telcos ?? []).map((telco) => ({ code: telco.telco, name: telco.name, faceValues: telco.faceValues.map(toDecimal) })),
  };
}

export function toDepositOrder(value: DepositOrderValue): DepositOrder {
  const instructions = value.instructions ?? {};
  return {
    id: toGlobalId('DepositOrder', value.orderNo),
    orderNo: value.orderNo,
    channelKind: KINDS[value.kind],
    channelName: value.channelName,
    provider: value.provider,
    amount: toDecimal(value.amount),
    fee: toDecimal(value.fee),
    creditAmount: toDecimal(value.creditAmount),
    status: value.status,
    remark: value.remark ?? null,
    createdAt: new Date(value.createdAt).toISOString(),
    settledAt: isoOrNull(value.settledAt),
    payTo: instructions.bankAccount ? toMerchantBankAccount(instructions.bankAccount) : null,
    transferNote: instructions.transferNote ?? null,
    // The wallet's page opens from our site: only an http(s) link passes.
    paymentUrl: safeLink(instructions.payUrl),
    qrCodeText: instructions.qrText ?? null,
    expiresAt: isoOrNull(instructions.expiresAt),
  };
}
