import { defineRoute } from '../../core/route-registry.js';
import { WITHDRAW_STATUSES } from './funds-book.js';
import { fundsBook } from './funds-books.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { newestFirst } from './newest-first.js';
import { realMemberOf } from './real-member.js';
import { withdrawOrderValue } from './withdraw-values.js';

export const withdrawOrdersRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/FUNDS_getWithdrawOrders',
  moduleId: 'FUNDTRANS3',
  token: true,
  handle: ({ store, session, query }) => {
    const account = realMemberOf(store, session);
    const page = pageRequest(query);
    const status = queryChoice(query.status, 'status', WITHDRAW_STATUSES);
    const inWindow = timeWindow(query);
    const book = fundsBook(store, account);
    const selected = book.withdrawOrders.filter((order) => (status === undefined || order.status === status) && inWindow(order.createdAt));
    const { content, ...paging } = pageOf(newestFirst(selected, (order) => order.createdAt), page);
    return { content: content.map((order) => withdrawOrderValue(order, book.boundAccounts)), ...paging };
  },
});
