import { defineRoute } from '../../core/route-registry.js';
import { localize } from '../../core/localized.js';
import { TRANSACTION_TYPES } from './team-transactions-seed.js';
import type { TransactionType } from './team-transactions-seed.js';
import { syncAgency } from './agency-sync.js';
import { moneyValue } from '../../core/money.js';
import { agencyErrors } from './agency-errors.js';
import { dayRangeOf, inRange, page, pagingOf } from './agency-params.js';
import { agentOf } from './agent-guard.js';
import { reportScope } from './team-scope.js';

function typeOf(raw: string | undefined): TransactionType | undefined {
  if (raw === undefined || raw === '' || raw.toUpperCase() === 'ALL') return undefined;
  const type = TRANSACTION_TYPES.find((known) => known === raw.toUpperCase());
  if (type === undefined) throw agencyErrors.param(`type must be ALL or one of ${TRANSACTION_TYPES.join(', ')}`);
  return type;
}

/** Account details (agentDownlineTransactionDetailsCopy): the team's money lines by type, newest first. */
export const teamTransactionRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/ODSFE2_teamTransactions',
    moduleId: 'MEMTRANS3',
    token: true,
    handle: ({ store, session, query, language }) => {
      const agent = agentOf(store, session);
      const type = typeOf(query.type);
      const range = dayRangeOf(query);
      const paging = pagingOf(query);
      const scope = reportScope(store, agent, query.account);
      syncAgency(store);
      const names = new Map(scope.map((member) => [member.account.id, member.account.account]));
      const lines = store.data.agency.transactions
        .filter((line) => names.has(line.accountId) && (type === undefined || line.type === type) && inRange(range, line.createdAt))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      const settled = lines.filter((line) => line.status === 'SUCCESS');
      return {
        summary: {
          count: lines.length,
          totalIn: moneyValue(settled.filter((line) => line.amountCents > 0).reduce((total, line) => total + line.amountCents, 0)),
          totalOut: moneyValue(-settled.filter((line) => line.amountCents < 0).reduce((total, line) => total + line.amountCents, 0)),
        },
        ...page(
          lines.map((line) => ({
            id: line.id,
            orderNo: line.orderNo,
            accountId: line.accountId,
            account: names.get(line.accountId) ?? '',
            type: line.type,
            amount: moneyValue(line.amountCents),
            status: line.status,
            createdAt: line.createdAt,
            remark: localize(line.remark, language),
          })),
          paging,
        ),
      };
    },
  }),
];
