import type { FastifyRequest } from 'fastify';
import type { Language } from '../../protocol/headers.js';
import { MINUTE_MS } from '../../core/epoch.js';
import type { DepositChannel } from './deposit-channels.js';
import { depositChannel } from './deposit-channels.js';
import type { DepositOrder } from './funds-book.js';
import { localize } from '../../core/localized.js';
import { ownOrigin } from '../../core/own-origin.js';
import { moneyValue } from '../../core/money.js';

const ORDER_LIFETIME_MS = 30 * MINUTE_MS;

export function channelValue(channel: DepositChannel, language: Language) {
  return {
    channelId: channel.channelId,
    kind: channel.kind,
    provider: channel.provider,
    name: localize(channel.name, language),
    minAmount: moneyValue(channel.minCents),
    maxAmount: moneyValue(channel.maxCents),
    presetAmounts: channel.presetCents.map(moneyValue),
    feeRate: channel.feeRate,
    tutorial: localize(channel.tutorial, language),
    bankAccounts: channel.bankAccounts?.map((account) => ({ ...account })) ?? null,
    telcos: channel.telcos?.map(({ telco, name, faceValueCents }) => ({ telco, name, faceValues: faceValueCents.map(moneyValue) })) ?? null,
  };
}

/** What the player does next: pay into the bank account with the note, or open the e-wallet's pay page. */
function instructions(channel: DepositChannel, order: DepositOrder, request: FastifyRequest) {
  const bankAccount = channel.bankAccounts?.find((account) => account.bankAccountId === order.bankAccountId) ?? null;
  const payUrl = channel.kind === 'EWALLET' ? `${ownOrigin(request)}/__sandbox/pay/${encodeURIComponent(order.orderNo)}` : null;
  const waits = channel.kind !== 'SCRATCH_CARD';
  return {
    bankAccount: bankAccount === null ? null : { ...bankAccount },
    transferNote: channel.kind === 'BANK_TRANSFER' ? order.orderNo : null,
    payUrl,
    qrText: payUrl,
    expiresAt: waits ? order.createdAt + ORDER_LIFETIME_MS : null,
  };
}

export function depositOrderValue(order: DepositOrder, language: Language, request: FastifyRequest) {
  const channel = depositChannel(order.channelId);
  if (channel === undefined) throw new Error(`deposit order ${order.orderNo} names unknown channel ${order.channelId}`);
  return {
    orderNo: order.orderNo,
    channelId: channel.channelId,
    kind: channel.kind,
    provider: channel.provider,
    channelName: localize(channel.name, language),
    amount: moneyValue(order.amountCents),
    fee: moneyValue(order.feeCents),
    creditAmount: moneyValue(order.amountCents - order.feeCents),
    status: order.status,
    remark: order.remark,
    telco: order.card?.telco ?? null,
    createdAt: order.createdAt,
    settledAt: order.settledAt,
    instructions: instructions(channel, order, request),
  };
}
