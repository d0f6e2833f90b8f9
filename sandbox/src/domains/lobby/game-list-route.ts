import { defineRoute } from '../../core/route-registry.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { GAME_TYPES } from './categories.js';
import type { GameType } from './categories.js';
import type { Game } from './games.js';
import { sandboxOrigin } from './asset-urls.js';
import { isClosed, requireVendor } from './catalogue.js';
import { lobbyOrder, matchesName } from './game-search.js';
import { gameValue, vendorRowValue } from './game-values.js';
import type { GameValue } from './game-values.js';
import {
  checkMerchantParam,
  integerParam,
  invalidParam,
  languageParam,
  moneyParam,
  pageOf,
  pagingParams,
} from './query-params.js';

/** The spec also names categories in lower case: slots is RNG, poker is PVP. */
const GAME_TYPE_ALIASES: Record<string, GameType> = { SLOTS: 'RNG', POKER: 'PVP', CARDS: 'PVP' };

function gameTypeParam(raw: string | undefined): GameType | undefined {
  const wanted = raw?.trim().toUpperCase();
  if (wanted === undefined || wanted === '') return undefined;
  const gameType = GAME_TYPES.find((type) => type === wanted) ?? GAME_TYPE_ALIASES[wanted];
  if (gameType === undefined) throw invalidParam(`Unknown gameType ${raw ?? ''}`);
  return gameType;
}

function classifyParam(raw: string | undefined, known: ReadonlySet<string>): Set<string> | undefined {
  const codes = (raw ?? '').split(',').map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
  if (codes.length === 0) return undefined;
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined) throw invalidParam(`Unknown gameClassify ${unknown}`);
  return new Set(codes);
}

/**
 * `GCSGAME_gameList`: filters, then pages. Without a vendor filter or a name search, each VASSALAGE vendor
 * stands in the list as one row (isGame VASSALAGE) instead of its games, as its card opens its own list.
 */
function listGames(call: PlatformCall) {
  const { store, query, request } = call;
  const games = store.data.games;
  checkMerchantParam(query, 'merchant', store.merchant);
  const language = languageParam(query, call.language);
  const gameType = gameTypeParam(query.gameType);
  const vendor = query.vassalage?.trim() ? requireVendor(games, query.vassalage) : undefined;
  if (vendor !== undefined && gameType !== undefined && vendor.gameType !== gameType) {
    throw invalidParam(`vassalage ${vendor.vassalage} has no ${gameType} games`);
  }
  const classifies = classifyParam(query.gameClassify, new Set(games.games.map((game) => game.gameClassify)));
  const search = query.gameName?.trim() ?? '';
  if (search.length > 50) throw invalidParam('gameName must be at most 50 characters');
  const maxMinBetCents = moneyParam(query, 'minBet');
  const minLines = integerParam(query, 'minLineNum', 0, 0, 1024);
  const paging = pagingParams(query, 'pageNo', 'pageSize');

  const closed = (game: Game) => isClosed(games, game);
  const matching = games.games
    .filter((game) => gameType === undefined || game.gameType === gameType)
    .filter((game) => vendor === undefined || game.vassalage === vendor.vassalage)
    .filter((game) => classifies === undefined || classifies.has(game.gameClassify))
    .filter((game) => search === '' || matchesName(game, search))
    .filter((game) => maxMinBetCents === undefined || game.minBetCents <= maxMinBetCents)
    .filter((game) => game.minLineNum >= minLines)
    .sort(lobbyOrder(closed));

  const origin = sandboxOrigin(request);
  const collapse = vendor === undefined && search === '';
  const rows: GameValue[] = [];
  const vendorRows = new Set<string>();
  for (const game of matching) {
    const owner = games.vendors.find((candidate) => candidate.vassalage === game.vassalage);
    if (collapse && owner?.popupList) {
      if (!vendorRows.has(owner.vassalage)) {
        const matched = matching.filter((candidate) => candidate.vassalage === owner.vassalage);
        rows.push(vendorRowValue(games, owner, matched, language, origin));
      }
      vendorRows.add(owner.vassalage);
      continue;
    }
    rows.push(gameValue(games, game, language, origin));
  }
  const page = pageOf(rows, paging);
  return { games: page.items, totalPages: page.totalPages, totalCount: rows.length, pageNo: paging.page, pageSize: paging.size };
}

// Token optional, as for the vendor lanes: visitors browse game lists.
export const gameListRoutes = [
  defineRoute({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', token: false, handle: listGames }),
];
