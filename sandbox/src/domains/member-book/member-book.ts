import type { Localized } from '../../core/localized.js';

/** Betting categories earn points; the rest are the ledger's own movements (spec 001 §3 "point types"). */
export const POINT_TRANS_TYPES = [
  'LIVE',
  'LOTT',
  'PVP',
  'RNG',
  'SPORTS',
  'DEPOSIT',
  'BONUS',
  'REDEEM',
  'REFUND',
  'CONVERT',
  'REWARD',
] as const;
export type PointTransType = (typeof POINT_TRANS_TYPES)[number];

/** One line of the points ledger; `points` is signed and `balanceAfter` is the running balance. */
export interface PointEntry {
  transId: number;
  transType: PointTransType;
  points: number;
  balanceAfter: number;
  remark: Localized;
  orderNo: string | null;
  createdAt: number;
}

export type RedeemStatus = 'PENDING' | 'APPROVED' | 'DELIVERED' | 'REJECTED';

export interface RedeemOrder {
  orderNo: string;
  requestId: string;
  rewardId: number;
  quantity: number;
  points: number;
  /** Cash or bonus value of the whole order; 0 for physical rewards. */
  amountCents: number;
  status: RedeemStatus;
  remark: Localized | null;
  receivingAddress: string | null;
  createdAt: number;
  /** When the sandbox's reviewer approves a still pending order. */
  reviewAt: number;
  updatedAt: number;
}

export interface RaffleClaim {
  claimId: number;
  promotionId: number;
  requestId: string;
  prizeCents: number;
  rewardId: number;
  claimedAt: number;
}

export type ApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface PromotionApplication {
  applicationId: number;
  promotionId: number;
  requestId: string;
  comment: string;
  images: { type: 'png' | 'jpg'; bytes: number }[];
  status: ApplicationStatus;
  remark: Localized | null;
  createdAt: number;
  reviewAt: number;
  reviewedAt: number | null;
}

export interface MissionProgress {
  missionId: number;
  progress: number;
}

export type InboxCategory = 'SYSTEM' | 'ACCOUNT' | 'PROMOTION';

export interface InboxMessage {
  messageId: number;
  category: InboxCategory;
  title: Localized;
  content: Localized;
  read: boolean;
  createdAt: number;
}

export type RewardSource = 'MISSION' | 'PROMOTION' | 'VIP' | 'REBATE' | 'POINTS_MALL';

/** An item of the reward centre: cash to the main wallet or points, waiting to be claimed. */
export interface RewardItem {
  rewardId: number;
  source: RewardSource;
  sourceId: number | null;
  title: Localized;
  kind: 'CASH' | 'POINTS';
  amountCents: number;
  points: number;
  status: 'UNCLAIMED' | 'CLAIMED';
  createdAt: number;
  claimedAt: number | null;
}

export interface RecentLotteryGame {
  gameCode: string;
  lastPlayedAt: number;
}

/** Everything this group keeps per member, keyed by account id in `FundsLotteryPointsData.members`. */
export interface MemberBook {
  pointEntries: PointEntry[];
  redeemOrders: RedeemOrder[];
  raffleClaims: RaffleClaim[];
  applications: PromotionApplication[];
  missions: MissionProgress[];
  inbox: InboxMessage[];
  rewards: RewardItem[];
  recentLottery: RecentLotteryGame[];
}

export function pointsBalanceOf(book: MemberBook): number {
  return book.pointEntries.at(-1)?.balanceAfter ?? 0;
}
