import { HOUR_MS, MINUTE_MS, SEED_EPOCH_MS } from '../epoch.js';
import type { Localized } from '../localized.js';
import { pick, randomInt } from '../prng.js';
import type { Random } from '../prng.js';
import type { Game } from './games.js';

/** One line of the winners board (`GCSGAME_getRankList`); demo-game wins are added at run time. */
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

/** Big wins of the last two days before the epoch, on slots, fishing, live tables and lottery. */
export function seedWinners(random: Random, games: Game[]): Winner[] {
  const eligible = games.filter((game) => ['RNG', 'FISH', 'LIVE', 'LOTT', 'ELOTT'].includes(game.gameType));
  return Array.from({ length: SEED_WINNER_COUNT }, (_, index): Winner => {
    const game = pick(random, eligible);
    return {
      id: index + 1,
      nodeId: game.nodeId,
      gameName: { ...game.name },
      vassalage: game.vassalage,
      gameType: game.gameType,
      customerName: pick(random, PLAYER_NAMES),
      winCents: randomInt(random, 50, 25_000) * 1_000,
      winTime: SEED_EPOCH_MS - randomInt(random, 5, 48 * 60) * MINUTE_MS - (index % 3) * HOUR_MS,
    };
  });
}
