import type { FastifyInstance } from 'fastify';
import { depositOrderValue } from '../domains/wallet/deposit-values.js';
import { withdrawOrderValue } from '../domains/wallet/withdraw-values.js';
import { lineValue } from '../domains/records/account-records.js';
import { moneyValue } from '../core/money.js';
import { LINE_REMARKS } from '../domains/wallet/funds-texts.js';
import { GAME_TYPES } from '../domains/lobby/categories.js';
import { nextFundsId, recordLine } from '../domains/wallet/funds-books.js';
import { recordSettledBet } from '../domains/wallet/funds-bets.js';
import { mainWallet } from '../domains/member-book/funds-lottery-points-books.js';
import { settleDeposit, settleWithdraw } from './funds-settle.js';
import type { SandboxStore } from '../core/store.js';
import { ControlError } from './control-bodies.js';
import { accountField, centsField, choiceField, fieldsOf, optionalAccount, optionalRemark } from './funds-control-fields.js';
import { findOrder } from './funds-order-lookup.js';
import { registerPayPage } from './pay-page.js';

function orderNoField(fields: Record<string, unknown>): string {
  const value = fields.orderNo;
  if (typeof value !== 'string' || value === '') throw new ControlError('orderNo is required');
  return value;
}

/** Control endpoints of the funds page (docs/funds.md): settle orders, place bets, adjust balances, pay page. */
export function registerFundsControl(app: FastifyInstance, store: SandboxStore): void {
  app.post('/funds/deposit-orders/settle', async (request) => {
    const fields = fieldsOf(request.body, ['orderNo', 'status', 'account', 'remark']);
    const status = choiceField(fields, 'status', ['SUCCESS', 'FAILED'] as const);
    const { account, book, order } = findOrder(store, orderNoField(fields), (candidate) => candidate.depositOrders, optionalAccount(store, fields));
    if (order.status === 'PENDING') settleDeposit(store, account, book, order, status, optionalRemark(fields));
    else if (order.status !== status) throw new ControlError(`order ${order.orderNo} is ${order.status}, not PENDING`);
    return depositOrderValue(order, 'EN', request);
  });

  app.post('/funds/withdraw-orders/settle', async (request) => {
    const fields = fieldsOf(request.body, ['orderNo', 'status', 'account', 'remark']);
    const status = choiceField(fields, 'status', ['PAID', 'REFUSED'] as const);
    const { account, book, order } = findOrder(store, orderNoField(fields), (candidate) => candidate.withdrawOrders, optionalAccount(store, fields));
    if (order.status !== 'PENDING') throw new ControlError(`order ${order.orderNo} is ${order.status}, not PENDING`);
    const confirmation = settleWithdraw(store, account, book, order, status, optionalRemark(fields));
    return { ...withdrawOrderValue(order, book.boundAccounts), confirmationId: confirmation?.id ?? null };
  });

  app.post('/funds/bets', async (request) => {
    const fields = fieldsOf(request.body, ['account', 'gameType', 'betAmount', 'winLoss', 'validBet']);
    const account = accountField(store, fields);
    const gameType = choiceField(fields, 'gameType', GAME_TYPES);
    const betCents = centsField(fields, 'betAmount');
    const validBetCents = fields.validBet === undefined ? betCents : centsField(fields, 'validBet');
    if (validBetCents > betCents) throw new ControlError('validBet must not exceed betAmount');
    const winLossCents = fields.winLoss === undefined || fields.winLoss === 0 ? 0 : centsField(fields, 'winLoss', true);
    if (winLossCents < -betCents) throw new ControlError('winLoss must not lose more than betAmount');
    const wallet = mainWallet(account);
    if (wallet.availCents + winLossCents < 0) throw new ControlError('the main wallet would go below 0');
    const vendor = store.data.games.vendors.find((candidate) => candidate.gameType === gameType && !candidate.maintenance);
    const game = store.data.games.games.find((candidate) => candidate.vassalage === vendor?.vassalage);
    if (game === undefined) throw new ControlError(`no open ${gameType} game to bet on`);
    wallet.availCents += winLossCents;
    const bet = recordSettledBet(store, account, game, { betCents, validBetCents, winLossCents });
    return { betId: bet.betId, gameType, vendor: bet.vendor, betAmount: moneyValue(betCents), validBet: moneyValue(validBetCents), winLoss: moneyValue(winLossCents), status: bet.status, betTime: bet.betTime };
  });

  app.post('/funds/adjustments', async (request) => {
    const fields = fieldsOf(request.body, ['account', 'amount', 'remark']);
    const account = accountField(store, fields);
    const cents = centsField(fields, 'amount', true);
    const remark = optionalRemark(fields);
    const wallet = mainWallet(account);
    if (wallet.availCents + cents < 0) throw new ControlError('the main wallet would go below 0');
    wallet.availCents += cents;
    const line = recordLine(store, account, {
      transType: 'ADJUSTMENT',
      orderNo: `AJ${nextFundsId(store)}`,
      amountCents: cents,
      status: 'SUCCESS',
      remark: remark === null ? LINE_REMARKS.adjustment : { vi: remark, en: remark },
    });
    return lineValue(line, 'EN');
  });

  registerPayPage(app, store);
}
