import { defineRoute } from '../../core/route-registry.js';
import { GAME_TYPES } from './categories.js';
import { ambientWinners } from './winners.js';
import { localize } from '../../core/localized.js';
import { moneyValue } from '../../core/money.js';
import { choiceParam, integerParam, languageParam } from './query-params.js';

/** tuananh88 → tu***88: the board never shows a whole username. */
export function maskCustomerName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/**
 * `GCSGAME_getRankList`: latest winners (rankType latest) or biggest wins (biggest). The seeded wins, the wins of
 * demo games and control calls, and the ambient wins of the last day up to the sandbox's clock, so the board
 * moves while a page is open.
 */
export const rankListRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    moduleId: 'GAMELOHOT3',
    token: false,
    handle: ({ store, query, language }) => {
      const rankType = choiceParam(query, 'rankType', ['latest', 'biggest'] as const) ?? 'latest';
      const gameType = choiceParam(query, 'gameType', GAME_TYPES);
      const size = integerParam(query, 'size', 20, 1, 50);
      const wanted = languageParam(query, language);
      const list = [...store.data.games.winners, ...ambientWinners(store.data.games.games, store.clock.now())]
        .filter((winner) => gameType === undefined || winner.gameType === gameType)
        .sort((left, right) =>
          rankType === 'biggest'
            ? right.winCents - left.winCents || right.winTime - left.winTime
            : right.winTime - left.winTime || right.id - left.id,
        )
        .slice(0, size)
        .map((winner, index) => ({
          rank: index + 1,
          vo: {
            winAmount: moneyValue(winner.winCents),
            gameName: localize(winner.gameName, wanted),
            customerName: maskCustomerName(winner.customerName),
            nodeId: winner.nodeId,
            vassalage: winner.vassalage,
            gameType: winner.gameType,
            winTime: winner.winTime,
          },
        }));
      return { list };
    },
  }),
];
