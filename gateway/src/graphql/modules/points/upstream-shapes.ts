import type { PageValue } from '../../shared/page-values.js';

/** Value shapes of the platform's points calls (sandbox/docs/funds-lottery-points.md, Points). */
export interface PointBalanceValue {
  points: number;
  pendingPoints?: number | null;
  totalEarned?: number | null;
  totalSpent?: number | null;
}

export interface PointRewardValue {
  id: number;
  name: string;
  description?: string | null;
  image?: string | null;
  type: string;
  pointsRequirement: number;
  amount: number | string;
  stock: number;
  minVipLevel?: number | null;
  status?: string | null;
}

export interface PointConfigValue {
  pointsRatio: number;
  minConvertPoints: number;
  maxConvertPoints: number;
  maxRedeemQuantity: number;
  newMemberBonusPoints?: number | null;
  neverExpire?: boolean | null;
  earnRates?: { transType: string; betAmountPerPoint: number | string }[] | null;
}

export interface RedeemOrderValue {
  orderNo: string;
  rewardId: number;
  rewardName: string;
  rewardType: string;
  image?: string | null;
  quantity: number;
  points: number;
  amount: number | string;
  status: string;
  remark?: string | null;
  receivingAddress?: string | null;
  paidAccount?: string | null;
  createdAt: number;
  updatedAt?: number | null;
}

/** The answer to a redemption: the new order and the points left. */
export interface RedeemValue extends RedeemOrderValue {
  pointsBalance: number;
}

export interface ConvertValue {
  orderNo: string;
  points: number;
  amount: number | string;
  pointsBalance: number;
  availBalance: number | string;
  createdAt: number;
}

export interface PointsDetailValue {
  transId: number;
  transType: string;
  points: number;
  balanceAfter: number;
  remark?: string | null;
  orderNo?: string | null;
  createdAt: number;
}

export interface PointsDetailsValue extends PageValue<PointsDetailValue> {
  totalIn: number;
  totalOut: number;
}
