import type { Account } from '../../core/accounts.js';
import { MAIN_WALLET } from '../../core/accounts.js';
import type { IdCounter } from '../member-book/member-seed.js';
import type { GamesData } from '../lobby/games-seed.js';
import type { FundsBook } from './funds-book.js';
import { seedMemberHistory } from './member-history.js';
import { sessionVenues } from './session-venues.js';

/** The funds page's state (sandbox/docs/funds.md): one book per member, used scratch cards, runtime ids. */
export interface FundsData {
  /**
   * The sandbox moment the seeded history was re-dated to (by clock − epoch); null until the first call of the
   * page after a reset.
   */
  anchoredAt: number | null;
  /** Keyed by account id; accounts created at run time get an empty book on first use. */
  books: Record<string, FundsBook>;
  /** `TELCO:serial:pin` of every scratch card sent, so a card is accepted once. */
  usedCards: string[];
  ids: IdCounter;
}

export const FIRST_RUNTIME_FUNDS_ID = 6_000_001;

export function seedFundsData(accounts: readonly Account[], games: GamesData): FundsData {
  const venues = sessionVenues(games);
  const books: Record<string, FundsBook> = {};
  for (const account of accounts) {
    const mainCents = account.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET)?.availCents ?? 0;
    books[String(account.id)] = seedMemberHistory(account, mainCents, venues);
  }
  return { anchoredAt: null, books, usedCards: [], ids: { next: FIRST_RUNTIME_FUNDS_ID } };
}
