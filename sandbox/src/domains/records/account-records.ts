import { defineRoute } from '../../core/route-registry.js';
import type { Language } from '../../protocol/headers.js';
import { LINE_STATUSES, LINE_TYPES } from '../wallet/funds-book.js';
import type { AccountLine } from '../wallet/funds-book.js';
import { localize } from '../../core/localized.js';
import { fundsBook } from '../wallet/funds-books.js';
import { realMemberOf } from '../wallet/real-member.js';
import { newestFirst } from '../wallet/newest-first.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { moneyValue } from '../../core/money.js';

export function lineValue(line: AccountLine, language: Language) {
  return {
    transId: line.transId,
    orderNo: line.orderNo,
    transType: line.transType,
    amount: moneyValue(line.amountCents),
    balanceAfter: line.balanceAfterCents === null ? null : moneyValue(line.balanceAfterCents),
    status: line.status,
    remark: localize(line.remark, language),
    createdAt: line.createdAt,
  };
}

/** Every money line of the main wallet (page `transactionHistory`), with the money in and out of the selection. */
export const accountRecordsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/ODSFE2_accountRecords',
  moduleId: 'MEMTRANS3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const account = realMemberOf(store, session);
    const page = pageRequest(query);
    const transType = queryChoice(query.transType, 'transType', LINE_TYPES);
    const status = queryChoice(query.status, 'status', LINE_STATUSES);
    const inWindow = timeWindow(query);
    const selected = fundsBook(store, account).lines.filter(
      (line) => (transType === undefined || line.transType === transType) && (status === undefined || line.status === status) && inWindow(line.createdAt),
    );
    const succeeded = selected.filter((line) => line.status === 'SUCCESS');
    const { content, ...paging } = pageOf(newestFirst(selected, (line) => line.createdAt), page);
    return {
      content: content.map((line) => lineValue(line, language)),
      ...paging,
      totalIn: moneyValue(succeeded.filter((line) => line.amountCents > 0).reduce((sum, line) => sum + line.amountCents, 0)),
      totalOut: moneyValue(-succeeded.filter((line) => line.amountCents < 0).reduce((sum, line) => sum + line.amountCents, 0)),
    };
  },
});
