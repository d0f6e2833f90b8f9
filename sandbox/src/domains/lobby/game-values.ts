import type { Language } from '../../protocol/headers.js';
import type { GamesData } from './games-seed.js';
import type { Game } from './games.js';
import type { LotteryGame } from './lottery-games.js';
import type { Vendor } from './vendors.js';
import { localize } from '../../core/localized.js';
import { moneyValue } from '../../core/money.js';
import { defaultIconUrl, gameIconUrl, lotteryIconUrl, vendorLogoUrl } from './asset-urls.js';
import { vendorOf } from './catalogue.js';

/** Flags named is* travel as 1/0, as the vendor cards' isHot does (spec: "isHot equal to 1"). */
/** GAME launches; VASSALAGE is a vendor whose card opens its own game list (spec 001 section 3). */
export type IsGame = 'GAME' | 'VASSALAGE';

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A game as `GCSGAME_gameList` answers it. */
export function gameValue(games: GamesData, game: Game, language: Language, origin: string) {
  const vendor = vendorOf(games, game);
  return {
    nodeId: game.nodeId,
    nodeName: game.nodeName,
    gameName: localize(game.name, language),
    vassalage: game.vassalage,
    displayName: localize(vendor.displayName, language),
    gameType: game.gameType,
    gameClassify: game.gameClassify,
    showIcon: gameIconUrl(origin, game.nodeId),
    defaultIcon: defaultIconUrl(origin, game.gameType),
    isHot: flag(game.isHot),
    isNew: flag(game.isNew),
    isTop: flag(game.isTop),
    supportTrail: game.supportTrail,
    maintenance: game.maintenance || vendor.maintenance,
    minBet: moneyValue(game.minBetCents),
    minLineNum: game.minLineNum,
    gameCode: game.gameCode,
    gameId: game.lotteryGameId,
    accountTypeId: vendor.accountTypeId,
    isGame: 'GAME' as IsGame,
    status: 1,
  };
}

export type GameValue = ReturnType<typeof gameValue>;

/**
 * A VASSALAGE vendor's row in a game list: opening it shows that vendor's own list. `matched` are the vendor's
 * games that passed the list's filters; the row's stakes and lines are theirs, so the row obeys the filters too.
 */
export function vendorRowValue(games: GamesData, vendor: Vendor, matched: readonly Game[], language: Language, origin: string): GameValue {
  const own = matched.length > 0 ? matched : games.games.filter((game) => game.vassalage === vendor.vassalage);
  return {
    nodeId: vendor.nodeId,
    nodeName: vendor.name,
    gameName: localize(vendor.displayName, language),
    vassalage: vendor.vassalage,
    displayName: localize(vendor.displayName, language),
    gameType: vendor.gameType,
    gameClassify: '',
    showIcon: vendorLogoUrl(origin, vendor.vassalage),
    defaultIcon: defaultIconUrl(origin, vendor.gameType),
    isHot: flag(vendor.isHot),
    isNew: 0,
    isTop: 0,
    supportTrail: own.some((game) => game.supportTrail),
    maintenance: vendor.maintenance,
    minBet: moneyValue(Math.min(...own.map((game) => game.minBetCents))),
    minLineNum: Math.min(...own.map((game) => game.minLineNum)),
    gameCode: vendor.vassalage,
    gameId: null,
    accountTypeId: vendor.accountTypeId,
    isGame: 'VASSALAGE',
    status: 1,
  };
}

/** A vendor card of `GCSGAME_gameVendor`. */
export function cardValue(vendor: Vendor, language: Language, origin: string) {
  return {
    vassalage: vendor.vassalage,
    displayName: localize(vendor.displayName, language),
    accountTypeId: vendor.accountTypeId,
    isHot: flag(vendor.isHot),
    gameType: vendor.gameType,
    nodeId: vendor.nodeId,
    name: vendor.name,
    page: vendor.page,
    smallIcon: vendorLogoUrl(origin, vendor.vassalage),
    h5Icon: vendorLogoUrl(origin, vendor.vassalage, true),
  };
}

/** A game of the lottery lobby (`/lgw/games/game_menus`, `/lgw/games/popular`). */
export function lotteryGameValue(games: GamesData, game: LotteryGame, language: Language, origin: string) {
  const row = games.games.find((candidate) => candidate.lotteryGameId === game.gameId);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: localize(game.name, language),
    gameGroupCode: game.gameGroupCode,
    gameGroupName: localize(game.groupName, language),
    prizeMode: game.prizeMode,
    provider: game.provider,
    vassalage: game.vassalage,
    nodeId: row?.nodeId ?? null,
    icon: lotteryIconUrl(origin, game.gameCode),
    isHot: flag(game.isHot),
    isNew: flag(game.isNew),
    maintenance: game.maintenance,
    drawIntervalSec: game.drawMinutes === null ? null : game.drawMinutes * 60,
    drawTime: game.drawTime,
    sort: game.sort,
  };
}
