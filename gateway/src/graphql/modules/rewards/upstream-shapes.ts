/** Value shapes of the reward centre and mission calls (sandbox/docs/funds-lottery-points.md). */
export interface RewardItemValue {
  rewardId: number;
  source: string;
  title: string;
  kind: string;
  amount: number | string;
  points: number;
  status: string;
  createdAt: number;
  claimedAt?: number | null;
}

export interface ClaimRewardValue extends RewardItemValue {
  availBalance: number | string;
  pointsBalance: number;
}

export interface RewardPageValue {
  content: RewardItemValue[];
  totalCount: number;
}

export interface MissionValue {
  missionId: number;
  title: string;
  period: string;
  gameType?: string | null;
  unit: string;
  progress: number;
  target: number;
  reward: { kind: string; points?: number | null; amount?: number | string | null };
  state: string;
  periodEndTime: number;
}

export interface MissionSummaryValue {
  missions: MissionValue[];
  totalCount: number;
  completedCount: number;
  unclaimedCount: number;
}

export interface LeaderboardValue {
  period: string;
  startTime: number;
  endTime: number;
  list: { rank: number; account: string; nickname?: string | null; score: number; isMe?: boolean | null }[];
  me?: { rank?: number | null; score?: number | null } | null;
}
