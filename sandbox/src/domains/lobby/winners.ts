import { DAY_MS, HOUR_MS, MINUTE_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import type { Localized } from '../../core/localized.js';
import { mulberry32, pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import type { Game } from './games.js';

/** One line of the winners board (`GCSGAME_getRankList`); demo-game and control wins are added at run time. */
export interface Winner {
  id: number;
  nodeId: number;
  gameName: Localized;
  vassalage: string;
  gameType: string;
  /** The winner's username, masked when answered. */
  customerName: string;
  winCents: number;
  winTime: number;
}

const PLAYER_NAMES = [
  'tuananh88', 'minhthu', 'hoanglong9', 'baongoc', 'quanghuy', 'thanhtam', 'ducmanh', 'kimchi99', 'vanlam',
  'phuongvy', 'giabao', 'ngocanh', 'huuthang', 'lananh', 'trungkien', 'mylinh', 'dangkhoa', 'thuytien',
];

export const SEED_WINNER_COUNT = 40;

/** Big wins happen on slots, fishing, live tables and lottery. */
const isBoardGame = (game: Game) => ['RNG', 'FISH', 'LIVE', 'LOTT', 'ELOTT'].includes(game.gameType);

/**
 * One big win on a game of the board. The draws keep their order (game, player, prize, then the time), so the
 * seeded board stays the same for a given seed.
 */
function bigWin(random: Random, eligible: Game[], id: number, winTime: () => number): Winner {
  const game = pick(random, eligible);
  const customerName = pick(random, PLAYER_NAMES);
  const winCents = randomInt(random, 50, 25_000) * 1_000;
  const { nodeId, vassalage, gameType } = game;
  return { id, nodeId, gameName: { ...game.name }, vassalage, gameType, customerName, winCents, winTime: winTime() };
}

/** Big wins of the last two days before the epoch, on slots, fishing, live tables and lottery. */
export function seedWinners(random: Random, games: Game[]): Winner[] {
  const eligible = games.filter(isBoardGame);
  return Array.from({ length: SEED_WINNER_COUNT }, (_, index): Winner => {
    const winTime = () => SEED_EPOCH_MS - randomInt(random, 5, 48 * 60) * MINUTE_MS - (index % 3) * HOUR_MS;
    return bigWin(random, eligible, index + 1, winTime);
  });
}

/** Ambient wins: the board moves on its own, about one win every few minutes, the same on every run. */
export const AMBIENT_SLOT_MS = 3 * MINUTE_MS;
/** How far back ambient wins reach: the boards only ever show the newest and the biggest of about a day. */
export const AMBIENT_WINDOW_MS = DAY_MS;
const AMBIENT_WIN_CHANCE = 0.6;
const AMBIENT_SEED = 0x3a1b7;


/**
 * The wins of the slots of the last day up to `now`: slot k has a win or not, decided by a generator seeded
 * with k alone, so a reset, a restart or another sandbox all agree, and a new win turns up as time passes.
 * Ids are negative (the slot's), apart from the stored winners' positive ids.
 */
export function ambientWinners(games: readonly Game[], now: number): Winner[] {
  const eligible = games.filter(isBoardGame);
  if (eligible.length === 0) return [];
  const winners: Winner[] = [];
  const last = Math.floor(now / AMBIENT_SLOT_MS);
  for (let slot = Math.floor((now - AMBIENT_WINDOW_MS) / AMBIENT_SLOT_MS); slot <= last; slot += 1) {
    const random = mulberry32((AMBIENT_SEED + Math.imul(slot, 0x9e3779b1)) >>> 0);
    if (random() >= AMBIENT_WIN_CHANCE) continue;
    const winTime = slot * AMBIENT_SLOT_MS + Math.floor(random() * AMBIENT_SLOT_MS);
    if (winTime > now) continue;
    winners.push(bigWin(random, eligible, -slot, () => winTime));
  }
  return winners;
}
