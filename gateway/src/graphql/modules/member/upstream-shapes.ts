/** Value shapes of the VIP table and avatar calls (sandbox/docs/funds.md, identity.md). */
type Amount = number | string;

export interface VipLevelValue {
  rank: number;
  labelName: string;
  depositRequirement: Amount;
  validBetRequirement: Amount;
  upgradeBonus: Amount;
  monthlyBonus: Amount;
  rebateRate: Amount;
  dailyWithdrawCount: number;
  dailyWithdrawAmount: Amount;
  maxWithdrawAmount: Amount;
}

export interface VipLevelsValue {
  levels: VipLevelValue[];
  member: {
    rank: number;
    labelName?: string | null;
    totalDeposit: Amount;
    totalValidBet: Amount;
    next: {
      rank: number;
      depositRemaining: Amount;
      validBetRemaining: Amount;
      depositProgress: number;
      validBetProgress: number;
    } | null;
  };
}

export interface AvatarValue {
  avatarId: number;
  avatarUrl: string;
  selected?: boolean;
}

export interface MemberIconValue {
  iconId?: number | null;
  iconUrl?: string | null;
}
