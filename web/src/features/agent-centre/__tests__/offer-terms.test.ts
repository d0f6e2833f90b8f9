import { describe, expect, it } from 'vitest';
import { emptyOffer, emptyTier, offerFieldOf, offerFieldOrder, offerInput, validateOffer, type OfferValues } from '../contracts/offer-terms';

const dividend = (tiers: Array<Partial<ReturnType<typeof emptyTier>>>): OfferValues => ({
  ...emptyOffer('DIVIDEND'),
  tiers: tiers.map((tier) => ({ ...emptyTier(), ...tier })),
});

describe('contract offer terms', () => {
  it('accepts rising thresholds with rates that never fall, and builds the input of the kind', () => {
    const values = dividend([
      { periodValidBet: '10000', periodProfitAndLoss: '2000', activeMembers: '2', rate: '10' },
      { periodValidBet: '50000', periodProfitAndLoss: '8000', activeMembers: '5', rate: '10' },
    ]);
    expect(validateOffer(values)).toEqual({});
    expect(offerInput({ ...values, period: 'WEEKLY' }, { downlineId: 'D1', idempotencyKey: 'key-12345678', confirmDownlineRateRule: false })).toEqual({
      downlineId: 'D1',
      idempotencyKey: 'key-12345678',
      confirmDownlineRateRule: false,
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      tiers: [
        { periodValidBet: '10000', periodProfitAndLoss: '2000', activeMembers: 2, rate: '10' },
        { periodValidBet: '50000', periodProfitAndLoss: '8000', activeMembers: 5, rate: '10' },
      ],
    });
  });

  it('refuses falling thresholds, falling rates, rates out of range and bad amounts, under their fields', () => {
    expect(validateOffer(dividend([{ periodValidBet: '100', periodProfitAndLoss: '1', rate: '5' }, { periodValidBet: '100', periodProfitAndLoss: '1', rate: '6' }]))).toEqual({
      'tiers.1.periodValidBet': { id: 'contracts.validation.rising' },
    });
    expect(validateOffer(dividend([{ periodValidBet: '100', periodProfitAndLoss: '1', rate: '5' }, { periodValidBet: '200', periodProfitAndLoss: '1', rate: '4.99' }]))).toEqual({
      'tiers.1.rate': { id: 'contracts.validation.ratesFall' },
    });
    expect(validateOffer(dividend([{ periodValidBet: '1.234', periodProfitAndLoss: '-1', rate: '100.01', activeMembers: '10001' }]))).toEqual({
      'tiers.0.periodValidBet': { id: 'contracts.validation.amount' },
      'tiers.0.periodProfitAndLoss': { id: 'contracts.validation.amount' },
      'tiers.0.activeMembers': { id: 'contracts.validation.activeMembers', values: { max: 10000 } },
      'tiers.0.rate': { id: 'contracts.validation.rate' },
    });
    expect(validateOffer(dividend([{ periodValidBet: '0', periodProfitAndLoss: '0', rate: '0' }]))).toEqual({ 'tiers.0.rate': { id: 'contracts.validation.rate' } });
  });

  it('asks a real-time salary for its two rates and the single bet only, without tiers or period', () => {
    const values: OfferValues = { ...emptyOffer('REAL_TIME_SALARY'), realTime: { profitSalaryRate: '0.8', lossSalaryRate: '1.2', singleBet: '10' } };
    expect(validateOffer(values)).toEqual({});
    expect(offerFieldOrder(values)).toEqual(['realTime.profitSalaryRate', 'realTime.lossSalaryRate', 'realTime.singleBet']);
    expect(offerInput(values, { downlineId: 'D1', idempotencyKey: 'key-12345678', confirmDownlineRateRule: true })).toEqual({
      downlineId: 'D1',
      idempotencyKey: 'key-12345678',
      confirmDownlineRateRule: true,
      kind: 'REAL_TIME_SALARY',
      realTime: { profitSalaryRate: '0.8', lossSalaryRate: '1.2', singleBet: '10' },
    });
    expect(validateOffer({ ...values, realTime: { profitSalaryRate: '', lossSalaryRate: 'x', singleBet: '' } })).toEqual({
      'realTime.profitSalaryRate': { id: 'validation.required' },
      'realTime.lossSalaryRate': { id: 'contracts.validation.rate' },
      'realTime.singleBet': { id: 'validation.required' },
    });
  });

  it('puts a gateway refusal under the field its input path names', () => {
    const values = dividend([{}, {}]);
    expect(offerFieldOf(values, 'tiers[1].rate')).toBe('tiers.1.rate');
    expect(offerFieldOf(values, 'input.tiers.0.periodValidBet')).toBe('tiers.0.periodValidBet');
    expect(offerFieldOf(values, 'tiers.2.rate')).toBeNull();
    expect(offerFieldOf(values, 'downlineId')).toBeNull();
    // A daily salary's tier has its daily bet, not a dividend's thresholds.
    expect(offerFieldOrder({ ...values, kind: 'DAILY_SALARY' })).toEqual([
      'period',
      'tiers.0.dailyBetAmount',
      'tiers.0.activeMembers',
      'tiers.0.rate',
      'tiers.1.dailyBetAmount',
      'tiers.1.activeMembers',
      'tiers.1.rate',
    ]);
  });
});
