import { defineRoute } from '../../core/route-registry.js';
import { depositChannel, depositFeeCents } from './deposit-channels.js';
import type { DepositOrder } from './funds-book.js';
import { LINE_REMARKS } from './funds-texts.js';
import { fundsBook, fundsData, nextFundsId, recordLine } from './funds-books.js';
import { orderOnce } from '../../core/answer-once.js';
import { invalidParam } from '../../core/business-error.js';
import { amountCents, idempotencyKey, jsonBody, requiredId } from '../../core/request-input.js';
import { moneyValue } from '../../core/money.js';
import { depositDetails } from './deposit-input.js';
import { depositOrderValue } from './deposit-values.js';
import { fundsRefusal } from './funds-errors.js';
import { realMemberOf } from './real-member.js';

export const MAX_PENDING_DEPOSITS = 5;

/**
 * A deposit order: PENDING until the platform hears from the bank, wallet or telco (here: the control API or
 * the e-wallet pay page). A repeated `orderNo` is refused as a duplicate order.
 */
export const createDepositOrderRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/FUNDS_createDepositOrder',
  moduleId: 'FUNDTRANS3',
  token: true,
  handle: (call) => {
    const { store, session, language, request } = call;
    const account = realMemberOf(store, session);
    const fields = jsonBody(call);
    const channelId = requiredId(fields, 'channelId');
    const channel = depositChannel(channelId);
    if (channel === undefined) throw invalidParam(`Unknown channelId ${channelId}`);
    const cents = amountCents(fields);
    const details = depositDetails(fields, channel, cents);
    const orderNo = idempotencyKey(fields, 'orderNo') ?? `DP${nextFundsId(store)}`;
    return orderOnce(store, `${account.id}:depositOrder`, orderNo, { channelId, cents, details }, () => {
      const book = fundsBook(store, account);
      if (book.depositOrders.some((order) => order.orderNo === orderNo)) throw invalidParam(`orderNo ${orderNo} is already an order`);
      const range = { minAmount: moneyValue(channel.minCents), maxAmount: moneyValue(channel.maxCents) };
      if (cents < channel.minCents) throw fundsRefusal('depositMin', range);
      if (cents > channel.maxCents) throw fundsRefusal('depositMax', range);
      const pendingCount = book.depositOrders.filter((order) => order.status === 'PENDING').length;
      if (pendingCount >= MAX_PENDING_DEPOSITS) throw fundsRefusal('depositPendingLimit', { pendingCount, limit: MAX_PENDING_DEPOSITS });
      const cardKey = details.card === null ? null : `${details.card.telco}:${details.card.serial}:${details.card.pin}`;
      if (cardKey !== null && fundsData(store).usedCards.includes(cardKey)) throw fundsRefusal('cardUsed');
      if (cardKey !== null) fundsData(store).usedCards.push(cardKey);
      const feeCents = depositFeeCents(channel, cents);
      const line = recordLine(store, account, {
        transType: 'DEPOSIT',
        orderNo,
        amountCents: cents - feeCents,
        status: 'PENDING',
        remark: LINE_REMARKS.deposit(channel.name),
      });
      const order: DepositOrder = {
        orderNo,
        channelId,
        amountCents: cents,
        feeCents,
        status: 'PENDING',
        remark: null,
        createdAt: line.createdAt,
        settledAt: null,
        bankAccountId: details.bankAccountId,
        payerName: details.payerName,
        card: details.card === null ? null : { telco: details.card.telco, serial: details.card.serial },
        lineId: line.transId,
      };
      book.depositOrders.push(order);
      return depositOrderValue(order, language, request);
    });
  },
});
