/** Value shapes of the invitation calls (sandbox/docs/identity.md, designed). */
export interface ReferralInfoValue {
  referralCode: string;
  enabled: boolean;
  invitedCount?: number | null;
}

export interface ReferralListValue {
  content: { account: string; nickname?: string | null; regDate: number }[];
  totalCount: number;
}
