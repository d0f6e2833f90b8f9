import { defineRoute } from '../../core/route-registry.js';
import type { RedeemStatus } from '../member-book/member-book.js';
import { flpData } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { redeemOrderValue } from './point-values.js';

const STATUSES: readonly RedeemStatus[] = ['PENDING', 'APPROVED', 'DELIVERED', 'REJECTED'];

/** The member's redeem orders, newest first; statuses move along the sandbox clock. */
export const redeemListRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  moduleId: 'PTSYS3',
  token: true,
  handle: ({ store, session, query, language, request }) => {
    const paging = pageRequest(query);
    const status = queryChoice(query.status, 'status', STATUSES);
    const inWindow = timeWindow(query);
    const book = settledBook(store, sessionAccount(store, session));
    const rewards = flpData(store).pointRewards;
    const orders = book.redeemOrders
      .filter((order) => (status === undefined || order.status === status) && inWindow(order.createdAt))
      .sort((left, right) => right.createdAt - left.createdAt);
    return pageOf(
      orders.map((order) => redeemOrderValue(order, rewards.find((reward) => reward.id === order.rewardId), language, request)),
      paging,
    );
  },
});
