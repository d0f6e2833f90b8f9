import { defineRoute } from '../../core/route-registry.js';
import type { PlatformCall } from '../../core/route-registry.js';
import type { Game } from './games.js';
import type { FavouriteGame } from './player-games.js';
import { sandboxOrigin } from './asset-urls.js';
import { requireGame } from './catalogue.js';
import { bodyFields, optionalBodyFields } from './body-fields.js';
import { gameErrors } from './game-errors.js';
import { gameValue } from './game-values.js';
import { invalidParam, languageParam, pageOf, pagingParams } from './query-params.js';
import { realPlayerOf } from './player-guard.js';

export const FAVOURITE_LIMIT = 100;

/** The member's favourites, newest first; the list is only created in the book when something is written. */
function favouritesOf(call: PlatformCall<true>, forWriting = false): FavouriteGame[] {
  const account = realPlayerOf(call.store, call.session);
  const book = call.store.data.games.favourites;
  return forWriting ? (book[account.id] ??= []) : (book[account.id] ?? []);
}

/** `vassalage` and `gameType`, when sent, must be the game's own: a mismatch means the client mixed up rows. */
function checkGameFields(game: Game, fields: Record<string, unknown>): void {
  const { vassalage, gameType } = fields;
  if (vassalage !== undefined && vassalage !== null && String(vassalage).toUpperCase() !== game.vassalage) {
    throw invalidParam(`Game ${game.nodeId} is not a ${String(vassalage)} game`);
  }
  if (gameType !== undefined && gameType !== null && String(gameType).toUpperCase() !== game.gameType) {
    throw invalidParam(`Game ${game.nodeId} is not a ${String(gameType)} game`);
  }
}

export const favouriteRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    moduleId: 'GAMELOFAV3',
    token: true,
    handle: (call) => favouritesOf(call).map((favourite) => favourite.nodeId),
  }),
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    moduleId: 'GAMELOFAV3',
    token: true,
    handle: (call) => {
      const favourites = favouritesOf(call);
      const paging = pagingParams(call.query, 'pageNum', 'pageSize');
      const language = languageParam(call.query, call.language);
      const origin = sandboxOrigin(call.request);
      const games = call.store.data.games;
      const rows = favourites.flatMap((favourite) => {
        const game = games.games.find((candidate) => candidate.nodeId === favourite.nodeId);
        return game === undefined ? [] : [{ ...gameValue(games, game, language, origin), favouriteAt: favourite.addedAt }];
      });
      const page = pageOf(rows, paging);
      return { content: page.items, pageNum: paging.page, pageSize: paging.size, totalPages: page.totalPages, totalCount: rows.length };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    token: true,
    handle: (call) => {
      const fields = bodyFields(call.body);
      const favourites = favouritesOf(call, true);
      const game = requireGame(call.store.data.games, fields.nodeId);
      checkGameFields(game, fields);
      // Adding a favourite twice keeps one: the call is safe to retry.
      if (!favourites.some((favourite) => favourite.nodeId === game.nodeId)) {
        if (favourites.length >= FAVOURITE_LIMIT) throw gameErrors.favouriteLimit(FAVOURITE_LIMIT);
        favourites.unshift({ nodeId: game.nodeId, addedAt: call.store.clock.now() });
      }
      return { nodeId: game.nodeId, favorite: true, total: favourites.length };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    token: true,
    handle: (call) => {
      const fields = { ...optionalBodyFields(call.body) };
      const nodeId = call.query.nodeId ?? fields.nodeId;
      const favourites = favouritesOf(call);
      const game = requireGame(call.store.data.games, nodeId);
      checkGameFields(game, { vassalage: call.query.vassalage ?? fields.vassalage, gameType: call.query.gameType ?? fields.gameType });
      // Removing a game that is not a favourite is a no-op, so a retried removal succeeds too.
      const index = favourites.findIndex((favourite) => favourite.nodeId === game.nodeId);
      if (index >= 0) favourites.splice(index, 1);
      return { nodeId: game.nodeId, favorite: false, total: favourites.length };
    },
  }),
];
