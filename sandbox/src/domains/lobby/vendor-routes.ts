import type { Language } from '../../protocol/headers.js';
import { defineRoute } from '../../core/route-registry.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { GAME_TYPES } from './categories.js';
import { CLASSIFY_NAMES } from './classify-names.js';
import type { GamesData } from './games-seed.js';
import { localize } from '../../core/localized.js';
import { sandboxOrigin } from './asset-urls.js';
import { requireVendor } from './catalogue.js';
import { cardValue, flag } from './game-values.js';
import { checkMerchantParam, invalidParam, languageParam } from './query-params.js';

/** The classify codes of a lane or vendor, in first-seen catalogue order. */
function classifiesOf(games: GamesData, matches: (vassalage: string, gameType: string) => boolean): string[] {
  const codes = games.games.filter((game) => matches(game.vassalage, game.gameType)).map((game) => game.gameClassify);
  return [...new Set(codes)];
}

/** One lane per category that has vendors, in the lobby's order: LIVE, RNG, FISH, PVP, SPORTS, ELOTT, LOTT. */
function vendorLanes(call: PlatformCall, extended: boolean) {
  const { store, query, request } = call;
  checkMerchantParam(query, 'merchantCode', store.merchant);
  const language = languageParam(query, call.language);
  const origin = sandboxOrigin(request);
  const games = store.data.games;
  const lanes = GAME_TYPES.map((gameType) => ({
    title: gameType,
    gameClassify: classifiesOf(games, (_vassalage, type) => type === gameType),
    cards: games.vendors
      .filter((vendor) => vendor.gameType === gameType)
      .map((vendor) => {
        const card = cardValue(vendor, language, origin);
        if (!extended) return card;
        return {
          ...card,
          maintenance: vendor.maintenance,
          isGame: vendor.popupList ? 'VASSALAGE' : 'GAME',
          gameCount: games.games.filter((game) => game.vassalage === vendor.vassalage).length,
        };
      }),
  })).filter((lane) => lane.cards.length > 0);
  return { data: { lanes } };
}

function vendorGameTypes(games: GamesData, vassalage: string, language: Language) {
  const vendor = requireVendor(games, vassalage);
  const own = games.games.filter((game) => game.vassalage === vendor.vassalage);
  return classifiesOf(games, (code) => code === vendor.vassalage).map((gameClassify) => {
    const lotteryGroup = games.lotteryGames.find((game) => game.gameGroupCode === gameClassify);
    const name = CLASSIFY_NAMES[gameClassify] ?? lotteryGroup?.groupName ?? { vi: gameClassify, en: gameClassify };
    const inTab = own.filter((game) => game.gameClassify === gameClassify);
    return {
      vassalage: vendor.vassalage,
      gameType: vendor.gameType,
      gameClassify,
      name: localize(name, language),
      count: inTab.length,
      hotCount: inTab.filter((game) => game.isHot).length,
      isHot: flag(inTab.some((game) => game.isHot)),
    };
  });
}

// The spec marks these T because the site sends its token when it has one; visitors browse the lobby too,
// so the platform must answer them without a session (spec 000 section 1: visitors see game lists).
export const vendorRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    moduleId: 'GAMELO3',
    token: false,
    handle: (call) => vendorLanes(call, false),
  }),
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    moduleId: 'GAMELO3',
    token: false,
    handle: (call) => vendorLanes(call, true),
  }),
  defineRoute({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    moduleId: 'GAMELO3',
    token: false,
    handle: ({ store, query, language }) => {
      const vassalage = query.vassalage?.trim();
      if (vassalage === undefined || vassalage === '') throw invalidParam('vassalage is required');
      return vendorGameTypes(store.data.games, vassalage, languageParam(query, language));
    },
  }),
];
