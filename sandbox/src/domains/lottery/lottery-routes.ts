import { defineRoute } from '../../core/route-registry.js';
import { LOTTERY_GAMES, LOTTERY_GROUPS, lotteryGame, PRIZE_MODES } from './lottery-games.js';
import type { PrizeMode } from './lottery-games.js';
import { localize } from '../../core/localized.js';
import { memberBook } from '../member-book/funds-lottery-points-books.js';
import { invalidParam } from '../../core/business-error.js';
import { integerIn, queryChoice } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { drawResult } from './draw-results.js';
import { betCloseMs, drawIndexOf, drawTime, latestDrawIndex, numeroOf } from './draw-schedule.js';
import { checkDevice, requiredGame } from './lottery-query.js';
import { menuEntry } from './lottery-values.js';
import { recordRecentLottery } from './recent-lottery.js';

/** Without `prizeMode` the VN menu lists every VN-provider mode; SEA games come only with `prizeMode=SEA`. */
const VN_MODES: readonly PrizeMode[] = ['LOTT', 'ZY', 'ELOTT'];
const MAX_RESULTS = 200;
const SHOWN_RECENT = 10;

export const lotteryRoutes = [
  defineRoute({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    moduleId: 'GAMELO3',
    token: false,
    answer: 'bare',
    handle: ({ query, language, store }) => {
      checkDevice(query.device);
      const mode = queryChoice(query.prizeMode, 'prizeMode', PRIZE_MODES);
      const modes = mode === undefined ? VN_MODES : [mode];
      const now = store.clock.now();
      return LOTTERY_GROUPS.filter((group) => modes.includes(group.prizeMode)).map((group, index) => ({
        gameGroupCode: group.gameGroupCode,
        gameGroupName: localize(group.gameGroupName, language),
        prizeMode: group.prizeMode,
        providerCode: group.providerCode,
        sort: index + 1,
        gameMenus: LOTTERY_GAMES.filter((game) => game.gameGroupCode === group.gameGroupCode).map((game) => menuEntry(game, language, now)),
      }));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    moduleId: 'GAMELOREC3',
    token: true,
    answer: 'bare',
    handle: ({ store, session, language, query }) => {
      checkDevice(query.device);
      const book = memberBook(store, sessionAccount(store, session));
      const now = store.clock.now();
      return book.recentLottery.slice(0, SHOWN_RECENT).flatMap((entry) => {
        const game = lotteryGame(entry.gameCode);
        return game === undefined ? [] : [{ ...menuEntry(game, language, now), lastPlayedAt: entry.lastPlayedAt }];
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    moduleId: 'GAMELO3',
    token: false,
    answer: 'bare',
    handle: ({ store, query }) => {
      const game = requiredGame(query.gameCode);
      const count = integerIn(query, 'count', 1, MAX_RESULTS, 100);
      const latest = latestDrawIndex(game.schedule, store.clock.now());
      const results = [];
      for (let index = latest; index >= 0 && results.length < count; index -= 1) results.push(drawResult(game, index));
      return results;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    moduleId: 'GAMELO3',
    token: true,
    answer: 'bare',
    handle: ({ store, session, query, language }) => {
      const game = requiredGame(query.gameCode);
      const now = store.clock.now();
      const latest = latestDrawIndex(game.schedule, now);
      let index = latest;
      if (query.numero !== undefined && query.numero !== '') {
        const asked = drawIndexOf(game.schedule, query.numero);
        if (asked === undefined) throw invalidParam(`${game.gameCode} has no draw ${query.numero}`);
        if (asked > latest) throw invalidParam(`Draw ${query.numero} is not opened yet`);
        index = asked;
      }
      recordRecentLottery(memberBook(store, sessionAccount(store, session)), game.gameCode, now);
      const openTime = drawTime(game.schedule, latest + 1);
      return {
        gameCode: game.gameCode,
        gameName: localize(game.gameName, language),
        current: {
          numero: numeroOf(game.schedule, latest + 1),
          openTime,
          closeTime: openTime - betCloseMs(game.schedule),
          remainingSeconds: Math.max(0, Math.ceil((openTime - now) / 1000)),
        },
        opened: index >= 0 ? drawResult(game, index) : null,
      };
    },
  }),
];
