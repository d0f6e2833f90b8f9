/** One row of the VIP table (member centre page `playerRank`); money in cents, rates in percent. */
export interface VipLevel {
  rank: number;
  depositRequirementCents: number;
  validBetRequirementCents: number;
  upgradeBonusCents: number;
  monthlyBonusCents: number;
  rebateRate: number;
  dailyWithdrawCount: number;
  dailyWithdrawAmountCents: number;
  maxWithdrawAmountCents: number;
}

const UNIT = 100;

type Row = [rank: number, deposit: number, validBet: number, upgrade: number, monthly: number, rebate: number, count: number, daily: number, max: number];

const ROWS: readonly Row[] = [
  [0, 0, 0, 0, 0, 0.3, 3, 20_000, 10_000],
  [1, 1_000, 5_000, 18, 8, 0.5, 5, 50_000, 20_000],
  [2, 5_000, 30_000, 58, 18, 0.6, 5, 100_000, 50_000],
  [3, 20_000, 150_000, 188, 38, 0.7, 8, 200_000, 100_000],
  [4, 50_000, 500_000, 388, 88, 0.8, 10, 500_000, 200_000],
  [5, 150_000, 1_500_000, 888, 188, 0.9, 10, 1_000_000, 500_000],
  [6, 500_000, 5_000_000, 1_888, 388, 1.0, 15, 2_000_000, 1_000_000],
  [7, 1_500_000, 15_000_000, 5_888, 888, 1.1, 20, 5_000_000, 2_000_000],
  [8, 5_000_000, 50_000_000, 18_888, 1_888, 1.2, 20, 10_000_000, 5_000_000],
  [9, 15_000_000, 150_000_000, 58_888, 5_888, 1.5, 30, 20_000_000, 10_000_000],
];

export const VIP_LEVELS: readonly VipLevel[] = ROWS.map(([rank, deposit, validBet, upgrade, monthly, rebateRate, count, daily, max]) => ({
  rank,
  depositRequirementCents: deposit * UNIT,
  validBetRequirementCents: validBet * UNIT,
  upgradeBonusCents: upgrade * UNIT,
  monthlyBonusCents: monthly * UNIT,
  rebateRate,
  dailyWithdrawCount: count,
  dailyWithdrawAmountCents: daily * UNIT,
  maxWithdrawAmountCents: max * UNIT,
}));

export const MIN_WITHDRAW_CENTS = 100 * UNIT;

/** The level of a club rank; ranks outside the table read its nearest end. */
export function vipLevel(rank: number): VipLevel {
  const clamped = Math.max(0, Math.min(VIP_LEVELS.length - 1, Math.floor(rank)));
  return VIP_LEVELS[clamped] as VipLevel;
}

export function nextVipLevel(rank: number): VipLevel | null {
  return VIP_LEVELS.find((level) => level.rank === rank + 1) ?? null;
}
