import type {
  BetGameType,
  Mission,
  MissionLeaderboard,
  MissionPeriod,
  MissionState,
  MissionUnit,
  RewardItem,
  RewardItemStatus,
  RewardKind,
  RewardSource,
} from '../../../__generated__/schema-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import type { LeaderboardValue, MissionValue, RewardItemValue } from './upstream-shapes.js';

const SOURCES: readonly RewardSource[] = ['MISSION', 'PROMOTION', 'VIP', 'REBATE', 'POINTS_MALL'];
const KINDS: readonly RewardKind[] = ['CASH', 'POINTS'];
const STATUSES: readonly RewardItemStatus[] = ['UNCLAIMED', 'CLAIMED'];
const PERIODS: readonly MissionPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
const UNITS: readonly MissionUnit[] = ['COUNT', 'BET_AMOUNT'];
const STATES: readonly MissionState[] = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED'];
const GAME_TYPES: readonly BetGameType[] = ['LOTT', 'ELOTT', 'FISH', 'LIVE', 'SPORTS', 'RNG', 'PVP'];

/** The schema's value for a platform code, or the fallback the caller chose for a code it does not know yet. */
function choice<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T;
function choice<T extends string>(values: readonly T[], value: string | null | undefined): T | null;
function choice<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T | null = null): T | null {
  return values.find((known) => known === value?.toUpperCase()) ?? fallback;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function toRewardItem(value: RewardItemValue): RewardItem {
  return {
    id: toGlobalId('RewardItem', String(value.rewardId)),
    source: choice(SOURCES, value.source, 'PROMOTION'),
    title: value.title,
    kind: choice(KINDS, value.kind, 'CASH'),
    amount: toDecimal(value.amount),
    points: value.points,
    // Only what the platform calls claimed is shown claimed: the member can still try to claim anything else.
    status: choice(STATUSES, value.status, 'UNCLAIMED'),
    createdAt: iso(value.createdAt),
    claimedAt: typeof value.claimedAt === 'number' ? iso(value.claimedAt) : null,
  };
}

export function toMission(value: MissionValue): Mission {
  return {
    id: toGlobalId('Mission', String(value.missionId)),
    title: value.title,
    period: choice(PERIODS, value.period, 'DAILY'),
    gameType: choice(GAME_TYPES, value.gameType),
    unit: choice(UNITS, value.unit, 'COUNT'),
    progress: toDecimal(Math.min(value.progress, value.target)),
    target: toDecimal(value.target),
    reward: { kind: choice(KINDS, value.reward.kind, 'CASH'), points: value.reward.points ?? 0, amount: toDecimal(value.reward.amount ?? 0) },
    state: choice(STATES, value.state, 'IN_PROGRESS'),
    periodEndsAt: iso(value.periodEndTime),
  };
}

export function toLeaderboard(value: LeaderboardValue, asked: MissionPeriod): MissionLeaderboard {
  return {
    period: choice(PERIODS, value.period, asked),
    startsAt: iso(value.startTime),
    endsAt: iso(value.endTime),
    entries: value.list.map((row) => ({
      rank: row.rank,
      account: row.account,
      // Another player's nickname beside their masked account would undo the mask: only the member's own is given.
      nickname: row.isMe === true ? row.nickname?.trim() || null : null,
      score: row.score,
      isMe: row.isMe === true,
    })),
    me: value.me ? { rank: value.me.rank ?? null, score: value.me.score ?? 0 } : null,
  };
}
