import type { PointsDetail, PointsRules, PointType, PointRewardType, RedeemOrder, RedeemPaidAccount, RedeemStatus } from '../../../__generated__/schema-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import { mediaUrl } from '../../values/media-url.js';
import type { PointRewardModel } from './points-models.js';
import type { PointConfigValue, PointRewardValue, PointsDetailValue, RedeemOrderValue } from './upstream-shapes.js';

const REWARD_TYPES: readonly PointRewardType[] = ['CASH', 'PHYSICAL', 'BONUS'];
const POINT_TYPES: readonly PointType[] = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'DEPOSIT', 'BONUS', 'REDEEM', 'REFUND', 'CONVERT', 'REWARD'];
/** The platform's PENDING is the spec's "in process". */
const REDEEM_STATUSES: Readonly<Record<string, RedeemStatus>> = { PENDING: 'IN_PROCESS', APPROVED: 'APPROVED', DELIVERED: 'DELIVERED', REJECTED: 'REJECTED' };
const PAID_ACCOUNTS: readonly RedeemPaidAccount[] = ['MAIN_WALLET', 'REWARD_CENTRE'];

const choice = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.find((known) => known === value?.toUpperCase()) ?? null;

const iso = (ms: number): string => new Date(ms).toISOString();

/** A reward type the schema does not know yet is shown as a cash reward would be: by its amount. */
export const rewardTypeOf = (value: string): PointRewardType => choice(REWARD_TYPES, value) ?? 'CASH';

export function toPointReward(value: PointRewardValue, mediaBase: string | undefined): PointRewardModel {
  const type = rewardTypeOf(value.type);
  return {
    id: toGlobalId('PointReward', String(value.id)),
    rewardId: value.id,
    rewardType: type,
    name: value.name,
    description: value.description?.trim() || null,
    imageUrl: mediaUrl(value.image, mediaBase),
    type,
    pointsRequired: value.pointsRequirement,
    amount: toDecimal(value.amount),
    stock: Math.max(0, value.stock),
    minVipLevel: value.minVipLevel ?? 0,
    soldOut: value.stock <= 0 || value.status?.toUpperCase() === 'SOLD_OUT',
  };
}

export function toPointsRules(value: PointConfigValue): PointsRules {
  return {
    pointsRatio: value.pointsRatio,
    minConvertPoints: value.minConvertPoints,
    maxConvertPoints: value.maxConvertPoints,
    maxRedeemQuantity: value.maxRedeemQuantity,
    newMemberBonusPoints: value.newMemberBonusPoints ?? 0,
    neverExpire: value.neverExpire ?? true,
    earnRates: (value.earnRates ?? []).flatMap((rate) => {
      const pointType = choice(POINT_TYPES, rate.transType);
      return pointType === null ? [] : [{ pointType, betAmountPerPoint: toDecimal(rate.betAmountPerPoint) }];
    }),
  };
}

export function toRedeemOrder(value: RedeemOrderValue, mediaBase: string | undefined): RedeemOrder {
  return {
    id: toGlobalId('RedeemOrder', value.orderNo),
    orderNo: value.orderNo,
    rewardName: value.rewardName,
    rewardType: rewardTypeOf(value.rewardType),
    imageUrl: mediaUrl(value.image, mediaBase),
    quantity: value.quantity,
    points: value.points,
    amount: toDecimal(value.amount),
    // An unknown review state is still in process: never shown as approved by mistake.
    status: REDEEM_STATUSES[value.status.toUpperCase()] ?? 'IN_PROCESS',
    remark: value.remark?.trim() || null,
    receivingAddress: value.receivingAddress ?? null,
    paidAccount: choice(PAID_ACCOUNTS, value.paidAccount),
    createdAt: iso(value.createdAt),
    updatedAt: typeof value.updatedAt === 'number' ? iso(value.updatedAt) : null,
  };
}

/** A ledger line of a type the schema does not know yet is left out rather than mislabelled. */
export function toPointsDetail(value: PointsDetailValue): PointsDetail[] {
  const pointType = choice(POINT_TYPES, value.transType);
  if (pointType === null) return [];
  return [
    {
      id: toGlobalId('PointsDetail', String(value.transId)),
      pointType,
      points: value.points,
      balanceAfter: value.balanceAfter,
      remark: value.remark?.trim() || null,
      orderNo: value.orderNo ?? null,
      createdAt: iso(value.createdAt),
    },
  ];
}

/** The platform's name for a redeem status filter. */
export const platformRedeemStatus = (status: RedeemStatus): string => (status === 'IN_PROCESS' ? 'PENDING' : status);
