import type { Game } from './games.js';

/** Lower case without diacritics, so "ho vang" finds "Hổ Vàng" and "đá" finds "Đá Quý". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** A name search matches the Vietnamese name, the English name or the catalogue name. */
export function matchesName(game: Game, search: string): boolean {
  const wanted = foldText(search);
  return [game.name.vi, game.name.en, game.nodeName].some((name) => foldText(name).includes(wanted));
}

/** Lobby order: pinned (isTop) first, then hot, open before closed, then catalogue order. */
export function lobbyOrder(closed: (game: Game) => boolean) {
  return (left: Game, right: Game): number =>
    Number(right.isTop) - Number(left.isTop) ||
    Number(right.isHot) - Number(left.isHot) ||
    Number(closed(left)) - Number(closed(right)) ||
    left.nodeId - right.nodeId;
}
