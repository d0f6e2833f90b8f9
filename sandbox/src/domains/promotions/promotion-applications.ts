import { defineRoute } from '../../core/route-registry.js';
import type { ApplicationStatus } from '../member-book/member-book.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, requiredId } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { applicationValue } from './application-values.js';

const STATUSES: readonly ApplicationStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** My promotion applications, newest first, with their review status. */
export const promotionApplicationsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionApplications',
  moduleId: 'REWCEN3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const paging = pageRequest(query);
    const status = queryChoice(query.status, 'status', STATUSES);
    const promotionId = query.promotionId === undefined || query.promotionId === '' ? undefined : requiredId(query, 'promotionId');
    const book = settledBook(store, sessionAccount(store, session));
    const applications = book.applications
      .filter((item) => (status === undefined || item.status === status) && (promotionId === undefined || item.promotionId === promotionId))
      .sort((left, right) => right.createdAt - left.createdAt || right.applicationId - left.applicationId);
    return pageOf(applications.map((item) => applicationValue(store, item, language)), paging);
  },
});
