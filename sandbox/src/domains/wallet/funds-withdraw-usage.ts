import { vnDayOf } from '../../core/vn-day.js';
import type { FundsBook } from './funds-book.js';

/** Today's (Vietnam day of the sandbox clock) withdrawals that count against the limits: PENDING and PAID. */
export function withdrawnToday(book: FundsBook, now: number): { count: number; cents: number } {
  const today = vnDayOf(now);
  const counted = book.withdrawOrders.filter((order) => order.status !== 'REFUSED' && vnDayOf(order.createdAt) === today);
  return { count: counted.length, cents: counted.reduce((sum, order) => sum + order.amountCents, 0) };
}
