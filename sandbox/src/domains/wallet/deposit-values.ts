import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../protocol/headers.js';
import { MINUTE_MS } from '../../core/epoch.js';
import type { DepositChannel } from './deposit-channels.js';
import { depositChannel } from './deposit-channels.js';
import type { DepositOrder } from './funds-book.js';
import { localize } from '../../core/localized.js';
import { ownOrigin } from '../../core/own-origin.js';
import { moneyValue } from '../../core/money.js';

/** Letters and digits a player cannot misread when typing them (no 0/O, 1/I/L). */
const NOTE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * What a bank transfer's content must say to be matched to the order: "NAP" and 6 characters derived from the order
 * number (as platforms issue, short enough to type into a banking app), not the 36-character order number itself.
 */
export function transferNoteOf(orderNo: string): string {
  const digest = createHash('sha256').update(orderNo).digest();
  let code = '';
  for (let index = 0; index < 6; index += 1) code += NOTE_ALPHABET[(digest[index] ?? 0) % NOTE_ALPHABET.length];
  return `NAP${code}`;
}

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
    transferNote: channel.kind === 'BANK_TRANSFER' ? transferNoteOf(order.orderNo) : null,
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
