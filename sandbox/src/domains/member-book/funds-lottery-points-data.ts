import { seedAccounts } from '../../core/accounts.js';
import { DAY_MS, SEED_EPOCH_MS, SEED_NUMBER } from '../../core/epoch.js';
import { mulberry32 } from '../../core/prng.js';
import { seedLeaderboardPlayers } from './leaderboard.js';
import type { LeaderboardPlayer } from './leaderboard.js';
import type { MemberBook } from './member-book.js';
import { seedMemberBook, takeId } from './member-seed.js';
import type { IdCounter } from './member-seed.js';
import { REVIEW_DELAY_MS } from './point-config.js';
import { seedPointRewards } from './point-rewards.js';
import type { PointReward } from './point-rewards.js';
import { seedPromotionDetails } from './promotion-catalogue.js';
import type { PromotionDetail } from './promotion-catalogue.js';

/** This group's own random stream, so other groups' seeds never shift its data (and the other way round). */
export const FUNDS_LOTTERY_POINTS_SEED_OFFSET = 0x3f1;

/** Wallet, lottery, points, promotions, missions, inbox and reward-centre state (sandbox/docs/funds-lottery-points.md). */
export interface FundsLotteryPointsData {
  /** The merchant's wallet mode: single (seamless) wallets need no transfers. */
  merchantWallet: { isSingle: boolean };
  pointRewards: PointReward[];
  promotions: PromotionDetail[];
  leaderboard: LeaderboardPlayer[];
  /** Keyed by account id; members the seed does not know get a new-member book on first use. */
  members: Record<string, MemberBook>;
  ids: IdCounter;
}

function seedApplications(members: Record<string, MemberBook>, ids: IdCounter): void {
  const player01 = members['100001'];
  const at = SEED_EPOCH_MS - 20 * DAY_MS;
  player01?.applications.push({
    applicationId: takeId(ids),
    promotionId: 3002,
    requestId: 'seed-application-1',
    comment: 'Nạp 500.000 qua Vietcombank',
    images: [{ type: 'jpg', bytes: 182_344 }],
    status: 'APPROVED',
    remark: null,
    createdAt: at,
    reviewAt: at + REVIEW_DELAY_MS,
    reviewedAt: at + REVIEW_DELAY_MS,
  });
  const vip01 = members['100003'];
  vip01?.applications.push({
    applicationId: takeId(ids),
    promotionId: 3005,
    requestId: 'seed-application-2',
    comment: 'VIP gift please',
    images: [],
    status: 'REJECTED',
    remark: { vi: 'Vui lòng đính kèm ảnh thẻ VIP', en: 'Please attach a picture of your VIP card' },
    createdAt: at,
    reviewAt: at + REVIEW_DELAY_MS,
    reviewedAt: at + REVIEW_DELAY_MS,
  });
}

export function seedFundsLotteryPoints(): FundsLotteryPointsData {
  const random = mulberry32(SEED_NUMBER + FUNDS_LOTTERY_POINTS_SEED_OFFSET);
  const ids: IdCounter = { next: 500_001 };
  const pointRewards = seedPointRewards();
  const members: Record<string, MemberBook> = {};
  for (const account of seedAccounts()) {
    members[String(account.id)] = seedMemberBook(account, random, ids, pointRewards);
  }
  seedApplications(members, ids);
  return {
    merchantWallet: { isSingle: false },
    pointRewards,
    promotions: seedPromotionDetails(),
    leaderboard: seedLeaderboardPlayers(random),
    members,
    ids,
  };
}
