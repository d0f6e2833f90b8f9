import type { ContractKind, ContractTierInput, OfferContractInput, UserError } from '../../../__generated__/schema-types.js';
import { toCents } from '../../values/money.js';
import { userError } from '../../shared/user-errors.js';

const MAX_TIERS = 5;
const MAX_ACTIVE_MEMBERS = 10_000;
const MAX_THRESHOLD_CENTS = 1_000_000_000 * 100;
// Non-negative decimals with at most 2 places; rates are percentages of the same form.
const DECIMAL = /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/;

type TierThreshold = 'periodValidBet' | 'dailyBetAmount' | 'hourlyBetAmount';

/** The threshold a tier of each tiered kind climbs by, and the platform's name for it. */
const LADDERS: Readonly<Record<Exclude<ContractKind, 'REAL_TIME_SALARY'>, { threshold: TierThreshold; wire: string }>> = {
  DIVIDEND: { threshold: 'periodValidBet', wire: 'periodValidBet' },
  DAILY_SALARY: { threshold: 'dailyBetAmount', wire: 'dailyBet' },
  HOURLY_SALARY: { threshold: 'hourlyBetAmount', wire: 'hourlyBet' },
};

const WIRE_PERIODS: Readonly<Record<string, string>> = { WEEKLY: 'WEEKLY', SEMI_MONTHLY: 'SEMIMONTHLY', MONTHLY: 'MONTHLY' };

/** Checks one form's fields, collecting every problem so the agent sees them all at once. */
class TermsCheck {
  readonly errors: UserError[] = [];

  amount(field: string, value: string | null | undefined): number {
    if (value === null || value === undefined || value === '') {
      this.errors.push(userError(field, 'REQUIRED', 'This amount is required.'));
      return 0;
    }
    if (!DECIMAL.test(value) || toCents(value) > MAX_THRESHOLD_CENTS) {
      this.errors.push(userError(field, 'INVALID_FORMAT', 'An amount of 0 or more with at most 2 decimals.'));
      return 0;
    }
    return Number(value);
  }

  rate(field: string, value: string | null | undefined): number {
    if (value === null || value === undefined || value === '') {
      this.errors.push(userError(field, 'REQUIRED', 'A rate is required.'));
      return 0;
    }
    if (!DECIMAL.test(value) || toCents(value) <= 0 || toCents(value) > 100 * 100) {
      this.errors.push(userError(field, 'INVALID_FORMAT', 'A rate above 0 and at most 100, with at most 2 decimals.'));
      return 0;
    }
    return Number(value);
  }

  activeMembers(field: string, value: number | null | undefined): number {
    const count = value ?? 0;
    if (!Number.isInteger(count) || count < 0 || count > MAX_ACTIVE_MEMBERS) {
      this.errors.push(userError(field, 'INVALID_FORMAT', `Active members from 0 to ${MAX_ACTIVE_MEMBERS}.`));
    }
    return count;
  }
}

function tieredTerms(kind: Exclude<ContractKind, 'REAL_TIME_SALARY'>, tiers: readonly ContractTierInput[] | null | undefined, check: TermsCheck) {
  if (!tiers || tiers.length === 0 || tiers.length > MAX_TIERS) {
    check.errors.push(userError('tiers', tiers && tiers.length > MAX_TIERS ? 'TOO_LONG' : 'REQUIRED', `1 to ${MAX_TIERS} tiers.`, { maxLength: MAX_TIERS }));
    return [];
  }
  const ladder = LADDERS[kind];
  const wireTiers = tiers.map((tier, index) => {
    const at = `tiers[${index}]`;
    const wire: Record<string, number> = {
      [ladder.wire]: check.amount(`${at}.${ladder.threshold}`, tier[ladder.threshold]),
      activeMembers: check.activeMembers(`${at}.activeMembers`, tier.activeMembers),
      rate: check.rate(`${at}.rate`, tier.rate),
    };
    if (kind === 'DIVIDEND') wire.periodLoss = check.amount(`${at}.periodProfitAndLoss`, tier.periodProfitAndLoss);
    return wire;
  });
  if (check.errors.length === 0) {
    // Spec 001 contract fields: a higher tier needs more and never pays less.
    wireTiers.forEach((tier, index) => {
      const previous = wireTiers[index - 1];
      if (previous === undefined) return;
      if ((tier[ladder.wire] ?? 0) <= (previous[ladder.wire] ?? 0) || (tier.rate ?? 0) < (previous.rate ?? 0)) {
        check.errors.push(userError(`tiers[${index}]`, 'INVALID_FORMAT', 'Each tier needs a higher amount than the one before and no lower rate.'));
      }
    });
  }
  return wireTiers;
}

/** The `terms` of an offer as the platform takes them, or every problem of the form; checked before any call. */
export function offerTerms(input: OfferContractInput): { terms: Record<string, unknown> } | { errors: UserError[] } {
  const check = new TermsCheck();
  let terms: Record<string, unknown>;
  if (input.kind === 'REAL_TIME_SALARY') {
    const realTime = input.realTime;
    if (!realTime) return { errors: [userError('realTime', 'REQUIRED', 'Real-time salary terms are required.')] };
    terms = {
      profitRate: check.rate('realTime.profitSalaryRate', realTime.profitSalaryRate),
      lossRate: check.rate('realTime.lossSalaryRate', realTime.lossSalaryRate),
      singleBet: check.amount('realTime.singleBet', realTime.singleBet),
    };
  } else {
    terms = { tiers: tieredTerms(input.kind, input.tiers, check) };
    if (input.kind === 'DIVIDEND') {
      const period = input.period ? WIRE_PERIODS[input.period] : undefined;
      if (period === undefined) check.errors.push(userError('period', input.period ? 'INVALID_FORMAT' : 'REQUIRED', 'A dividend is weekly, semi-monthly or monthly.'));
      terms.period = period;
    }
  }
  return check.errors.length > 0 ? { errors: check.errors } : { terms };
}
