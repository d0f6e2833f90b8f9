import type { Account } from '../../core/accounts.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_EPOCH_MS, SEED_NUMBER } from '../../core/epoch.js';
import { mulberry32, pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import { bankName, maskAccountNumber } from './banks.js';
import { DEPOSIT_CHANNELS, depositFeeCents } from './deposit-channels.js';
import type { DepositChannel } from './deposit-channels.js';
import type { AccountLine, BonusType, BoundAccount, FundsBook, LineStatus, LineType } from './funds-book.js';
import { emptyFundsBook } from './funds-book.js';
import { BONUS_CANCELLED_REMARK, BONUS_NAMES, DEPOSIT_FAILED_REMARK, LINE_REMARKS, WITHDRAW_REFUSED_REMARK } from './funds-texts.js';
import { seedBoundAccounts } from './seeded-bound-accounts.js';
import { sessionBets } from './session-bets.js';
import type { SessionVenue } from './session-venues.js';
import { MIN_WITHDRAW_CENTS, nextVipLevel, vipLevel } from './vip-levels.js';

/** This page's streams: one per account, so no other group's data (or another account's) shifts a history. */
export const FUNDS_SEED_OFFSET = 0x5f0000;
export const HISTORY_DAYS = 60;
const SLOTS_PER_DAY = 6;
const SLOT_MS = DAY_MS / SLOTS_PER_DAY;

/** How much a member moved over the seeded days: totals land between its VIP level's requirements and the next. */
interface HistoryPlan {
  startsAt: number;
  endsAt: number;
  deposits: number;
  sessions: number;
  bonuses: number;
  depositTargetCents: number;
  validBetTargetCents: number;
}

function between(random: Random, low: number, high: number): number {
  return Math.round(low + (high - low) * (0.3 + random() * 0.35));
}

function planOf(account: Account, random: Random): HistoryPlan {
  const rank = account.clubLabel.rankLevel;
  const level = vipLevel(rank);
  const next = nextVipLevel(rank) ?? { depositRequirementCents: level.depositRequirementCents * 2, validBetRequirementCents: level.validBetRequirementCents * 2 };
  const endsAt = Math.min(SEED_EPOCH_MS, account.lastLoginAt ?? SEED_EPOCH_MS) - HOUR_MS;
  const startsAt = Math.max(account.regDate + HOUR_MS, endsAt - HISTORY_DAYS * DAY_MS);
  const depositTargetCents = between(random, level.depositRequirementCents, next.depositRequirementCents);
  const plan: HistoryPlan = {
    startsAt,
    endsAt,
    deposits: 2 + rank + randomInt(random, 0, 3),
    sessions: 8 + 4 * rank + randomInt(random, 0, 8),
    bonuses: 1 + randomInt(random, 0, 2) + (rank > 0 ? 1 : 0),
    depositTargetCents,
    validBetTargetCents: between(random, level.validBetRequirementCents, next.validBetRequirementCents),
  };
  // player02 is three days old: one deposit, a little play. player03 deposited more than it has played since.
  if (account.account === 'player02') return { ...plan, deposits: 1, sessions: 1, bonuses: 0, depositTargetCents: 30_000, validBetTargetCents: 45_000 };
  if (account.account === 'player03') return { ...plan, validBetTargetCents: Math.round(depositTargetCents * 0.6) };
  return plan;
}

type EventKind = 'deposit' | 'session' | 'bonus';

/** Distinct 4-hour slots, so one event's lines never interleave with the next's; the first event is a deposit. */
function schedule(random: Random, plan: HistoryPlan): { at: number; kind: EventKind }[] {
  const slotCount = Math.max(1, Math.floor((plan.endsAt - plan.startsAt) / SLOT_MS));
  const kinds: EventKind[] = [
    ...Array<EventKind>(plan.deposits - 1).fill('deposit'),
    ...Array<EventKind>(plan.sessions).fill('session'),
    ...Array<EventKind>(plan.bonuses).fill('bonus'),
  ];
  const wanted = Math.min(slotCount, kinds.length + 1);
  const slots = new Set<number>([0]);
  while (slots.size < wanted) slots.add(randomInt(random, 1, slotCount - 1));
  const ordered = [...slots].sort((a, b) => a - b);
  for (let index = kinds.length - 1; index > 0; index -= 1) {
    const other = randomInt(random, 0, index);
    [kinds[index], kinds[other]] = [kinds[other] as EventKind, kinds[index] as EventKind];
  }
  return ordered.map((slot, index) => ({
    at: plan.startsAt + slot * SLOT_MS + randomInt(random, 0, 60) * MINUTE_MS,
    kind: index === 0 ? 'deposit' : (kinds[index - 1] ?? 'session'),
  }));
}

const CHANNEL_WEIGHTS: readonly [channelId: number, weight: number][] = [[1, 45], [2, 20], [3, 15], [4, 10], [5, 10]];

function pickChannel(random: Random): DepositChannel {
  let roll = random() * 100;
  for (const [channelId, weight] of CHANNEL_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return DEPOSIT_CHANNELS.find((channel) => channel.channelId === channelId) as DepositChannel;
  }
  return DEPOSIT_CHANNELS[0] as DepositChannel;
}

function roundUnits(cents: number): number {
  return Math.round(cents / 100) * 100;
}

/** Builds one seeded member's funds history, forward in time, so every balance along the way is real. */
class HistoryWriter {
  readonly book: FundsBook = emptyFundsBook();
  balanceCents = 0;
  private sequence = 0;

  constructor(private readonly accountId: number) {}

  nextId = (): number => {
    this.sequence += 1;
    return this.accountId * 10_000 + this.sequence;
  };

  line(transType: LineType, orderNo: string, amountCents: number, status: LineStatus, remark: AccountLine['remark'], createdAt: number, moves = status === 'SUCCESS'): AccountLine {
    if (moves) this.balanceCents += amountCents;
    const line: AccountLine = {
      transId: this.nextId(),
      orderNo,
      transType,
      amountCents,
      balanceAfterCents: transType === 'DEPOSIT' && status !== 'SUCCESS' ? null : this.balanceCents + (moves ? 0 : amountCents),
      status,
      remark,
      createdAt,
    };
    this.book.lines.push(line);
    return line;
  }
}

function deposit(writer: HistoryWriter, random: Random, plan: HistoryPlan, at: number): void {
  // A single deposit (a new member's first) is the plan's exact amount by bank transfer, and went through.
  const single = plan.deposits === 1;
  const channel = single ? (DEPOSIT_CHANNELS[0] as DepositChannel) : pickChannel(random);
  const planned = single ? plan.depositTargetCents : roundUnits((plan.depositTargetCents / plan.deposits) * (0.6 + random() * 0.8));
  const cardValues = channel.telcos?.[0]?.faceValueCents;
  const amountCents = cardValues === undefined ? Math.min(channel.maxCents, Math.max(channel.minCents, planned)) : pick(random, cardValues);
  const feeCents = depositFeeCents(channel, amountCents);
  const failed = !single && random() < 0.12;
  const id = writer.nextId();
  const orderNo = `DP${id}`;
  const line = writer.line('DEPOSIT', orderNo, amountCents - feeCents, failed ? 'FAILED' : 'SUCCESS', LINE_REMARKS.deposit(channel.name), at);
  writer.book.depositOrders.push({
    orderNo,
    channelId: channel.channelId,
    amountCents,
    feeCents,
    status: failed ? 'FAILED' : 'SUCCESS',
    remark: failed ? DEPOSIT_FAILED_REMARK : null,
    createdAt: at,
    settledAt: at + randomInt(random, 1, 8) * MINUTE_MS,
    bankAccountId: channel.bankAccounts === null ? null : (channel.bankAccounts[0]?.bankAccountId ?? null),
    payerName: null,
    card: channel.telcos === null ? null : { telco: pick(random, channel.telcos).telco, serial: String(randomInt(random, 10_000_000_000, 99_999_999_999)) },
    lineId: line.transId,
  });
}

function withdraw(writer: HistoryWriter, random: Random, account: Account, bound: BoundAccount, at: number): void {
  const level = vipLevel(account.clubLabel.rankLevel);
  const amountCents = Math.min(level.maxWithdrawAmountCents, roundUnits(writer.balanceCents * (0.4 + random() * 0.3)));
  if (amountCents < MIN_WITHDRAW_CENTS) return;
  const refused = random() < 0.15;
  const id = writer.nextId();
  const orderNo = `WD${id}`;
  const remark = LINE_REMARKS.withdraw(bankName(bound.bankCode), maskAccountNumber(bound.accountNumber));
  const line = writer.line('WITHDRAW', orderNo, -amountCents, refused ? 'FAILED' : 'SUCCESS', remark, at);
  writer.book.withdrawOrders.push({
    orderNo,
    accountId: bound.accountId,
    amountCents,
    status: refused ? 'REFUSED' : 'PAID',
    remark: refused ? WITHDRAW_REFUSED_REMARK : null,
    createdAt: at,
    settledAt: at + randomInt(random, 10, 120) * MINUTE_MS,
    lineId: line.transId,
  });
}

function session(writer: HistoryWriter, random: Random, account: Account, plan: HistoryPlan, venues: readonly SessionVenue[], at: number): void {
  if (writer.balanceCents < 100) return;
  const venue = pick(random, venues);
  const stakeCents = Math.max(100, roundUnits(writer.balanceCents * (0.3 + random() * 0.5)));
  const stake = Math.min(stakeCents, writer.balanceCents);
  writer.line('TRANSFER', `WT${writer.nextId()}`, -stake, 'SUCCESS', LINE_REMARKS.toGameWallet(venue.vendor.displayName), at);
  const target = Math.round((plan.validBetTargetCents / plan.sessions) * (0.5 + random()));
  const play = sessionBets(random, venue, target, stake, at, writer.nextId);
  writer.book.bets.push(...play.bets);
  const returned = stake + play.winLossCents;
  if (returned > 0) writer.line('TRANSFER', `WT${writer.nextId()}`, returned, 'SUCCESS', LINE_REMARKS.fromGameWallet(venue.vendor.displayName), play.endsAt);
  const rate = vipLevel(account.clubLabel.rankLevel).rebateRate;
  const rebate = Math.floor((play.validBetCents * rate) / 100);
  if (rebate > 0) writer.line('REBATE', `RB${writer.nextId()}`, rebate, 'SUCCESS', LINE_REMARKS.rebate(rate), play.endsAt + 10 * MINUTE_MS);
  const bound = writer.book.boundAccounts[0];
  if (bound !== undefined && account.paymentPassword !== null && random() < 0.2) withdraw(writer, random, account, bound, play.endsAt + 30 * MINUTE_MS);
}

function bonus(writer: HistoryWriter, random: Random, account: Account, at: number): void {
  const rank = account.clubLabel.rankLevel;
  const types: BonusType[] = rank > 0 ? ['VIP_MONTHLY', 'PROMOTION', 'MISSION', 'DEPOSIT_BONUS'] : ['PROMOTION', 'MISSION', 'DEPOSIT_BONUS'];
  const bonusType = pick(random, types);
  const amountCents = bonusType === 'VIP_MONTHLY' ? vipLevel(rank).monthlyBonusCents : roundUnits((10 + rank * 20) * 100 * (0.5 + random()));
  const cancelled = random() < 0.12;
  const id = writer.nextId();
  const orderNo = `BN${id}`;
  writer.book.bonuses.push({
    bonusId: id,
    orderNo,
    bonusName: BONUS_NAMES[bonusType],
    bonusType,
    amountCents,
    status: cancelled ? 'CANCELLED' : 'ISSUED',
    createdAt: at,
    remark: cancelled ? BONUS_CANCELLED_REMARK : null,
  });
  if (!cancelled) writer.line('BONUS', orderNo, amountCents, 'SUCCESS', LINE_REMARKS.bonus(BONUS_NAMES[bonusType]), at);
}

/** The last line brings the main wallet to the seeded balance: money left in, or brought back from, a game wallet. */
function reconcile(writer: HistoryWriter, venue: SessionVenue, mainCents: number, plan: HistoryPlan): void {
  const diff = mainCents - writer.balanceCents;
  if (diff === 0) return;
  const lastAt = writer.book.lines.at(-1)?.createdAt ?? plan.startsAt;
  const at = Math.max(lastAt + MINUTE_MS, plan.endsAt - 30 * MINUTE_MS);
  const remark = diff > 0 ? LINE_REMARKS.fromGameWallet(venue.vendor.displayName) : LINE_REMARKS.toGameWallet(venue.vendor.displayName);
  writer.line('TRANSFER', `WT${writer.nextId()}`, diff, 'SUCCESS', remark, at);
}

/** A seeded member's funds page: bound accounts, orders, bets, bonuses and the account lines explaining its main wallet. */
export function seedMemberHistory(account: Account, mainCents: number, venues: readonly SessionVenue[]): FundsBook {
  const random = mulberry32(SEED_NUMBER + FUNDS_SEED_OFFSET + account.id);
  const writer = new HistoryWriter(account.id);
  const plan = planOf(account, random);
  writer.book.boundAccounts.push(...seedBoundAccounts(account, random, plan.startsAt, writer.nextId));
  for (const event of schedule(random, plan)) {
    if (event.kind === 'deposit') deposit(writer, random, plan, event.at);
    else if (event.kind === 'session') session(writer, random, account, plan, venues, event.at);
    else bonus(writer, random, account, event.at);
  }
  reconcile(writer, pick(random, venues), mainCents, plan);
  return writer.book;
}
