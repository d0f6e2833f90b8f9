import { DAY_MS, HOUR_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import { pick } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import type { Game } from './games.js';

export interface FavouriteGame {
  nodeId: number;
  addedAt: number;
}

export interface RecentGame {
  nodeId: number;
  playedAt: number;
}

/** Per account id, newest first. */
export type FavouritesByAccount = Record<number, FavouriteGame[]>;
export type RecentByAccount = Record<number, RecentGame[]>;

/** Seeded players with a history: player01 (100001) and vip01 (100003). */
const HISTORY: ReadonlyArray<{ accountId: number; favourites: number; recent: number }> = [
  { accountId: 100001, favourites: 3, recent: 4 },
  { accountId: 100003, favourites: 5, recent: 6 },
];

function distinctGames(random: Random, games: Game[], count: number): Game[] {
  const chosen = new Map<number, Game>();
  while (chosen.size < count) {
    const game = pick(random, games);
    chosen.set(game.nodeId, game);
  }
  return [...chosen.values()];
}

export function seedPlayerGames(random: Random, games: Game[]): { favourites: FavouritesByAccount; recent: RecentByAccount } {
  // Only playable, open games: a seeded history never points at a game under maintenance.
  const playable = games.filter((game) => !game.maintenance && (game.gameType === 'RNG' || game.gameType === 'FISH' || game.gameType === 'LIVE'));
  const favourites: FavouritesByAccount = {};
  const recent: RecentByAccount = {};
  for (const history of HISTORY) {
    favourites[history.accountId] = distinctGames(random, playable, history.favourites).map((game, index) => ({
      nodeId: game.nodeId,
      addedAt: SEED_EPOCH_MS - (index + 1) * 3 * DAY_MS,
    }));
    recent[history.accountId] = distinctGames(random, playable, history.recent).map((game, index) => ({
      nodeId: game.nodeId,
      playedAt: SEED_EPOCH_MS - (index + 1) * 5 * HOUR_MS,
    }));
  }
  return { favourites, recent };
}
