import type { MemberBook } from '../member-book/member-book.js';

const KEPT = 20;

/** Puts a game first in the member's recent lottery games (opening its numbers counts as playing it). */
export function recordRecentLottery(book: MemberBook, gameCode: string, at: number): void {
  book.recentLottery = [
    { gameCode, lastPlayedAt: at },
    ...book.recentLottery.filter((entry) => entry.gameCode !== gameCode),
  ].slice(0, KEPT);
}
