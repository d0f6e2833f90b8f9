import { defineRoute } from '../../core/route-registry.js';
import { PRIZE_MODES } from './lottery-games.js';
import { sandboxOrigin } from './asset-urls.js';
import { lotteryGameValue } from './game-values.js';
import { choiceParam, integerParam, invalidParam, languageParam } from './query-params.js';

/** The lottery gateway's lobby calls: bare JSON, no envelope (upstream-protocol.md section 2). */
export const lotteryLobbyRoutes = [
  defineRoute({
    method: 'GET',
    path: '/lgw/games/game_menus',
    moduleId: 'GAMELO3',
    token: false,
    answer: 'bare',
    handle: ({ store, query, language, request }) => {
      const prizeMode = choiceParam(query, 'prizeMode', PRIZE_MODES);
      if (prizeMode === undefined) throw invalidParam('prizeMode is required');
      const games = store.data.games;
      const origin = sandboxOrigin(request);
      const wanted = languageParam(query, language);
      const groups: Record<string, { gameGroupCode: string; gameGroupName: string; prizeMode: string; sort: number; games: unknown[] }> = {};
      for (const game of games.lotteryGames.filter((candidate) => candidate.prizeMode === prizeMode)) {
        const value = lotteryGameValue(games, game, wanted, origin);
        const group = (groups[game.gameGroupCode] ??= {
          gameGroupCode: game.gameGroupCode,
          gameGroupName: value.gameGroupName,
          prizeMode,
          sort: Object.keys(groups).length + 1,
          games: [],
        });
        group.games.push(value);
      }
      return groups;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/lgw/games/popular',
    moduleId: 'GAMELOHOT3',
    token: false,
    answer: 'bare',
    handle: ({ store, query, language, request }) => {
      const count = integerParam(query, 'count', 20, 1, 100);
      const prizeMode = choiceParam(query, 'prizeMode', PRIZE_MODES);
      const games = store.data.games;
      const origin = sandboxOrigin(request);
      const wanted = languageParam(query, language);
      return games.lotteryGames
        .filter((game) => !game.maintenance && (prizeMode === undefined || game.prizeMode === prizeMode))
        .sort((left, right) => right.popularity - left.popularity || left.gameId - right.gameId)
        .slice(0, count)
        .map((game) => ({ ...lotteryGameValue(games, game, wanted, origin), playerCount: game.popularity }));
    },
  }),
];
