import type { PointReward, PointRewardType, PointsConversion, RedeemOrder, UserError } from '../../../__generated__/schema-types.js';

/** The member's points account. Its fields load lazily (balance, rules, catalogue, history): a query pays only for what it selects. */
export interface PointsAccountModel {
  memberId: string;
}

/** A catalogue reward with what the gateway's own checks need. */
export type PointRewardModel = PointReward & { rewardId: number; rewardType: PointRewardType };

// Payloads are plain JSON: the idempotency layer keeps the first one and replays it to every retry. Their
// `viewer` is resolved afresh (it carries the session, which must never be kept with an answer).

export interface RedeemPointRewardPayloadModel {
  order: RedeemOrder | null;
  pointsBalance: number | null;
  userErrors: UserError[];
}

export interface ConvertPointsPayloadModel {
  conversion: PointsConversion | null;
  userErrors: UserError[];
}
