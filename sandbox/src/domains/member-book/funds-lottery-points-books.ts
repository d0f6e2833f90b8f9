import type { Account, Wallet } from '../../core/accounts.js';
import { MAIN_WALLET } from '../../core/accounts.js';
import type { Localized } from '../../core/localized.js';
import type { FundsLotteryPointsData } from './funds-lottery-points-data.js';
import type { InboxCategory, MemberBook, PointEntry, PointTransType } from './member-book.js';
import { pointsBalanceOf } from './member-book.js';
import { newMemberBook, takeId } from './member-seed.js';
import { POINT_REMARKS } from './seed-texts.js';
import type { SandboxStore } from '../../core/store.js';

export function flpData(store: SandboxStore): FundsLotteryPointsData {
  return store.data.fundsLotteryPoints;
}

/** The member's book; an account the seed does not know (registered at runtime) starts a new-member book. */
export function memberBook(store: SandboxStore, account: Account): MemberBook {
  const data = flpData(store);
  const key = String(account.id);
  const existing = data.members[key];
  if (existing !== undefined) return existing;
  const created = newMemberBook(account, data.ids, store.clock.now());
  data.members[key] = created;
  return created;
}

export function nextId(store: SandboxStore): number {
  return takeId(flpData(store).ids);
}

/** Appends a signed ledger line; the caller has checked that the balance stays ≥ 0. */
export function addPoints(store: SandboxStore, book: MemberBook, transType: PointTransType, points: number, at: number, orderNo: string | null): PointEntry {
  const entry: PointEntry = {
    transId: nextId(store),
    transType,
    points,
    balanceAfter: pointsBalanceOf(book) + points,
    remark: POINT_REMARKS[transType],
    orderNo,
    createdAt: at,
  };
  book.pointEntries.push(entry);
  return entry;
}

export function mainWallet(account: Account): Wallet {
  const found = account.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET);
  if (found !== undefined) return found;
  const created: Wallet = { accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 0 };
  account.wallets.unshift(created);
  return created;
}

export function notify(store: SandboxStore, book: MemberBook, category: InboxCategory, title: Localized, content: Localized, at: number): void {
  book.inbox.push({ messageId: nextId(store), category, title, content, read: false, createdAt: at });
}
