import { mulberry32 } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import type { LotteryGame, ResultFormat } from './lottery-games.js';
import { drawTime, numeroOf } from './draw-schedule.js';

/** [prize code, how many numbers, digits per number], top prize first. */
const TIERS: Record<ResultFormat, readonly [string, number, number][]> = {
  VN_NORTH: [['DB', 1, 5], ['G1', 1, 5], ['G2', 2, 5], ['G3', 6, 5], ['G4', 4, 4], ['G5', 6, 4], ['G6', 3, 3], ['G7', 4, 2]],
  VN_SOUTH: [['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5], ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2]],
  D3: [['DB', 1, 3]],
  D5: [['DB', 1, 5]],
  LAO: [['DB', 1, 6]],
  D4: [['1ST', 1, 4], ['2ND', 1, 4], ['3RD', 1, 4], ['SPECIAL', 10, 4], ['CONSOLATION', 10, 4]],
  THAI: [['FIRST', 1, 6], ['FRONT3', 2, 3], ['BACK3', 2, 3], ['BACK2', 1, 2]],
};

/** FNV-1a: a stable 32-bit number per game code. */
function hashCode(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

export interface DrawResult {
  gameCode: string;
  numero: string;
  openTime: number;
  winningNumber: string;
  prizes: { prizeCode: string; numbers: string[] }[];
}

/** A draw's numbers depend only on (game code, draw index): stable across runs, resets and processes. */
export function drawResult(game: LotteryGame, index: number): DrawResult {
  const random = mulberry32((hashCode(game.gameCode) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const prizes = TIERS[game.format].map(([prizeCode, count, size]) => ({
    prizeCode,
    numbers: Array.from({ length: count }, () => digits(random, size)),
  }));
  return {
    gameCode: game.gameCode,
    numero: numeroOf(game.schedule, index),
    openTime: drawTime(game.schedule, index),
    winningNumber: prizes[0]?.numbers[0] ?? '',
    prizes,
  };
}
