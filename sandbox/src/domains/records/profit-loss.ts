import { defineRoute } from '../../core/route-registry.js';
import type { AccountLine, LineType } from '../wallet/funds-book.js';
import { GAME_TYPES } from '../lobby/categories.js';
import { fundsBook } from '../wallet/funds-books.js';
import { realMemberOf } from '../wallet/real-member.js';
import { invalidParam } from '../../core/business-error.js';
import { queryChoice, queryMoment, timeWindow } from '../../core/request-input.js';
import { moneyValue } from '../../core/money.js';
import { betTotals } from './bet-records.js';
import { periodWindow, REPORT_PERIODS } from './report-periods.js';

/** A `period`, or a `startTime`/`endTime` window, or neither (the whole history). */
function windowOf(query: Readonly<Record<string, string>>, now: number): { inWindow: (at: number) => boolean; startTime: number | null; endTime: number | null } {
  const period = queryChoice(query.period, 'period', REPORT_PERIODS);
  if (period !== undefined) {
    if ((query.startTime ?? '') !== '' || (query.endTime ?? '') !== '') throw invalidParam('Send period or startTime/endTime, not both');
    const [startTime, endTime] = periodWindow(period, now);
    return { inWindow: (at) => at >= startTime && at <= endTime, startTime, endTime };
  }
  return { inWindow: timeWindow(query), startTime: queryMoment(query.startTime, 'startTime') ?? null, endTime: queryMoment(query.endTime, 'endTime') ?? null };
}

function succeededCents(lines: readonly AccountLine[], transType: LineType): number {
  return lines.filter((line) => line.transType === transType && line.status === 'SUCCESS').reduce((sum, line) => sum + line.amountCents, 0);
}

/** Profit and loss (page `personalProfit`): settled bets by game type plus the money lines of the period. */
export const profitLossRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/ODSFE2_profitLoss',
  moduleId: 'MEMTRANS3',
  token: true,
  handle: ({ store, session, query }) => {
    const account = realMemberOf(store, session);
    const { inWindow, startTime, endTime } = windowOf(query, store.clock.now());
    const book = fundsBook(store, account);
    const bets = book.bets.filter((bet) => bet.status === 'SETTLED' && inWindow(bet.betTime));
    const lines = book.lines.filter((line) => inWindow(line.createdAt));
    const totals = betTotals(bets);
    const bonusCents = succeededCents(lines, 'BONUS');
    const rebateCents = succeededCents(lines, 'REBATE');
    const winLossCents = bets.reduce((sum, bet) => sum + bet.winLossCents, 0);
    return {
      startTime,
      endTime,
      games: GAME_TYPES.map((gameType) => ({ gameType, ...betTotals(bets.filter((bet) => bet.gameType === gameType)) })),
      totals,
      deposit: moneyValue(succeededCents(lines, 'DEPOSIT')),
      withdraw: moneyValue(-succeededCents(lines, 'WITHDRAW')),
      bonus: moneyValue(bonusCents),
      rebate: moneyValue(rebateCents),
      netProfit: moneyValue(winLossCents + bonusCents + rebateCents),
    };
  },
});
