import { MAIN_WALLET } from '../../core/accounts.js';
import type { Account } from '../../core/accounts.js';
import { mulberry32 } from '../../core/prng.js';
import type { SlotPlay, SpinAnswer } from './games-launches.js';

/** Reel symbols with their weights on every reel (out of 20). */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'bar', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
const WEIGHTS: Record<SlotSymbol, number> = { cherry: 5, lemon: 5, bell: 4, bar: 3, star: 2, seven: 1 };
const TOTAL_WEIGHT = 20;

/** Three of a kind pays bet × this; two cherries anywhere pay 2×. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = { cherry: 5, lemon: 8, bell: 10, bar: 20, star: 30, seven: 50 };
export const TWO_CHERRIES = 2;
export const MAX_BET_CENTS = 1_000_000;
/** A win of at least this many times the bet goes on the winners board. */
export const BOARD_MULTIPLIER = 10;

/** FNV-1a: a ticket id to a 32-bit seed. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function symbolAt(draw: number): SlotSymbol {
  let left = draw * TOTAL_WEIGHT;
  for (const symbol of SYMBOLS) {
    left -= WEIGHTS[symbol];
    if (left < 0) return symbol;
  }
  return 'seven';
}

/** The reels of a spin depend only on the ticket and the spin number: replayable, and not guessable in advance. */
export function spinReels(ticket: string, spinNo: number): SlotSymbol[] {
  const random = mulberry32(hash32(ticket) ^ Math.imul(spinNo, 0x9e3779b1));
  return [symbolAt(random()), symbolAt(random()), symbolAt(random())];
}

export function payoutMultiplier(reels: readonly SlotSymbol[]): number {
  const [first] = reels;
  if (first !== undefined && reels.length === 3 && reels.every((symbol) => symbol === first)) return THREE_OF_A_KIND[first];
  return reels.filter((symbol) => symbol === 'cherry').length >= 2 ? TWO_CHERRIES : 0;
}

export type SpinRefusal = 'INVALID_BET' | 'BELOW_MIN_BET' | 'INSUFFICIENT_BALANCE' | 'NO_WALLET';

export type SpinResult = { ok: true; answer: SpinAnswer; multiplier: number; replay: boolean } | { ok: false; refusal: SpinRefusal };

/** The play's balance in cents: fun credits for free play, else the main wallet (accountTypeId 2). */
export function playBalanceCents(play: SlotPlay, account: Account | undefined): number | undefined {
  if (play.free) return play.funCents;
  return account?.wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET)?.availCents;
}

/**
 * One spin: debits the bet, credits the win, both on the main wallet (or the fun credits). A repeated
 * `requestId` answers the first spin's result again without touching the balance.
 */
export function spin(play: SlotPlay, account: Account | undefined, betCents: number, requestId: string | undefined): SpinResult {
  const earlier = requestId === undefined ? undefined : play.answers[requestId];
  if (earlier !== undefined) return { ok: true, answer: earlier, multiplier: payoutMultiplier(earlier.reels as SlotSymbol[]), replay: true };
  if (!Number.isSafeInteger(betCents) || betCents <= 0 || betCents > MAX_BET_CENTS) return { ok: false, refusal: 'INVALID_BET' };
  if (betCents < play.minBetCents) return { ok: false, refusal: 'BELOW_MIN_BET' };
  const wallet = play.free ? undefined : account?.wallets.find((candidate) => candidate.accountTypeId === MAIN_WALLET);
  if (!play.free && wallet === undefined) return { ok: false, refusal: 'NO_WALLET' };
  const balance = wallet?.availCents ?? play.funCents;
  if (betCents > balance) return { ok: false, refusal: 'INSUFFICIENT_BALANCE' };

  play.spins += 1;
  const reels = spinReels(play.ticket, play.spins);
  const multiplier = payoutMultiplier(reels);
  const winCents = betCents * multiplier;
  const after = balance - betCents + winCents;
  if (wallet !== undefined) wallet.availCents = after;
  else play.funCents = after;
  const answer: SpinAnswer = { spinNo: play.spins, reels, bet: betCents / 100, win: winCents / 100, balance: after / 100 };
  if (requestId !== undefined) play.answers[requestId] = answer;
  return { ok: true, answer, multiplier, replay: false };
}
