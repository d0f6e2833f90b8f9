import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../protocol/headers.js';
import type { Account } from '../core/accounts.js';
import { pointsBalanceOf, POINT_TRANS_TYPES } from '../domains/member-book/member-book.js';
import type { InboxCategory, PointTransType } from '../domains/member-book/member-book.js';
import { missionReward } from '../domains/member-book/member-seed.js';
import { missionById } from '../domains/member-book/missions.js';
import { localize } from '../core/localized.js';
import { rewardSvg } from '../domains/points/reward-art.js';
import { addPoints, flpData, memberBook, notify } from '../domains/member-book/funds-lottery-points-books.js';
import { rejectOrder, settledBook } from '../domains/wallet/member-book-settle.js';
import type { SandboxStore } from '../core/store.js';
import { ControlError } from './control-bodies.js';

type Fields = Record<string, unknown>;

function fieldsOf(body: unknown, allowed: readonly string[]): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ControlError('the body must be a JSON object');
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new ControlError(`unknown field(s): ${unknown.join(', ')}`);
  return body as Fields;
}

function accountField(store: SandboxStore, fields: Fields): Account {
  const name = fields.account;
  if (typeof name !== 'string') throw new ControlError('account (a username) is required');
  const account = store.accountByName(name);
  if (account === undefined) throw new ControlError(`unknown account ${name}`);
  return account;
}

function integerField(fields: Fields, key: string, min: number, max: number): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ControlError(`${key} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function textField(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.trim() === '') throw new ControlError(`${key} must be a non-empty string`);
  return value;
}

/** Assets and control endpoints of the funds, lottery and points group (docs/funds-lottery-points.md). */
export function registerFundsLotteryPointsControl(app: FastifyInstance, store: SandboxStore): void {
  app.get<{ Params: { file: string } }>('/assets/points/rewards/:file', async (request, reply) => {
    // `101.vi.svg`: the caption's language rides in the name (as the platform's own picture addresses would).
    const [, id, code = 'en'] = /^(\d+)(?:\.([a-z]{2}))?\.svg$/.exec(request.params.file) ?? [];
    const language = LANGUAGES.find((known) => known === code.toUpperCase()) ?? 'EN';
    const reward = flpData(store).pointRewards.find((item) => String(item.id) === id);
    if (reward === undefined) return reply.code(404).send({ error: 'no such reward picture' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(rewardSvg(reward, localize(reward.name, language), language));
  });

  app.put('/merchant-wallet', async (request) => {
    const fields = fieldsOf(request.body, ['isSingle']);
    if (typeof fields.isSingle !== 'boolean') throw new ControlError('isSingle must be a boolean');
    flpData(store).merchantWallet.isSingle = fields.isSingle;
    return { ...flpData(store).merchantWallet };
  });

  app.post('/points/grant', async (request) => {
    const fields = fieldsOf(request.body, ['account', 'points', 'transType']);
    const account = accountField(store, fields);
    const points = integerField(fields, 'points', -1_000_000, 1_000_000);
    const transType = fields.transType ?? (points >= 0 ? 'BONUS' : 'REDEEM');
    if (!POINT_TRANS_TYPES.includes(transType as PointTransType)) throw new ControlError(`transType must be one of ${POINT_TRANS_TYPES.join(', ')}`);
    const book = settledBook(store, account);
    if (pointsBalanceOf(book) + points < 0) throw new ControlError('the balance would go below 0');
    addPoints(store, book, transType as PointTransType, points, store.clock.now(), null);
    return { account: account.account, points: pointsBalanceOf(book) };
  });

  app.post('/points/redeem-orders/review', async (request) => {
    const fields = fieldsOf(request.body, ['orderNo', 'decision', 'remark']);
    const orderNo = textField(fields, 'orderNo');
    const decision = fields.decision;
    if (decision !== 'APPROVED' && decision !== 'REJECTED') throw new ControlError('decision must be APPROVED or REJECTED');
    for (const account of store.data.accounts) {
      if (flpData(store).members[String(account.id)] === undefined) continue;
      // Settle first: an order whose review time has passed is no longer open to a decision.
      const book = settledBook(store, account);
      const order = book.redeemOrders.find((item) => item.orderNo === orderNo);
      if (order === undefined) continue;
      if (order.status !== 'PENDING') throw new ControlError(`order ${orderNo} is ${order.status}, not PENDING`);
      const now = store.clock.now();
      if (decision === 'REJECTED') {
        const remark = typeof fields.remark === 'string' && fields.remark !== '' ? fields.remark : 'Rejected by review';
        rejectOrder(store, book, order, { vi: remark, en: remark }, now);
      } else {
        order.reviewAt = now;
        settledBook(store, account);
      }
      return { orderNo, status: order.status };
    }
    throw new ControlError(`unknown order ${orderNo}`);
  });

  app.put('/missions/progress', async (request) => {
    const fields = fieldsOf(request.body, ['account', 'missionId', 'progress']);
    const account = accountField(store, fields);
    const mission = missionById(integerField(fields, 'missionId', 1, 1_000));
    if (mission === undefined) throw new ControlError('unknown missionId');
    const progress = integerField(fields, 'progress', 0, 1_000_000_000);
    const book = memberBook(store, account);
    const entry = book.missions.find((item) => item.missionId === mission.missionId);
    if (entry === undefined) book.missions.push({ missionId: mission.missionId, progress });
    else entry.progress = progress;
    const rewarded = book.rewards.some((item) => item.source === 'MISSION' && item.sourceId === mission.missionId);
    if (progress >= mission.target && !rewarded) book.rewards.push(missionReward(mission.missionId, flpData(store).ids, store.clock.now()));
    return { missionId: mission.missionId, progress };
  });

  app.post('/inbox/messages', async (request) => {
    const fields = fieldsOf(request.body, ['account', 'title', 'content', 'category']);
    const account = accountField(store, fields);
    const category = (fields.category ?? 'SYSTEM') as InboxCategory;
    if (!['SYSTEM', 'ACCOUNT', 'PROMOTION'].includes(category)) throw new ControlError('category must be SYSTEM, ACCOUNT or PROMOTION');
    const title = textField(fields, 'title');
    const content = textField(fields, 'content');
    const book = memberBook(store, account);
    notify(store, book, category, { vi: title, en: title }, { vi: content, en: content }, store.clock.now());
    return { unreadCount: book.inbox.filter((message) => !message.read).length };
  });
}
