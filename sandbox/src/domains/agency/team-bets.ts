import { SEED_EPOCH_MS } from '../../core/epoch.js';
import { randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import { GAME_TYPES } from './game-types.js';
import type { GameType } from './game-types.js';
import { vnDayBefore, vnDayOf } from '../../core/vn-day.js';

/** One member's betting in one game category on one Vietnam day. */
export interface DailyBet {
  accountId: number;
  day: string;
  gameType: GameType;
  betCount: number;
  betCents: number;
  validBetCents: number;
  /** The member's result: positive when the member won, negative when the house did. */
  winLossCents: number;
}

export const TEAM_BET_DAYS = 30;

function shuffledTypes(random: Random): GameType[] {
  const types = [...GAME_TYPES];
  for (let index = types.length - 1; index > 0; index -= 1) {
    const other = randomInt(random, 0, index);
    const swap = types[index] as GameType;
    types[index] = types[other] as GameType;
    types[other] = swap;
  }
  return types;
}

/** 30 days ending on the epoch's day; each bettor plays on about 60% of days, in one to three categories. */
export function seedTeamBets(random: Random, bettorIds: readonly number[]): DailyBet[] {
  const lastDay = vnDayOf(SEED_EPOCH_MS);
  const bets: DailyBet[] = [];
  for (let back = TEAM_BET_DAYS - 1; back >= 0; back -= 1) {
    const day = vnDayBefore(lastDay, back);
    for (const accountId of bettorIds) {
      if (random() >= 0.6) continue;
      for (const gameType of shuffledTypes(random).slice(0, randomInt(random, 1, 3))) {
        const betCents = randomInt(random, 500, 50_000) * 100;
        const validBetCents = Math.round((betCents * randomInt(random, 85, 100)) / 100);
        // The house keeps an edge: results lean negative for the member.
        const winLossCents = Math.round((validBetCents * randomInt(random, -30, 25)) / 100);
        bets.push({ accountId, day, gameType, betCount: randomInt(random, 1, 60), betCents, validBetCents, winLossCents });
      }
    }
  }
  return bets;
}
