import type { RecentByAccount } from './player-games.js';

/** Recent games keep one row per game, newest first, at most this many. */
export const RECENT_LIMIT = 50;

/** A launch moves the game to the top of the member's recent games. */
export function recordRecentGame(recent: RecentByAccount, accountId: number, nodeId: number, now: number): void {
  const rows = (recent[accountId] ?? []).filter((row) => row.nodeId !== nodeId);
  rows.unshift({ nodeId, playedAt: now });
  recent[accountId] = rows.slice(0, RECENT_LIMIT);
}
