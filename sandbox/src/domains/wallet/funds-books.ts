import type { Account } from '../../core/accounts.js';
import { SEED_EPOCH_MS } from '../../core/epoch.js';
import type { FundsData } from './funds-data.js';
import type { AccountLine, FundsBook, LineStatus, LineType } from './funds-book.js';
import { emptyFundsBook } from './funds-book.js';
import { takeId } from '../member-book/member-seed.js';
import type { Localized } from '../../core/localized.js';
import { mainWallet } from '../member-book/funds-lottery-points-books.js';
import type { SandboxStore } from '../../core/store.js';

export function fundsData(store: SandboxStore): FundsData {
  return store.data.funds;
}

export function nextFundsId(store: SandboxStore): number {
  return takeId(fundsData(store).ids);
}

/** Moves every seeded moment of a book by `shift` ms. */
function redate(book: FundsBook, shift: number): void {
  for (const line of book.lines) line.createdAt += shift;
  for (const bet of book.bets) {
    bet.betTime += shift;
    if (bet.settledAt !== null) bet.settledAt += shift;
  }
  for (const bonus of book.bonuses) bonus.createdAt += shift;
  for (const order of [...book.depositOrders, ...book.withdrawOrders]) {
    order.createdAt += shift;
    if (order.settledAt !== null) order.settledAt += shift;
  }
  for (const bound of book.boundAccounts) bound.createdAt += shift;
}

/**
 * The seeded history is dated before the fixed epoch; on the first call of the page after a reset it moves by
 * (clock − epoch), like the agency group's clock-driven seed, so the member centre's date filters show it.
 */
export function anchorFunds(store: SandboxStore): void {
  const data = fundsData(store);
  if (data.anchoredAt !== null) return;
  const now = store.clock.now();
  for (const book of Object.values(data.books)) redate(book, now - SEED_EPOCH_MS);
  data.anchoredAt = now;
}

/** The member's funds book; accounts created at run time start with an empty one. */
export function fundsBook(store: SandboxStore, account: Account): FundsBook {
  anchorFunds(store);
  const books = fundsData(store).books;
  const key = String(account.id);
  const existing = books[key];
  if (existing !== undefined) return existing;
  const created = emptyFundsBook();
  books[key] = created;
  return created;
}

export interface NewLine {
  transType: LineType;
  orderNo: string;
  amountCents: number;
  status: LineStatus;
  remark: Localized;
}

/**
 * Records a money line after the main wallet has moved; `balanceAfter` is the wallet now (null for a deposit
 * still waiting for its money). `at` dates work settled lazily at the moment it was due.
 */
export function recordLine(store: SandboxStore, account: Account, line: NewLine, at = store.clock.now()): AccountLine {
  const waiting = line.transType === 'DEPOSIT' && line.status === 'PENDING';
  const entry: AccountLine = {
    transId: nextFundsId(store),
    ...line,
    balanceAfterCents: waiting ? null : mainWallet(account).availCents,
    createdAt: at,
  };
  fundsBook(store, account).lines.push(entry);
  return entry;
}

export function lineById(book: FundsBook, transId: number): AccountLine | undefined {
  return book.lines.find((line) => line.transId === transId);
}
