import { defineRoute } from '../../core/route-registry.js';
import { GAME_TYPES } from '../lobby/categories.js';
import { BET_STATUSES } from '../wallet/funds-book.js';
import type { BetRecord } from '../wallet/funds-book.js';
import { localize } from '../../core/localized.js';
import { fundsBook } from '../wallet/funds-books.js';
import { realMemberOf } from '../wallet/real-member.js';
import { newestFirst } from '../wallet/newest-first.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { queryChoice, timeWindow } from '../../core/request-input.js';
import { moneyValue } from '../../core/money.js';

/** Totals of bets; valid bet and win/loss count settled bets only. */
export function betTotals(bets: readonly BetRecord[]) {
  const settled = bets.filter((bet) => bet.status === 'SETTLED');
  return {
    betCount: bets.length,
    betAmount: moneyValue(bets.reduce((sum, bet) => sum + bet.betCents, 0)),
    validBet: moneyValue(settled.reduce((sum, bet) => sum + bet.validBetCents, 0)),
    winLoss: moneyValue(settled.reduce((sum, bet) => sum + bet.winLossCents, 0)),
  };
}

/** The member's own bets (page `personalHistoryCopy`) with totals over the whole selection. */
export const betRecordsRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/ODSFE2_betRecords',
  moduleId: 'MEMTRANS3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const account = realMemberOf(store, session);
    const page = pageRequest(query);
    const gameType = queryChoice(query.gameType, 'gameType', GAME_TYPES);
    const status = queryChoice(query.status, 'status', BET_STATUSES);
    const inWindow = timeWindow(query);
    const selected = fundsBook(store, account).bets.filter(
      (bet) => (gameType === undefined || bet.gameType === gameType) && (status === undefined || bet.status === status) && inWindow(bet.betTime),
    );
    const { content, ...paging } = pageOf(newestFirst(selected, (bet) => bet.betTime), page);
    return {
      content: content.map((bet) => ({
        betId: bet.betId,
        gameType: bet.gameType,
        vendor: bet.vendor,
        vendorName: localize(bet.vendorName, language),
        gameName: localize(bet.gameName, language),
        betAmount: moneyValue(bet.betCents),
        validBet: moneyValue(bet.validBetCents),
        winLoss: moneyValue(bet.winLossCents),
        status: bet.status,
        betTime: bet.betTime,
        settledAt: bet.settledAt,
      })),
      ...paging,
      summary: betTotals(selected),
    };
  },
});
