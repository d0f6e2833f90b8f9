import { DAY_MS, HOUR_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import type { ContractTerms, ContractType } from './contract-terms.js';

export type ContractStatus = 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';
export type ContractEndReason =
  | 'WITHDRAWN_BY_UPLINE'
  | 'TERMINATED_BY_UPLINE'
  | 'TERMINATED_BY_DOWNLINE'
  | 'REPLACED'
  | 'UPLINE_RATE_LOWERED'
  | 'UPLINE_CONTRACT_ENDED';

export interface Contract {
  id: number;
  type: ContractType;
  uplineId: number;
  downlineId: number;
  status: ContractStatus;
  terms: ContractTerms;
  createdAt: number;
  respondedAt: number | null;
  activatedAt: number | null;
  endedAt: number | null;
  endReason: ContractEndReason | null;
  /** The upline's idempotency key of the OFFER, so a retried offer answers the same contract. */
  requestId: string | null;
  /** Real-time salary only: the end of the last settled 5-minute period. */
  settledUntil: number | null;
}

export const FIRST_CONTRACT_ID = 7_001;

const AGENT01 = 200_001;
const SUB01 = 200_002;

function contract(id: number, type: ContractType, uplineId: number, downlineId: number, status: ContractStatus, terms: ContractTerms, daysAgo: number): Contract {
  const createdAt = SEED_EPOCH_MS - daysAgo * DAY_MS;
  const responded = status === 'PENDING' ? null : createdAt + 2 * HOUR_MS;
  return {
    id,
    type,
    uplineId,
    downlineId,
    status,
    terms,
    createdAt,
    respondedAt: responded,
    activatedAt: status === 'ACTIVE' ? responded : null,
    endedAt: null,
    endReason: null,
    requestId: null,
    settledUntil: null,
  };
}

const salaryTiers = (...rows: [number, number, number][]) =>
  rows.map(([bet, activeMembers, rateBp]) => ({ betCents: bet * 100, activeMembers, rateBp }));

/**
 * A few contracts in every state. agent01 → sub01 dividend 30% while sub01 → sub01m1 holds 25%, so a lower
 * dividend offer to sub01 exercises the higher-rate-downline warning. The active real-time contract starts an
 * hour before the sandbox's first agency call (it is re-dated then, see agency-sync).
 */
export function seedContracts(): Contract[] {
  const realTime = contract(7_005, 'REALTIME_SALARY', AGENT01, SUB01, 'ACTIVE', { type: 'REALTIME_SALARY', profitRateBp: 80, lossRateBp: 120, singleBetCents: 1_000 }, 6);
  realTime.activatedAt = SEED_EPOCH_MS - HOUR_MS;
  realTime.settledUntil = SEED_EPOCH_MS - HOUR_MS;
  return [
    contract(7_001, 'DIVIDEND', AGENT01, SUB01, 'ACTIVE', {
      type: 'DIVIDEND',
      period: 'SEMIMONTHLY',
      tiers: [
        { periodValidBetCents: 5_000_000, periodLossCents: 1_000_000, activeMembers: 3, rateBp: 2_000 },
        { periodValidBetCents: 20_000_000, periodLossCents: 5_000_000, activeMembers: 5, rateBp: 3_000 },
      ],
    }, 40),
    contract(7_002, 'DIVIDEND', SUB01, 100_101, 'ACTIVE', {
      type: 'DIVIDEND',
      period: 'SEMIMONTHLY',
      tiers: [{ periodValidBetCents: 2_000_000, periodLossCents: 500_000, activeMembers: 1, rateBp: 2_500 }],
    }, 30),
    contract(7_003, 'DAILY_SALARY', AGENT01, SUB01, 'ACTIVE', { type: 'DAILY_SALARY', tiers: salaryTiers([10_000, 2, 100], [50_000, 4, 200]) }, 20),
    contract(7_004, 'HOURLY_SALARY', AGENT01, SUB01, 'PENDING', { type: 'HOURLY_SALARY', tiers: salaryTiers([2_000, 1, 100]) }, 1),
    realTime,
    contract(7_006, 'DAILY_SALARY', AGENT01, 100_001, 'PENDING', { type: 'DAILY_SALARY', tiers: salaryTiers([5_000, 1, 150]) }, 2),
    contract(7_007, 'DIVIDEND', 200_010, 200_011, 'PENDING', {
      type: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [{ periodValidBetCents: 10_000_000, periodLossCents: 2_000_000, activeMembers: 3, rateBp: 2_000 }],
    }, 3),
    contract(7_008, 'DAILY_SALARY', 200_020, 200_021, 'ACTIVE', { type: 'DAILY_SALARY', tiers: salaryTiers([20_000, 2, 180]) }, 15),
    contract(7_009, 'REALTIME_SALARY', 200_030, 200_031, 'PENDING', { type: 'REALTIME_SALARY', profitRateBp: 50, lossRateBp: 100, singleBetCents: 1_000 }, 1),
    contract(7_010, 'DAILY_SALARY', SUB01, 100_102, 'REJECTED', { type: 'DAILY_SALARY', tiers: salaryTiers([5_000, 1, 80]) }, 10),
  ];
}
