/** Value shapes of the calls a member makes on promotions (sandbox/docs/funds-lottery-points.md, Promotions). */
export interface RaffleClaimValue {
  claimId: number;
  promotionId: number;
  ticketKind: string;
  prize: number | string;
  rewardId?: number | null;
  claimedAt: number;
}

export interface ApplicationValue {
  applicationId: number;
  promotionId: number;
  promotionTitle: string;
  comment?: string | null;
  images?: unknown[] | null;
  status: string;
  remark?: string | null;
  createdAt: number;
  reviewedAt?: number | null;
}

export interface ApplicationPageValue {
  content: ApplicationValue[];
  totalCount: number;
}
