import type { Account } from '../core/accounts.js';
import type { FundsBook } from '../domains/wallet/funds-book.js';
import { anchorFunds, fundsData } from '../domains/wallet/funds-books.js';
import type { SandboxStore } from '../core/store.js';
import { ControlError } from './control-bodies.js';

export interface FoundOrder<T> {
  account: Account;
  book: FundsBook;
  order: T;
}

/** An order by number across members; client order numbers are per member, so `account` settles a tie. */
export function findOrder<T extends { orderNo: string }>(
  store: SandboxStore,
  orderNo: string,
  ordersOf: (book: FundsBook) => readonly T[],
  only?: Account,
): FoundOrder<T> {
  anchorFunds(store);
  const found: FoundOrder<T>[] = [];
  for (const [key, book] of Object.entries(fundsData(store).books)) {
    const account = store.accountById(Number(key));
    if (account === undefined || (only !== undefined && account.id !== only.id)) continue;
    const order = ordersOf(book).find((candidate) => candidate.orderNo === orderNo);
    if (order !== undefined) found.push({ account, book, order });
  }
  const [first, ...others] = found;
  if (first === undefined) throw new ControlError(`unknown order ${orderNo}`);
  if (others.length > 0) throw new ControlError(`several members have an order ${orderNo}: name the account`);
  return first;
}
