import { DIVIDEND_PERIODS } from './contract-terms.js';
import type { ContractTerms, ContractType, DividendPeriod, DividendTier, SalaryTier } from './contract-terms.js';
import { agencyErrors } from './agency-errors.js';
import { moneyCents, objectFields, rateBp } from './agency-params.js';
import type { Fields } from './agency-params.js';

const MAX_TIERS = 5;

function activeMembersOf(fields: Fields, where: string): number {
  const value = fields.activeMembers ?? 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 10_000) {
    throw agencyErrors.param(`${where}.activeMembers must be a whole number from 0 to 10000`);
  }
  return value;
}

function tierList(terms: Fields): Fields[] {
  const { tiers } = terms;
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > MAX_TIERS) {
    throw agencyErrors.param(`terms.tiers must hold 1 to ${MAX_TIERS} tiers`);
  }
  return tiers.map((tier) => objectFields(tier));
}

/** Higher tiers need more betting and pay at least as much: thresholds rise strictly, rates never fall. */
function checkLadder(tiers: readonly { threshold: number; rateBp: number }[]): void {
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    if (previous !== undefined && (tier.threshold <= previous.threshold || tier.rateBp < previous.rateBp)) {
      throw agencyErrors.param('terms.tiers must rise: each tier needs a higher bet than the one before and no lower rate');
    }
  });
}

function salaryTiers(terms: Fields, betField: 'dailyBet' | 'hourlyBet'): SalaryTier[] {
  const tiers = tierList(terms).map((tier, index) => ({
    betCents: moneyCents(tier[betField], `terms.tiers[${index}].${betField}`, 0),
    activeMembers: activeMembersOf(tier, `terms.tiers[${index}]`),
    rateBp: rateBp(tier.rate, `terms.tiers[${index}].rate`),
  }));
  checkLadder(tiers.map((tier) => ({ threshold: tier.betCents, rateBp: tier.rateBp })));
  return tiers;
}

function dividendTiers(terms: Fields): DividendTier[] {
  const tiers = tierList(terms).map((tier, index) => ({
    periodValidBetCents: moneyCents(tier.periodValidBet, `terms.tiers[${index}].periodValidBet`, 0),
    periodLossCents: moneyCents(tier.periodLoss, `terms.tiers[${index}].periodLoss`, 0),
    activeMembers: activeMembersOf(tier, `terms.tiers[${index}]`),
    rateBp: rateBp(tier.rate, `terms.tiers[${index}].rate`),
  }));
  checkLadder(tiers.map((tier) => ({ threshold: tier.periodValidBetCents, rateBp: tier.rateBp })));
  return tiers;
}

function dividendPeriod(value: unknown): DividendPeriod {
  const period = DIVIDEND_PERIODS.find((known) => known === value);
  if (period === undefined) throw agencyErrors.param(`terms.period must be one of ${DIVIDEND_PERIODS.join(', ')}`);
  return period;
}

/** The `terms` of an OFFER, in the shape of its contract type (docs/agency.md). */
export function contractTermsOf(type: ContractType, value: unknown): ContractTerms {
  if (value === undefined) throw agencyErrors.param('terms is required for OFFER');
  const terms = objectFields(value);
  switch (type) {
    case 'DIVIDEND':
      return { type, period: dividendPeriod(terms.period), tiers: dividendTiers(terms) };
    case 'DAILY_SALARY':
      return { type, tiers: salaryTiers(terms, 'dailyBet') };
    case 'HOURLY_SALARY':
      return { type, tiers: salaryTiers(terms, 'hourlyBet') };
    case 'REALTIME_SALARY':
      return {
        type,
        profitRateBp: rateBp(terms.profitRate, 'terms.profitRate'),
        lossRateBp: rateBp(terms.lossRate, 'terms.lossRate'),
        singleBetCents: moneyCents(terms.singleBet ?? 0, 'terms.singleBet', 0),
      };
  }
}
