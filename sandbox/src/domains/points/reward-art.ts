import type { PointReward } from '../member-book/point-rewards.js';
import type { Language } from '../../protocol/headers.js';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A shape per reward type, drawn in a 64×64 box at the centre. */
const GLYPHS: Record<PointReward['type'], string> = {
  CASH: '<rect x="-30" y="-18" width="60" height="36" rx="6" fill="#fff" opacity=".9"/><circle r="11" fill="none" stroke="currentColor" stroke-width="5"/>',
  BONUS: '<rect x="-26" y="-10" width="52" height="36" rx="4" fill="#fff" opacity=".9"/><rect x="-30" y="-22" width="60" height="14" rx="3" fill="#fff"/><rect x="-4" y="-22" width="8" height="48" fill="currentColor"/>',
  PHYSICAL: '<path d="M-28 -8 L0 -24 L28 -8 L28 22 L-28 22 Z" fill="#fff" opacity=".9"/><path d="M-28 -8 L0 6 L28 -8 M0 6 L0 22" stroke="currentColor" stroke-width="4" fill="none"/>',
};

/** "1.900 điểm" in Vietnamese, "1,900 pts" in the other languages (the seeded texts are Vietnamese and English). */
function pointsCaption(points: number, language: Language): string {
  return language === 'VI' ? `${points.toLocaleString('vi-VN')} điểm` : `${points.toLocaleString('en-US')} pts`;
}

/** The reward's picture: a 320×240 card in its colour with a type glyph, its name and its points cost in `language`. */
export function rewardSvg(reward: PointReward, name: string, language: Language): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${reward.colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="320" height="240" rx="16" fill="url(#g)"/>
<g transform="translate(160 100)" color="${reward.colour}">${GLYPHS[reward.type]}</g>
<text x="160" y="180" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#fff">${escapeXml(name)}</text>
<text x="160" y="212" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#ffd966">${pointsCaption(reward.pointsRequirement, language)}</text>
</svg>`;
}
