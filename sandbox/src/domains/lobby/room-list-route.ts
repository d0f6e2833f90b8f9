import { defineRoute } from '../../core/route-registry.js';
import type { Game } from './games.js';
import type { Localized } from '../../core/localized.js';
import { localize } from '../../core/localized.js';
import { mulberry32, randomInt } from '../../core/prng.js';
import { moneyValue } from '../../core/money.js';
import { isClosed, requireGame } from './catalogue.js';
import type { GamesData } from './games-seed.js';
import { invalidParam, languageParam } from './query-params.js';

const TIERS: ReadonlyArray<{ name: Localized; stake: number; tables: number }> = [
  { name: { vi: 'Sơ cấp', en: 'Beginner' }, stake: 1, tables: 6 },
  { name: { vi: 'Trung cấp', en: 'Intermediate' }, stake: 10, tables: 4 },
  { name: { vi: 'Cao cấp', en: 'Advanced' }, stake: 50, tables: 3 },
  { name: { vi: 'VIP', en: 'VIP' }, stake: 200, tables: 2 },
];

/** Rooms are derived from the game's node id (not stored): the same every time, nothing to reset. */
function roomsOf(games: GamesData, game: Game) {
  const random = mulberry32(game.nodeId);
  const seats = game.seats ?? 4;
  const closed = isClosed(games, game);
  return TIERS.map((tier, index) => {
    const maxPlayers = tier.tables * seats;
    // The top tier of every third game is full, so clients see that state too.
    const full = index === TIERS.length - 1 && game.nodeId % 3 === 0;
    const players = full ? maxPlayers : randomInt(random, 0, maxPlayers - 1);
    return {
      roomId: game.nodeId * 10 + index + 1,
      name: tier.name,
      minBetCents: game.minBetCents * tier.stake,
      maxPlayers,
      players,
      tables: tier.tables,
      seats,
      status: closed ? 'MAINTENANCE' : full ? 'FULL' : 'OPEN',
    };
  });
}

export const roomListRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    moduleId: 'GAMELO3',
    token: true,
    handle: ({ store, query, language }) => {
      const games = store.data.games;
      const game = requireGame(games, query.nodeId);
      if (game.gameType !== 'PVP') throw invalidParam(`Game ${game.nodeId} is not a card game`);
      const wanted = languageParam(query, language);
      return {
        nodeId: game.nodeId,
        gameName: localize(game.name, wanted),
        vassalage: game.vassalage,
        list: roomsOf(games, game).map(({ name, minBetCents, ...room }) => ({
          ...room,
          roomName: localize(name, wanted),
          minBet: moneyValue(minBetCents),
          maxBet: moneyValue(minBetCents * 100),
        })),
      };
    },
  }),
];
