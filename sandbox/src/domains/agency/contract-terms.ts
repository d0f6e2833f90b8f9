/** The four contract kinds an upline can offer a direct downline (spec 001 sections 2 and 4). */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const DIVIDEND_PERIODS = ['WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Rates are kept in basis points (1.25% = 125) so comparisons are exact; money thresholds in cents. */
export interface DividendTier {
  periodValidBetCents: number;
  periodLossCents: number;
  activeMembers: number;
  rateBp: number;
}

export interface SalaryTier {
  /** The team's valid bet per day (daily salary) or per hour (hourly salary). */
  betCents: number;
  activeMembers: number;
  rateBp: number;
}

export type ContractTerms =
  | { type: 'DIVIDEND'; period: DividendPeriod; tiers: DividendTier[] }
  | { type: 'DAILY_SALARY'; tiers: SalaryTier[] }
  | { type: 'HOURLY_SALARY'; tiers: SalaryTier[] }
  | { type: 'REALTIME_SALARY'; profitRateBp: number; lossRateBp: number; singleBetCents: number };

/**
 * The highest rate a contract of each kind may carry: what a top agent (no upline) holds from the platform.
 * Everyone below holds at most what their own upline contract gives them.
 */
export const PLATFORM_CEILING_BP: Readonly<Record<ContractType, number>> = {
  DIVIDEND: 4_000,
  DAILY_SALARY: 300,
  HOURLY_SALARY: 200,
  REALTIME_SALARY: 150,
};

/** A contract's comparable rate: its highest tier, or the larger of the real-time profit and loss rates. */
export function headlineRateBp(terms: ContractTerms): number {
  if (terms.type === 'REALTIME_SALARY') return Math.max(terms.profitRateBp, terms.lossRateBp);
  return terms.tiers.reduce((highest, tier) => Math.max(highest, tier.rateBp), 0);
}
