import type { Account } from '../../core/accounts.js';
import type { BonusType } from '../wallet/funds-book.js';
import { LINE_REMARKS } from '../wallet/funds-texts.js';
import type { RewardItem } from '../member-book/member-book.js';
import { fundsBook, nextFundsId, recordLine } from '../wallet/funds-books.js';
import type { SandboxStore } from '../../core/store.js';

const BONUS_TYPE_OF: Record<Exclude<RewardItem['source'], 'REBATE'>, BonusType> = {
  MISSION: 'MISSION',
  PROMOTION: 'PROMOTION',
  VIP: 'VIP_UPGRADE',
  POINTS_MALL: 'PROMOTION',
};

/**
 * A cash reward claimed from the reward centre reaches the account records: a rebate as a REBATE line, anything
 * else as an issued bonus (bonus details) with its BONUS line. The caller has credited the main wallet.
 */
export function recordRewardPayout(store: SandboxStore, account: Account, item: RewardItem): void {
  const orderNo = `RW${item.rewardId}`;
  if (item.source === 'REBATE') {
    recordLine(store, account, { transType: 'REBATE', orderNo, amountCents: item.amountCents, status: 'SUCCESS', remark: item.title });
    return;
  }
  fundsBook(store, account).bonuses.push({
    bonusId: nextFundsId(store),
    orderNo,
    bonusName: item.title,
    bonusType: BONUS_TYPE_OF[item.source],
    amountCents: item.amountCents,
    status: 'ISSUED',
    createdAt: store.clock.now(),
    remark: null,
  });
  recordLine(store, account, { transType: 'BONUS', orderNo, amountCents: item.amountCents, status: 'SUCCESS', remark: LINE_REMARKS.bonus(item.title) });
}
