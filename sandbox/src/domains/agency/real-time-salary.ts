import { defineRoute } from '../../core/route-registry.js';
import { vnDayOf } from '../../core/vn-day.js';
import { MINUTE_MS } from '../../core/epoch.js';
import { syncAgency } from './agency-sync.js';
import { REAL_TIME_PERIOD_MS } from './agency-realtime-settlement.js';
import { moneyValue } from '../../core/money.js';
import { page, pagingOf, percentOf } from './agency-params.js';
import { realAccountOf } from './agent-guard.js';
import { heldContract } from './contract-lifecycle.js';
import { contractValue } from './contract-view.js';

/** What real-time salary has paid the caller, period by period, newest first. */
export const realTimeSalaryRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRealTimeSalary',
    moduleId: 'RTSALARY3',
    token: true,
    handle: ({ store, session, query }) => {
      const me = realAccountOf(store, session);
      const paging = pagingOf(query);
      const now = syncAgency(store);
      const held = heldContract(store, me.id, 'REALTIME_SALARY');
      const payouts = store.data.agency.realTimePayouts.filter((payout) => payout.accountId === me.id).reverse();
      const today = vnDayOf(now);
      const sum = (cents: number[]) => moneyValue(cents.reduce((total, value) => total + value, 0));
      return {
        contract: held === undefined ? null : contractValue(store, held),
        periodMinutes: REAL_TIME_PERIOD_MS / MINUTE_MS,
        lastSettledAt: held?.settledUntil ?? null,
        nextSettlementAt: held === undefined ? null : Math.floor(now / REAL_TIME_PERIOD_MS) * REAL_TIME_PERIOD_MS + REAL_TIME_PERIOD_MS,
        totalSalary: sum(payouts.map((payout) => payout.salaryCents)),
        todaySalary: sum(payouts.filter((payout) => vnDayOf(payout.periodEnd) === today).map((payout) => payout.salaryCents)),
        periods: page(
          payouts.map((payout) => ({
            contractId: payout.contractId,
            periodStart: payout.periodStart,
            periodEnd: payout.periodEnd,
            validBet: moneyValue(payout.validBetCents),
            winLoss: moneyValue(payout.winLossCents),
            rate: percentOf(payout.rateBp),
            salary: moneyValue(payout.salaryCents),
          })),
          paging,
        ),
      };
    },
  }),
];
