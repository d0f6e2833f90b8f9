import type { FastifyRequest } from 'fastify';
import type { Language } from '../../protocol/headers.js';
import type { PointEntry, RedeemOrder } from '../member-book/member-book.js';
import type { PointReward } from '../member-book/point-rewards.js';
import { localize } from '../../core/localized.js';
import { assetUrl } from './points-asset-url.js';
import { moneyValue } from '../../core/money.js';

/** The reward's picture, its caption in the member's language (points/reward-art.ts). */
export function rewardImage(request: FastifyRequest, rewardId: number, language: Language): string {
  return assetUrl(request, `points/rewards/${rewardId}.${language.toLowerCase()}.svg`);
}

export function rewardValue(reward: PointReward, language: Language, request: FastifyRequest) {
  return {
    id: reward.id,
    name: localize(reward.name, language),
    description: localize(reward.description, language),
    image: rewardImage(request, reward.id, language),
    type: reward.type,
    pointsRequirement: reward.pointsRequirement,
    amount: moneyValue(reward.amountCents),
    stock: reward.stock,
    minVipLevel: reward.minVipLevel,
    status: reward.stock > 0 ? 'AVAILABLE' : 'SOLD_OUT',
  };
}

const PAID_INTO = { CASH: 'MAIN_WALLET', BONUS: 'REWARD_CENTRE', PHYSICAL: null } as const;

export function redeemOrderValue(order: RedeemOrder, reward: PointReward | undefined, language: Language, request: FastifyRequest) {
  return {
    orderNo: order.orderNo,
    requestId: order.requestId,
    rewardId: order.rewardId,
    rewardName: reward === undefined ? '' : localize(reward.name, language),
    rewardType: reward?.type ?? null,
    image: rewardImage(request, order.rewardId, language),
    quantity: order.quantity,
    points: order.points,
    amount: moneyValue(order.amountCents),
    status: order.status,
    remark: order.remark === null ? null : localize(order.remark, language),
    receivingAddress: order.receivingAddress,
    paidAccount: reward === undefined ? null : PAID_INTO[reward.type],
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export function pointEntryValue(entry: PointEntry, language: Language) {
  return {
    transId: entry.transId,
    transType: entry.transType,
    points: entry.points,
    balanceAfter: entry.balanceAfter,
    remark: localize(entry.remark, language),
    orderNo: entry.orderNo,
    createdAt: entry.createdAt,
  };
}
