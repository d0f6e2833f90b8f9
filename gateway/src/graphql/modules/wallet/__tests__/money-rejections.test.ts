import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../../infra/upstream/errors.js';
import { moneyRejection } from '../money-rejections.js';

const refusal = (upstreamCode: string, value: unknown = null) =>
  moneyRejection(new UpstreamError({ code: 'REJECTED', call: 'withdraw', status: 200, upstreamCode, value }), { amount: 'amount', password: 'withdrawPassword' });

describe('the platform\'s money refusals as userErrors', () => {
  it.each([
    ['balance.insufficient', null, { field: 'amount', code: 'INSUFFICIENT_BALANCE' }],
    ['payment.password.not.set', null, { field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_NOT_SET' }],
    ['payment.password.error', null, { field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_WRONG' }],
    ['withdraw.amount.min', { minAmount: 100, maxAmount: 20000 }, { code: 'AMOUNT_TOO_SMALL', details: { minAmount: '100.00', maxAmount: '20000.00' } }],
    ['withdraw.amount.max', { minAmount: 100, maxAmount: 20000 }, { code: 'AMOUNT_TOO_LARGE', details: { maxAmount: '20000.00' } }],
    ['deposit.amount.min', { minAmount: 50, maxAmount: 50000 }, { code: 'AMOUNT_TOO_SMALL', details: { minAmount: '50.00' } }],
    ['withdraw.daily.count', { limit: 5, used: 5 }, { code: 'DAILY_COUNT_LIMIT', details: { dailyCount: 5 } }],
    ['withdraw.daily.amount', { limit: 50000, used: 49900, remaining: 100 }, { code: 'DAILY_AMOUNT_LIMIT', details: { maxAmount: '100.00' } }],
    ['withdraw.turnover.not.met', { turnoverRequired: 500, turnoverDone: 200, remaining: 300.5 }, { code: 'TURNOVER_REQUIRED', details: { remainingTurnover: '300.50' } }],
    ['withdraw.account.limit', { limit: 5 }, { code: 'RECEIVING_ACCOUNT_LIMIT', details: { limit: 5 } }],
    ['deposit.pending.limit', { pendingCount: 5, limit: 5 }, { code: 'TOO_MANY_PENDING', details: { limit: 5 } }],
    ['deposit.card.used', null, { code: 'CARD_ALREADY_USED' }],
    ['transfer.no.upline', null, { code: 'NO_UPLINE' }],
    ['withdrawal.already.confirmed', { status: 'RECEIVED' }, { code: 'ALREADY_CONFIRMED' }],
    ['withdrawal.confirm.expired', null, { code: 'CONFIRMATION_EXPIRED' }],
  ])('%s', (code, value, expected) => {
    expect(refusal(code, value)).toMatchObject(expected);
  });

  it('leaves anything else to be a GraphQL error', () => {
    expect(refusal('request_param_err')).toBeUndefined();
    expect(refusal('something.new')).toBeUndefined();
  });
});
