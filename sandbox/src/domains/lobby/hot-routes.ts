import { defineRoute } from '../../core/route-registry.js';
import { HOT_GROUP_ORDER } from './categories.js';
import type { Game } from './games.js';
import { sandboxOrigin } from './asset-urls.js';
import { isClosed, requireVendor } from './catalogue.js';
import { lobbyOrder } from './game-search.js';
import { gameValue } from './game-values.js';
import { checkMerchantParam, choiceParam, invalidParam, languageParam } from './query-params.js';

export const HOT_GAMES_PER_TYPE = 12;

/**
 * `GCSGAME_hotGamesV2`: open hot games grouped by gameType (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP).
 * isPlatform 2 (the site's own picks) is what the site sends; 1 (a vendor's picks) needs a vassalage.
 */
export const hotGameRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    moduleId: 'GAMELOHOT3',
    token: false,
    handle: ({ store, query, language, request }) => {
      const games = store.data.games;
      checkMerchantParam(query, 'merchantCode', store.merchant);
      const isPlatform = choiceParam(query, 'isPlatform', ['1', '2'] as const) ?? '2';
      const vendor = query.vassalage?.trim() ? requireVendor(games, query.vassalage) : undefined;
      if (isPlatform === '1' && vendor === undefined) throw invalidParam('isPlatform 1 needs a vassalage');
      const wanted = languageParam(query, language);
      const origin = sandboxOrigin(request);
      const closed = (game: Game) => isClosed(games, game);
      const hot = games.games
        .filter((game) => game.isHot && !closed(game))
        .filter((game) => vendor === undefined || game.vassalage === vendor.vassalage)
        .sort(lobbyOrder(closed));
      const list = HOT_GROUP_ORDER.map((gameType) => ({
        gameType,
        games: hot
          .filter((game) => game.gameType === gameType)
          .slice(0, HOT_GAMES_PER_TYPE)
          .map((game) => gameValue(games, game, wanted, origin)),
      })).filter((group) => group.games.length > 0);
      return { list };
    },
  }),
];
