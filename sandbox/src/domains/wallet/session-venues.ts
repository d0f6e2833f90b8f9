import type { Game } from '../lobby/games.js';
import type { GamesData } from '../lobby/games-seed.js';
import type { Vendor } from '../lobby/vendors.js';
import { GAME_WALLETS } from './game-wallets.js';

/** Where a seeded play session happens: a game wallet, one of its vendors and that vendor's games. */
export interface SessionVenue {
  accountTypeId: number;
  walletName: string;
  vendor: Vendor;
  games: readonly Game[];
}

/** Every transferable game wallet with each open vendor behind it that has games in the catalogue. */
export function sessionVenues(games: GamesData): SessionVenue[] {
  const venues: SessionVenue[] = [];
  for (const wallet of GAME_WALLETS) {
    for (const vendor of games.vendors) {
      if (vendor.accountTypeId !== wallet.accountTypeId || vendor.maintenance) continue;
      const own = games.games.filter((game) => game.vassalage === vendor.vassalage && !game.maintenance);
      if (own.length > 0) venues.push({ accountTypeId: wallet.accountTypeId, walletName: wallet.name, vendor, games: own });
    }
  }
  return venues;
}
