import { emptyLaunchBook } from './games-launches.js';
import type { LaunchBook } from './games-launches.js';
import { SEED_NUMBER } from '../../core/epoch.js';
import { mulberry32 } from '../../core/prng.js';
import { seedGames } from './games.js';
import type { Game } from './games.js';
import { seedLotteryGames } from './lottery-games.js';
import type { LotteryGame } from './lottery-games.js';
import { seedPlayerGames } from './player-games.js';
import type { FavouritesByAccount, RecentByAccount } from './player-games.js';
import { seedVendors } from './vendors.js';
import type { Vendor } from './vendors.js';
import { seedWinners } from './winners.js';
import type { Winner } from './winners.js';

/** The games group's own random stream, so other groups' seeds never shift it (nor it theirs). */
export const GAMES_SEED_OFFSET = 0x6a3e;

export interface GamesData {
  vendors: Vendor[];
  games: Game[];
  lotteryGames: LotteryGame[];
  winners: Winner[];
  favourites: FavouritesByAccount;
  recent: RecentByAccount;
  launches: LaunchBook;
}

export function createGamesData(): GamesData {
  const random = mulberry32(SEED_NUMBER + GAMES_SEED_OFFSET);
  const vendors = seedVendors();
  const lotteryGames = seedLotteryGames(random);
  const games = seedGames(random, vendors, lotteryGames);
  const winners = seedWinners(random, games);
  const { favourites, recent } = seedPlayerGames(random, games);
  return { vendors, games, lotteryGames, winners, favourites, recent, launches: emptyLaunchBook() };
}
