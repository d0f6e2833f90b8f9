import { AVATAR_COUNT } from './profiles.js';

/** Background and coat colours per avatar, so each of the twelve looks different. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#6142bf', '#c98b4f'],
  ['#1f7a8c', '#b5793e'],
  ['#c0392b', '#d9a066'],
  ['#2e7d32', '#a86b3c'],
  ['#f39c12', '#7b4a2a'],
  ['#34495e', '#c4955c'],
  ['#8e44ad', '#d2a36b'],
  ['#16a085', '#9c6434'],
  ['#d35400', '#e0b07a'],
  ['#2c3e50', '#b07444'],
  ['#e84393', '#c58a52'],
  ['#0984e3', '#8d5a30'],
];

export function isAvatarId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= AVATAR_COUNT;
}

/** A 128×128 saola head (the site's animal: long straight horns, white face marks) on a coloured disc. */
export function renderAvatarSvg(avatarId: number): string {
  const [background, coat] = PALETTES[(avatarId - 1) % PALETTES.length] ?? ['#6142bf', '#c98b4f'];
  const tilt = ((avatarId % 5) - 2) * 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<circle cx="64" cy="64" r="64" fill="${background}"/>`,
    `<g transform="rotate(${tilt} 64 64)">`,
    '<path d="M52 44 L40 6 L46 5 L57 42 Z" fill="#3b2a1e"/>',
    '<path d="M76 44 L88 6 L82 5 L71 42 Z" fill="#3b2a1e"/>',
    `<ellipse cx="38" cy="52" rx="12" ry="6" fill="${coat}" transform="rotate(-25 38 52)"/>`,
    `<ellipse cx="90" cy="52" rx="12" ry="6" fill="${coat}" transform="rotate(25 90 52)"/>`,
    `<path d="M46 46 Q64 36 82 46 L78 96 Q64 110 50 96 Z" fill="${coat}"/>`,
    '<path d="M52 60 L58 66 L52 68 Z M76 60 L70 66 L76 68 Z" fill="#ffffff"/>',
    '<circle cx="55" cy="62" r="3" fill="#1b1b1b"/><circle cx="73" cy="62" r="3" fill="#1b1b1b"/>',
    '<ellipse cx="64" cy="92" rx="9" ry="6" fill="#ffffff"/><ellipse cx="64" cy="90" rx="4" ry="2.5" fill="#1b1b1b"/>',
    '</g>',
    '</svg>',
  ].join('');
}
