import type { FieldMessage } from '../../lib/errors/field-message';

/** What the card knows of a reward and of the member to tell whether the member can redeem it at all. */
export interface RewardLockFacts {
  pointsRequired: number;
  minVipLevel: number;
  soldOut: boolean;
  balance: number;
  vipLevel: number;
}

/**
 * Why the member cannot redeem this reward even once, or null when they can: the card says so and never opens a form
 * the platform would refuse on submit (sold out is the button's own label).
 */
export function rewardLock(facts: RewardLockFacts): FieldMessage | null {
  if (facts.soldOut) return null;
  if (facts.vipLevel < facts.minVipLevel) return { id: 'pointMall.locked.vip', values: { level: facts.minVipLevel, mine: facts.vipLevel } };
  if (facts.balance < facts.pointsRequired) return { id: 'pointMall.locked.points', values: { missing: { points: facts.pointsRequired - facts.balance } } };
  return null;
}
