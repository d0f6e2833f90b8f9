import { defineRoute } from '../../core/route-registry.js';
import type { VipLevel } from '../wallet/vip-levels.js';
import { nextVipLevel, VIP_LEVELS, vipLevel } from '../wallet/vip-levels.js';
import { fundsBook } from '../wallet/funds-books.js';
import { lifetimeTotals } from '../wallet/funds-turnover.js';
import { realMemberOf } from '../wallet/real-member.js';
import { moneyValue } from '../../core/money.js';

const labelOf = (rank: number) => `VIP ${rank}`;

function levelValue(level: VipLevel) {
  return {
    rank: level.rank,
    labelName: labelOf(level.rank),
    depositRequirement: moneyValue(level.depositRequirementCents),
    validBetRequirement: moneyValue(level.validBetRequirementCents),
    upgradeBonus: moneyValue(level.upgradeBonusCents),
    monthlyBonus: moneyValue(level.monthlyBonusCents),
    rebateRate: level.rebateRate,
    dailyWithdrawCount: level.dailyWithdrawCount,
    dailyWithdrawAmount: moneyValue(level.dailyWithdrawAmountCents),
    maxWithdrawAmount: moneyValue(level.maxWithdrawAmountCents),
  };
}

/** Percent of a requirement reached, 0–100 with 2 decimals; a requirement of 0 is reached. */
function progress(doneCents: number, requiredCents: number): number {
  if (requiredCents <= 0) return 100;
  return Math.min(100, Math.floor((doneCents * 10_000) / requiredCents) / 100);
}

/** The VIP table (page `playerRank`) and the member's way to the next level. */
export const vipLevelsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipLevels',
  moduleId: 'REWCEN3',
  token: true,
  handle: ({ store, session }) => {
    const account = realMemberOf(store, session);
    const rank = vipLevel(account.clubLabel.rankLevel).rank;
    const totals = lifetimeTotals(fundsBook(store, account));
    const next = nextVipLevel(rank);
    return {
      levels: VIP_LEVELS.map(levelValue),
      member: {
        rank,
        labelName: account.clubLabel.labelName,
        totalDeposit: moneyValue(totals.depositCents),
        totalValidBet: moneyValue(totals.validBetCents),
        next:
          next === null
            ? null
            : {
                rank: next.rank,
                labelName: labelOf(next.rank),
                depositRequirement: moneyValue(next.depositRequirementCents),
                validBetRequirement: moneyValue(next.validBetRequirementCents),
                depositRemaining: moneyValue(Math.max(0, next.depositRequirementCents - totals.depositCents)),
                validBetRemaining: moneyValue(Math.max(0, next.validBetRequirementCents - totals.validBetCents)),
                depositProgress: progress(totals.depositCents, next.depositRequirementCents),
                validBetProgress: progress(totals.validBetCents, next.validBetRequirementCents),
              },
      },
    };
  },
});
