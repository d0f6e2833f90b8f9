import { toDecimal } from '../../values/decimal.js';
import { categoryOf, type CategorySplit } from './categories.js';
import type { GameModel, VendorModel, WinnerModel } from './lobby-models.js';
import { mediaUrl } from '../../values/media-url.js';
import type { GameValue, PlatformFlag, PopularGameValue, RankListValue, VendorCardValue } from './upstream-shapes.js';

/** What the mappers need beyond the platform's value. */
export interface MappingContext extends CategorySplit {
  /** Base for site-relative picture paths. */
  mediaBase: string | undefined;
}

export const flag = (value: PlatformFlag): boolean => value === true || value === 1;

const idOf = (value: number | string | undefined): string | null =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '') ? String(value) : null;

/** One vendor card of a lane; null for a card without a code, node id or known lane. */
export function toVendor(card: VendorCardValue, laneType: string, ctx: MappingContext): VendorModel | null {
  const nodeId = idOf(card.nodeId);
  const code = card.vassalage?.trim();
  const platformType = (card.gameType ?? laneType).toUpperCase();
  const category = categoryOf(platformType, code, ctx);
  if (nodeId === null || !code || category === null) return null;
  return {
    code,
    nodeId,
    name: card.displayName?.trim() || card.name?.trim() || code,
    category,
    platformType,
    isHot: flag(card.isHot),
    iconUrl: mediaUrl(card.smallIcon ?? card.h5Icon, ctx.mediaBase),
    page: card.page ?? null,
    opensGameList: card.isGame === 'VASSALAGE',
    maintenance: flag(card.maintenance),
    walletId: typeof card.accountTypeId === 'number' ? card.accountTypeId : null,
  };
}

/** One game-list row (also hot, favourite and recent rows, which carry the same fields). */
export function toGame(value: GameValue, ctx: MappingContext): GameModel | null {
  const nodeId = idOf(value.nodeId);
  const vendorCode = value.vassalage?.trim();
  const category = categoryOf(value.gameType, vendorCode, ctx);
  if (nodeId === null || !vendorCode || category === null) return null;
  return {
    nodeId,
    name: value.gameName?.trim() || value.nodeName?.trim() || vendorCode,
    vendorCode,
    vendorName: value.displayName?.trim() || null,
    category,
    platformType: (value.gameType ?? '').toUpperCase(),
    classification: value.gameClassify?.trim() || null,
    iconUrl: mediaUrl(value.showIcon, ctx.mediaBase),
    fallbackIconUrl: mediaUrl(value.defaultIcon, ctx.mediaBase),
    isHot: flag(value.isHot),
    isNew: flag(value.isNew),
    isTop: flag(value.isTop),
    supportsFreePlay: flag(value.supportTrail),
    maintenance: flag(value.maintenance),
    minBet: value.minBet === null || value.minBet === undefined ? null : toDecimal(value.minBet),
    minLines: typeof value.minLineNum === 'number' ? value.minLineNum : null,
    opensGameList: value.isGame === 'VASSALAGE',
    gameCode: value.gameCode ?? null,
  };
}

/** Popular games are lottery games (the lottery gateway's call); ELOTT draws are their own category. */
export function toPopularGame(value: PopularGameValue, ctx: MappingContext): GameModel | null {
  const nodeId = idOf(value.nodeId);
  const vendorCode = value.vassalage?.trim();
  if (nodeId === null || !vendorCode) return null;
  return {
    nodeId,
    name: value.gameName?.trim() || value.gameCode || vendorCode,
    vendorCode,
    vendorName: null,
    category: value.prizeMode?.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT',
    platformType: value.prizeMode?.toUpperCase() === 'ELOTT' ? 'ELOTT' : 'LOTT',
    classification: value.gameGroupCode ?? null,
    iconUrl: mediaUrl(value.icon, ctx.mediaBase),
    fallbackIconUrl: null,
    isHot: flag(value.isHot),
    isNew: flag(value.isNew),
    isTop: false,
    // The lottery has no free play (sandbox/docs/games.md).
    supportsFreePlay: false,
    maintenance: flag(value.maintenance),
    minBet: null,
    minLines: null,
    opensGameList: false,
    gameCode: value.gameCode ?? null,
  };
}

export function toGames(values: readonly GameValue[] | undefined, ctx: MappingContext): GameModel[] {
  return (values ?? []).flatMap((value) => toGame(value, ctx) ?? []);
}

export function toWinners(value: RankListValue): WinnerModel[] {
  return (value.list ?? []).flatMap(({ vo }) =>
    vo === undefined ? [] : [{ player: vo.customerName ?? '', gameName: vo.gameName ?? '', amount: toDecimal(vo.winAmount) }],
  );
}
