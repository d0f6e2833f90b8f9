import type { Contract, ContractEndReason, ContractKind, ContractPeriod, ContractTier } from '../../../__generated__/schema-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import { kindOfWire } from './contract-kinds.js';
import type { ContractPartyValue, ContractTermsValue, ContractValue, DividendTierValue, SalaryTierValue } from './upstream-shapes.js';

// A contract's global id carries its kind: each kind has its own processing call, and the platform's numbers are
// per kind as far as a client can tell.
export const contractGlobalId = (kind: ContractKind, contractId: number): string => toGlobalId('Contract', `${kind}:${contractId}`);

const END_REASONS: readonly ContractEndReason[] = [
  'WITHDRAWN_BY_UPLINE',
  'TERMINATED_BY_UPLINE',
  'TERMINATED_BY_DOWNLINE',
  'REPLACED',
  'UPLINE_RATE_LOWERED',
  'UPLINE_CONTRACT_ENDED',
];

const DIVIDEND_PERIODS: Readonly<Record<string, ContractPeriod>> = { WEEKLY: 'WEEKLY', SEMIMONTHLY: 'SEMI_MONTHLY', MONTHLY: 'MONTHLY' };

const iso = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);
const decimalOrNull = (value: number | undefined): string | null => (typeof value === 'number' ? toDecimal(value) : null);

function periodOf(kind: ContractKind, terms: ContractTermsValue): ContractPeriod {
  switch (kind) {
    case 'DIVIDEND': {
      const period = DIVIDEND_PERIODS[terms.period ?? ''];
      if (period === undefined) throw new Error(`unknown dividend period from the platform: ${String(terms.period)}`);
      return period;
    }
    case 'DAILY_SALARY':
      return 'DAILY';
    case 'HOURLY_SALARY':
      return 'HOURLY';
    case 'REAL_TIME_SALARY':
      return 'FIVE_MINUTES';
  }
}

const emptyTier = (activeMembers: number, rate: number): ContractTier => ({
  activeMembers,
  rate: toDecimal(rate),
  periodValidBet: null,
  periodProfitAndLoss: null,
  dailyBetAmount: null,
  hourlyBetAmount: null,
  profitSalaryRate: null,
  lossSalaryRate: null,
  singleBet: null,
});

function tiersOf(kind: ContractKind, terms: ContractTermsValue, rate: number): ContractTier[] {
  if (kind === 'REAL_TIME_SALARY') {
    return [
      {
        ...emptyTier(0, rate),
        profitSalaryRate: decimalOrNull(terms.profitRate),
        lossSalaryRate: decimalOrNull(terms.lossRate),
        singleBet: decimalOrNull(terms.singleBet ?? 0),
      },
    ];
  }
  return (terms.tiers ?? []).map((tier) => {
    const base = emptyTier(tier.activeMembers, tier.rate);
    if (kind === 'DIVIDEND') {
      const dividend = tier as DividendTierValue;
      return { ...base, periodValidBet: decimalOrNull(dividend.periodValidBet), periodProfitAndLoss: decimalOrNull(dividend.periodLoss) };
    }
    const salary = tier as SalaryTierValue;
    return kind === 'DAILY_SALARY' ? { ...base, dailyBetAmount: decimalOrNull(salary.dailyBet) } : { ...base, hourlyBetAmount: decimalOrNull(salary.hourlyBet) };
  });
}

const partyOf = (party: ContractPartyValue) => ({ account: party.account, nickname: party.nickname?.trim() || null });

/** A platform contract as the schema's plain Contract (plain JSON: payloads holding it are replayed to retries). */
export function toContract(value: ContractValue, viewerId: string): Contract {
  const kind = kindOfWire(value.contractType);
  return {
    id: contractGlobalId(kind, value.contractId),
    contractNo: String(value.contractId),
    kind,
    period: periodOf(kind, value.terms),
    rate: toDecimal(value.rate),
    tiers: tiersOf(kind, value.terms, value.rate),
    status: value.status,
    endReason: END_REASONS.find((reason) => reason === value.endReason) ?? null,
    upline: partyOf(value.upline),
    downline: partyOf(value.downline),
    viewerSide: String(value.upline.id) === viewerId ? 'UPLINE' : 'DOWNLINE',
    offeredAt: new Date(value.createdAt).toISOString(),
    respondedAt: iso(value.respondedAt),
    activatedAt: iso(value.activatedAt),
    endedAt: iso(value.endedAt),
  };
}
