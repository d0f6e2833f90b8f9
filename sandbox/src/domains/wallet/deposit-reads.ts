import { defineRoute } from '../../core/route-registry.js';
import { DEPOSIT_CHANNELS } from './deposit-channels.js';
import { DEPOSIT_STATUSES } from './funds-book.js';
import { fundsBook } from './funds-books.js';
import { invalidParam } from '../../core/business-error.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { channelValue, depositOrderValue } from './deposit-values.js';
import { newestFirst } from './newest-first.js';
import { realMemberOf } from './real-member.js';

export const depositReadRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/FUNDS_getDepositChannels',
    moduleId: 'FUNDTRANS3',
    token: true,
    handle: ({ store, session, language }) => {
      realMemberOf(store, session);
      return DEPOSIT_CHANNELS.map((channel) => channelValue(channel, language));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wps/relay/FUNDS_getDepositOrder',
    moduleId: 'FUNDTRANS3',
    token: true,
    handle: ({ store, session, language, request, query }) => {
      const account = realMemberOf(store, session);
      const orderNo = query.orderNo;
      if (orderNo === undefined || orderNo === '') throw invalidParam('orderNo is required');
      const order = fundsBook(store, account).depositOrders.find((candidate) => candidate.orderNo === orderNo);
      if (order === undefined) throw invalidParam(`Unknown orderNo ${orderNo}`);
      return depositOrderValue(order, language, request);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wps/relay/FUNDS_getDepositOrders',
    moduleId: 'FUNDTRANS3',
    token: true,
    handle: ({ store, session, language, request, query }) => {
      const account = realMemberOf(store, session);
      const page = pageRequest(query);
      const status = queryChoice(query.status, 'status', DEPOSIT_STATUSES);
      const inWindow = timeWindow(query);
      const selected = fundsBook(store, account).depositOrders.filter((order) => (status === undefined || order.status === status) && inWindow(order.createdAt));
      const orders = newestFirst(selected, (order) => order.createdAt);
      const { content, ...paging } = pageOf(orders, page);
      return { content: content.map((order) => depositOrderValue(order, language, request)), ...paging };
    },
  }),
];
