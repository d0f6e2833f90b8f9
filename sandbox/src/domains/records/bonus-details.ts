import { defineRoute } from '../../core/route-registry.js';
import { BONUS_STATUSES, BONUS_TYPES } from '../wallet/funds-book.js';
import { localize } from '../../core/localized.js';
import { fundsBook } from '../wallet/funds-books.js';
import { realMemberOf } from '../wallet/real-member.js';
import { newestFirst } from '../wallet/newest-first.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { moneyValue } from '../../core/money.js';

/** The member's bonuses (page `bonusDetails`); `totalAmount` adds the issued ones of the selection. */
export const bonusDetailsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/ODSFE2_bonusDetails',
  moduleId: 'MEMTRANS3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const account = realMemberOf(store, session);
    const page = pageRequest(query);
    const bonusType = queryChoice(query.bonusType, 'bonusType', BONUS_TYPES);
    const status = queryChoice(query.status, 'status', BONUS_STATUSES);
    const inWindow = timeWindow(query);
    const selected = fundsBook(store, account).bonuses.filter(
      (bonus) => (bonusType === undefined || bonus.bonusType === bonusType) && (status === undefined || bonus.status === status) && inWindow(bonus.createdAt),
    );
    const { content, ...paging } = pageOf(newestFirst(selected, (bonus) => bonus.createdAt), page);
    return {
      content: content.map((bonus) => ({
        bonusId: bonus.bonusId,
        orderNo: bonus.orderNo,
        bonusName: localize(bonus.bonusName, language),
        bonusType: bonus.bonusType,
        amount: moneyValue(bonus.amountCents),
        status: bonus.status,
        createdAt: bonus.createdAt,
        remark: bonus.remark === null ? null : localize(bonus.remark, language),
      })),
      ...paging,
      totalAmount: moneyValue(selected.filter((bonus) => bonus.status === 'ISSUED').reduce((sum, bonus) => sum + bonus.amountCents, 0)),
    };
  },
});
