import type { Account } from '../../core/accounts.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import type { MemberBook, PointEntry, PointTransType, RedeemOrder, RewardItem } from './member-book.js';
import { MISSIONS } from './missions.js';
import { DELIVERY_DELAY_MS, NEW_MEMBER_BONUS_POINTS, REVIEW_DELAY_MS } from './point-config.js';
import type { PointReward } from './point-rewards.js';
import { INBOX_TEMPLATES, POINT_REMARKS, REWARD_TITLES, WELCOME_MESSAGE } from './seed-texts.js';

/** Ids handed out by this group: seeded ones first, runtime ones continue from where the seed stopped. */
export interface IdCounter {
  next: number;
}

export function takeId(ids: IdCounter): number {
  const id = ids.next;
  ids.next += 1;
  return id;
}

const EARNING_TYPES: readonly PointTransType[] = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'DEPOSIT'];
const SEEDED_REDEEMS = [101, 102, 104, 106, 112];
const RECENT_LOTTERY_CODES = ['MB', 'HCM', 'MBST1', 'TC5D1', 'THAIGOV', 'DANANG', 'SG4D', 'CANTHO'];

/** A book with only the new-member bonus and the welcome message: members the seed does not know. */
export function newMemberBook(account: Account, ids: IdCounter, now: number): MemberBook {
  const joinedAt = Math.min(account.regDate, now);
  return {
    pointEntries: [
      {
        transId: takeId(ids),
        transType: 'BONUS',
        points: NEW_MEMBER_BONUS_POINTS,
        balanceAfter: NEW_MEMBER_BONUS_POINTS,
        remark: POINT_REMARKS.BONUS,
        orderNo: null,
        createdAt: joinedAt,
      },
    ],
    redeemOrders: [],
    raffleClaims: [],
    applications: [],
    missions: MISSIONS.map((mission) => ({ missionId: mission.missionId, progress: 0 })),
    inbox: [{ messageId: takeId(ids), ...WELCOME_MESSAGE, read: false, createdAt: joinedAt }],
    rewards: [],
    recentLottery: [],
  };
}

interface LedgerEvent {
  at: number;
  transType: PointTransType;
  points: number;
  rewardId?: number;
  rejected?: boolean;
}

/** Earning and redeem history over the 120 days before the epoch, bigger for higher VIP levels. */
function seedLedger(book: MemberBook, account: Account, random: Random, ids: IdCounter, rewards: PointReward[]): void {
  const rank = account.clubLabel.rankLevel;
  const from = Math.max(account.regDate + HOUR_MS, SEED_EPOCH_MS - 120 * DAY_MS);
  const span = SEED_EPOCH_MS - HOUR_MS - from;
  if (span <= 0) return;
  const events: LedgerEvent[] = [];
  const earnings = 8 + rank * 5 + randomInt(random, 0, 14);
  for (let index = 0; index < earnings; index += 1) {
    events.push({ at: from + Math.floor(random() * span), transType: pick(random, EARNING_TYPES), points: randomInt(random, 5, 120 + 80 * rank) });
  }
  // Redeeming needs a payment password, so members without one have never redeemed.
  const redeems = account.paymentPassword === null ? 0 : randomInt(random, 0, 3);
  for (let index = 0; index < redeems; index += 1) {
    events.push({ at: from + Math.floor(random() * span), transType: 'REDEEM', points: 0, rewardId: pick(random, SEEDED_REDEEMS), rejected: random() < 0.25 });
  }
  events.sort((left, right) => left.at - right.at);

  let balance = book.pointEntries.at(-1)?.balanceAfter ?? 0;
  const entry = (transType: PointTransType, points: number, at: number, orderNo: string | null): PointEntry => {
    balance += points;
    return { transId: takeId(ids), transType, points, balanceAfter: balance, remark: POINT_REMARKS[transType], orderNo, createdAt: at };
  };
  for (const event of events) {
    const reward = rewards.find((item) => item.id === event.rewardId);
    if (event.transType !== 'REDEEM') {
      book.pointEntries.push(entry(event.transType, event.points, event.at, null));
    } else if (reward !== undefined && balance >= reward.pointsRequirement) {
      const order = seededOrder(reward, event, ids);
      book.redeemOrders.push(order);
      book.pointEntries.push(entry('REDEEM', -order.points, event.at, order.orderNo));
      if (event.rejected) book.pointEntries.push(entry('REFUND', order.points, order.updatedAt, order.orderNo));
    }
  }
}

function seededOrder(reward: PointReward, event: LedgerEvent, ids: IdCounter): RedeemOrder {
  const id = takeId(ids);
  const reviewAt = event.at + REVIEW_DELAY_MS;
  const physical = reward.type === 'PHYSICAL';
  return {
    orderNo: `RD${id}`,
    requestId: `seed-${id}`,
    rewardId: reward.id,
    quantity: 1,
    points: reward.pointsRequirement,
    amountCents: physical ? 0 : reward.amountCents,
    status: event.rejected ? 'REJECTED' : physical ? 'DELIVERED' : 'APPROVED',
    remark: event.rejected ? { vi: 'Ngoài khu vực giao hàng', en: 'Outside the delivery area' } : null,
    receivingAddress: physical ? '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh' : null,
    createdAt: event.at,
    reviewAt,
    updatedAt: physical && !event.rejected ? reviewAt + DELIVERY_DELAY_MS : reviewAt,
  };
}

/** Mission progress of the current period; completed missions left their reward in the reward centre. */
function seedMissions(book: MemberBook, random: Random, ids: IdCounter): void {
  book.missions = MISSIONS.map((mission) => {
    const done = random() < 0.4;
    const progress = done ? mission.target : Math.floor(random() * mission.target);
    if (done) book.rewards.push(missionReward(mission.missionId, ids, SEED_EPOCH_MS - randomInt(random, 1, 48) * HOUR_MS));
    return { missionId: mission.missionId, progress };
  });
}

export function missionReward(missionId: number, ids: IdCounter, at: number): RewardItem {
  const mission = MISSIONS.find((item) => item.missionId === missionId);
  if (mission === undefined) throw new Error(`unknown mission ${missionId}`);
  return {
    rewardId: takeId(ids),
    source: 'MISSION',
    sourceId: missionId,
    title: mission.title,
    kind: mission.reward.kind,
    amountCents: mission.reward.kind === 'CASH' ? mission.reward.amountCents : 0,
    points: mission.reward.kind === 'POINTS' ? mission.reward.points : 0,
    status: 'UNCLAIMED',
    createdAt: at,
    claimedAt: null,
  };
}

function seedRewardCentre(book: MemberBook, account: Account, random: Random, ids: IdCounter): void {
  const rank = account.clubLabel.rankLevel;
  if (rank >= 1) {
    const at = SEED_EPOCH_MS - randomInt(random, 10, 60) * DAY_MS;
    book.rewards.push({
      rewardId: takeId(ids), source: 'VIP', sourceId: null, title: REWARD_TITLES.vipUpgrade, kind: 'CASH',
      amountCents: rank * 8_800, points: 0, status: 'CLAIMED', createdAt: at, claimedAt: at + 2 * HOUR_MS,
    });
  }
  book.rewards.push({
    rewardId: takeId(ids), source: 'REBATE', sourceId: 3001, title: REWARD_TITLES.dailyRebate, kind: 'CASH',
    amountCents: randomInt(random, 50, 2_000) * (rank + 1), points: 0, status: 'UNCLAIMED',
    createdAt: SEED_EPOCH_MS - 12 * HOUR_MS, claimedAt: null,
  });
  book.rewards.sort((left, right) => left.createdAt - right.createdAt);
}

function seedInbox(book: MemberBook, random: Random, ids: IdCounter): void {
  const count = randomInt(random, 4, 9);
  for (let index = 0; index < count; index += 1) {
    const template = pick(random, INBOX_TEMPLATES);
    const createdAt = SEED_EPOCH_MS - randomInt(random, 1, 30 * 24) * HOUR_MS - randomInt(random, 0, 59) * MINUTE_MS;
    book.inbox.push({ messageId: takeId(ids), ...template, read: random() < 0.6, createdAt });
  }
  book.inbox.sort((left, right) => left.createdAt - right.createdAt);
}

/** Fisher–Yates on a copy, driven by the seeded stream. */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function seedRecentLottery(book: MemberBook, account: Account, random: Random): void {
  if (account.clubLabel.rankLevel === 0) return;
  const count = randomInt(random, 1, 5);
  const codes = shuffled(random, RECENT_LOTTERY_CODES).slice(0, count);
  book.recentLottery = codes
    .map((gameCode) => ({ gameCode, lastPlayedAt: SEED_EPOCH_MS - randomInt(random, 1, 14 * 24) * HOUR_MS }))
    .sort((left, right) => right.lastPlayedAt - left.lastPlayedAt);
}

/** A seeded member's whole history, from this group's own random stream. */
export function seedMemberBook(account: Account, random: Random, ids: IdCounter, rewards: PointReward[]): MemberBook {
  const book = newMemberBook(account, ids, account.regDate);
  book.inbox[0] = { ...WELCOME_MESSAGE, messageId: book.inbox[0]?.messageId ?? takeId(ids), read: true, createdAt: account.regDate };
  seedLedger(book, account, random, ids, rewards);
  seedMissions(book, random, ids);
  seedRewardCentre(book, account, random, ids);
  seedInbox(book, random, ids);
  seedRecentLottery(book, account, random);
  return book;
}
