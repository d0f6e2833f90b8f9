import type { GameType } from '../categories.js';
import type { Game } from '../games.js';
import type { LotteryGame } from '../lottery-games.js';
import type { Vendor } from '../vendors.js';
import { escapeXml, initialsOf } from './svg-text.js';

const FONT = 'font-family="Verdana, Arial, sans-serif" font-weight="bold"';

function gradient(id: string, hue: number): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,30%)"/>` +
    '</linearGradient></defs>';
}

/** A game tile: its own colour, its initials, its vendor and category. */
export function gameIconSvg(game: Game): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${gradient('g', game.hue)}` +
    '<rect width="200" height="200" rx="28" fill="url(#g)"/>' +
    '<circle cx="100" cy="88" r="58" fill="rgba(255,255,255,0.18)"/>' +
    `<text x="100" y="108" text-anchor="middle" font-size="56" fill="#fff" ${FONT}>${escapeXml(initialsOf(game.nodeName))}</text>` +
    `<text x="100" y="176" text-anchor="middle" font-size="18" fill="rgba(255,255,255,0.9)" ${FONT}>${escapeXml(game.vassalage)}</text>` +
    `<text x="16" y="30" font-size="14" fill="rgba(255,255,255,0.8)" ${FONT}>${game.gameType}</text></svg>`;
}

/** The fallback tile of a category, grey. */
export function defaultIconSvg(gameType: GameType): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
    '<rect width="200" height="200" rx="28" fill="#3a3f4b"/>' +
    '<rect x="60" y="50" width="80" height="80" rx="12" fill="none" stroke="#8a93a6" stroke-width="8"/>' +
    `<text x="100" y="170" text-anchor="middle" font-size="22" fill="#8a93a6" ${FONT}>${gameType}</text></svg>`;
}

/** A vendor logo: square (smallIcon) or wide (h5Icon). */
export function vendorLogoSvg(vendor: Vendor, wide: boolean): string {
  const width = wide ? 320 : 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120">${gradient('v', vendor.hue)}` +
    `<rect width="${width}" height="120" rx="18" fill="url(#v)"/>` +
    `<text x="${width / 2}" y="${wide ? 72 : 70}" text-anchor="middle" font-size="${wide ? 34 : 24}" fill="#fff" ${FONT}>` +
    `${escapeXml(wide ? vendor.name : vendor.vassalage.slice(0, 7))}</text>` +
    (wide ? `<text x="${width / 2}" y="102" text-anchor="middle" font-size="16" fill="rgba(255,255,255,0.85)" ${FONT}>${vendor.gameType}</text>` : '') +
    '</svg>';
}

/** A lottery ball with the game code. */
export function lotteryIconSvg(game: LotteryGame, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">${gradient('l', hue)}` +
    '<circle cx="80" cy="80" r="76" fill="url(#l)"/><circle cx="80" cy="80" r="50" fill="#fff"/>' +
    `<text x="80" y="90" text-anchor="middle" font-size="${game.gameCode.length > 5 ? 16 : 24}" fill="#222" ${FONT}>${escapeXml(game.gameCode)}</text></svg>`;
}
