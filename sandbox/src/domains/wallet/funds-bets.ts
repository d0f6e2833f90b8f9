import type { Account } from '../../core/accounts.js';
import type { BetRecord } from './funds-book.js';
import type { Game } from '../lobby/games.js';
import { fundsBook, nextFundsId } from './funds-books.js';
import type { SandboxStore } from '../../core/store.js';

/**
 * A settled bet in the member's bet records (and so in its turnover). The caller has already moved the money;
 * the vendor is the game's own.
 */
export function recordSettledBet(store: SandboxStore, account: Account, game: Game, bet: { betCents: number; validBetCents: number; winLossCents: number }): BetRecord {
  const vendor = store.data.games.vendors.find((candidate) => candidate.vassalage === game.vassalage);
  const now = store.clock.now();
  const record: BetRecord = {
    betId: `B${nextFundsId(store)}`,
    gameType: game.gameType,
    vendor: game.vassalage,
    vendorName: vendor ? { ...vendor.displayName } : { vi: game.vassalage, en: game.vassalage },
    gameName: { ...game.name },
    betCents: bet.betCents,
    validBetCents: bet.validBetCents,
    winLossCents: bet.winLossCents,
    status: 'SETTLED',
    betTime: now,
    settledAt: now,
  };
  fundsBook(store, account).bets.push(record);
  return record;
}
