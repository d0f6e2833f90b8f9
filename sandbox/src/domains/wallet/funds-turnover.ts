import type { FundsBook } from './funds-book.js';

export interface Turnover {
  requiredCents: number;
  doneCents: number;
  remainingCents: number;
}

/**
 * Cumulative over the whole history: successful deposits (their face amount) and issued bonuses are required,
 * settled bets' valid bet is done.
 */
export function turnoverOf(book: FundsBook): Turnover {
  const deposits = book.depositOrders.filter((order) => order.status === 'SUCCESS').reduce((sum, order) => sum + order.amountCents, 0);
  const bonuses = book.bonuses.filter((bonus) => bonus.status === 'ISSUED').reduce((sum, bonus) => sum + bonus.amountCents, 0);
  const doneCents = book.bets.filter((bet) => bet.status === 'SETTLED').reduce((sum, bet) => sum + bet.validBetCents, 0);
  const requiredCents = deposits + bonuses;
  return { requiredCents, doneCents, remainingCents: Math.max(0, requiredCents - doneCents) };
}

/** Totals that VIP progress counts: successful deposits and settled valid bets. */
export function lifetimeTotals(book: FundsBook): { depositCents: number; validBetCents: number } {
  return {
    depositCents: book.depositOrders.filter((order) => order.status === 'SUCCESS').reduce((sum, order) => sum + order.amountCents, 0),
    validBetCents: book.bets.filter((bet) => bet.status === 'SETTLED').reduce((sum, bet) => sum + bet.validBetCents, 0),
  };
}
