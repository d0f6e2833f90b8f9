import type { VipLevel, VipProgress } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { toDecimal } from '../../values/decimal.js';
import type { VipLevelsValue, VipLevelValue } from './upstream-shapes.js';

const toVipLevel = (value: VipLevelValue): VipLevel => ({
  level: value.rank,
  name: value.labelName,
  depositRequired: toDecimal(value.depositRequirement),
  turnoverRequired: toDecimal(value.validBetRequirement),
  upgradeBonus: toDecimal(value.upgradeBonus),
  monthlyBonus: toDecimal(value.monthlyBonus),
  rebateRate: toDecimal(value.rebateRate),
  dailyWithdrawCount: value.dailyWithdrawCount,
  dailyWithdrawAmount: toDecimal(value.dailyWithdrawAmount),
  maxWithdrawAmount: toDecimal(value.maxWithdrawAmount),
});

/**
 * The VIP table with the member's progress (page playerRank). The platform answers both in one private call, so
 * it is read per member and never shared through the public cache.
 */
export class VipService {
  constructor(private readonly platform: Platform) {}

  async progress(): Promise<VipProgress> {
    const value = await this.platform.read<VipLevelsValue>(calls.vipLevels);
    const levels = value.levels.map(toVipLevel).sort((a, b) => a.level - b.level);
    const { member } = value;
    const next = member.next === null ? null : (levels.find((level) => level.level === member.next?.rank) ?? null);
    return {
      level: member.rank,
      levelName: member.labelName ?? null,
      depositTotal: toDecimal(member.totalDeposit),
      turnoverTotal: toDecimal(member.totalValidBet),
      nextLevel: next,
      depositToNext: toDecimal(member.next?.depositRemaining ?? 0),
      turnoverToNext: toDecimal(member.next?.validBetRemaining ?? 0),
      depositProgress: member.next?.depositProgress ?? 100,
      turnoverProgress: member.next?.validBetProgress ?? 100,
      levels,
    };
  }
}
