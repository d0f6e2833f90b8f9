import { defineRoute } from '../../core/route-registry.js';
import { pointsBalanceOf, POINT_TRANS_TYPES } from '../member-book/member-book.js';
import {
  EARN_RATES,
  MAX_CONVERT_POINTS,
  MAX_REDEEM_QUANTITY,
  MIN_CONVERT_POINTS,
  NEW_MEMBER_BONUS_POINTS,
  POINTS_PER_UNIT,
} from '../member-book/point-config.js';
import type { PointRewardType } from '../member-book/point-rewards.js';
import { flpData } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { pointEntryValue, rewardValue } from './point-values.js';

const REWARD_TYPES: readonly PointRewardType[] = ['CASH', 'PHYSICAL', 'BONUS'];

export const pointBalanceRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  moduleId: 'PTSYS3',
  token: true,
  handle: ({ store, session }) => {
    const book = settledBook(store, sessionAccount(store, session));
    const earned = book.pointEntries.filter((entry) => entry.points > 0 && entry.transType !== 'REFUND');
    const spent = book.pointEntries.filter((entry) => entry.points < 0);
    const refunded = book.pointEntries.filter((entry) => entry.transType === 'REFUND');
    const sum = (entries: typeof earned) => entries.reduce((total, entry) => total + entry.points, 0);
    return {
      points: pointsBalanceOf(book),
      pendingPoints: book.redeemOrders.filter((order) => order.status === 'PENDING').reduce((total, order) => total + order.points, 0),
      totalEarned: sum(earned),
      totalSpent: -sum(spent) - sum(refunded),
      neverExpire: true,
    };
  },
});

export const pointRewardsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  moduleId: 'PTSYS3',
  token: true,
  handle: ({ store, query, language, request }) => {
    const type = queryChoice(query.type, 'type', REWARD_TYPES);
    return flpData(store)
      .pointRewards.filter((reward) => type === undefined || reward.type === type)
      .map((reward) => rewardValue(reward, language, request));
  },
});

export const pointConfigRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  moduleId: 'PTSYS3',
  token: true,
  handle: () => ({
    pointsRatio: POINTS_PER_UNIT,
    minConvertPoints: MIN_CONVERT_POINTS,
    maxConvertPoints: MAX_CONVERT_POINTS,
    maxRedeemQuantity: MAX_REDEEM_QUANTITY,
    newMemberBonusPoints: NEW_MEMBER_BONUS_POINTS,
    neverExpire: true,
    earnRates: EARN_RATES.map((rate) => ({ ...rate })),
  }),
});

export const pointDetailsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  moduleId: 'MEMTRANS3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const paging = pageRequest(query);
    const transType = queryChoice(query.transType, 'transType', POINT_TRANS_TYPES);
    const inWindow = timeWindow(query);
    const book = settledBook(store, sessionAccount(store, session));
    const entries = book.pointEntries
      .filter((entry) => (transType === undefined || entry.transType === transType) && inWindow(entry.createdAt))
      .sort((left, right) => right.createdAt - left.createdAt || right.transId - left.transId);
    return {
      ...pageOf(entries.map((entry) => pointEntryValue(entry, language)), paging),
      totalIn: entries.filter((entry) => entry.points > 0).reduce((total, entry) => total + entry.points, 0),
      totalOut: -entries.filter((entry) => entry.points < 0).reduce((total, entry) => total + entry.points, 0),
    };
  },
});
