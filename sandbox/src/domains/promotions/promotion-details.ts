import { headerValue } from '../../protocol/headers.js';
import { defineRoute } from '../../core/route-registry.js';
import { PROMOTION_CATEGORIES } from '../member-book/promotion-catalogue.js';
import { localize } from '../../core/localized.js';
import { flpData } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { queryChoice, requiredId } from '../../core/request-input.js';
import { activityState, memberState, promotionById } from './promotion-state.js';

/**
 * What the promotions page needs beyond the PR announcements: category, badge, claim mode, window and
 * activity state. Public; a live `Authorization` token adds the member's own state (a dead one is ignored).
 */
export const promotionDetailsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPromotionDetails',
  moduleId: 'AGEANNOUNCE3',
  token: false,
  handle: ({ store, query, language, request }) => {
    const all = flpData(store).promotions;
    const category = queryChoice(query.category, 'category', PROMOTION_CATEGORIES);
    const wanted = query.promotionId === undefined || query.promotionId === ''
      ? all
      : [promotionById(all, requiredId(query, 'promotionId'))];
    const token = headerValue(request, 'authorization');
    const session = token === undefined ? null : store.sessions.resolve(token);
    const account = session === null ? undefined : store.accountById(session.accountId);
    const book = account === undefined ? undefined : settledBook(store, account);
    const now = store.clock.now();
    return wanted
      .filter((promotion) => category === undefined || promotion.category === category)
      .flatMap((promotion) => {
        const notice = store.data.notices.find((item) => item.type === 'PR' && item.id === promotion.promotionId);
        if (notice === undefined) return [];
        return [{
          promotionId: promotion.promotionId,
          title: localize(notice.title, language),
          category: promotion.category,
          badge: promotion.badge,
          claimMode: promotion.claimMode,
          ticketKind: promotion.ticketKind,
          startTime: promotion.startTime,
          endTime: promotion.endTime,
          activityState: activityState(promotion, now),
          minVipLevel: promotion.minVipLevel,
          maxVipLevel: promotion.maxVipLevel,
          rules: localize(promotion.rules, language),
          memberState: account === undefined || book === undefined ? null : memberState(promotion, account, book, now),
        }];
      });
  },
});
