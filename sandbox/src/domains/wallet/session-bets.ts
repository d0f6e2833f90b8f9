import { MINUTE_MS } from '../../core/epoch.js';
import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import type { BetRecord } from './funds-book.js';
import type { SessionVenue } from './session-venues.js';

/** Game types whose valid bet can be below the stake (hedged or drawn bets). */
const PARTLY_VALID = new Set(['LIVE', 'SPORTS', 'PVP']);

export interface SessionPlay {
  bets: BetRecord[];
  /** The member's net result, never a loss above the stake brought into the game wallet. */
  winLossCents: number;
  validBetCents: number;
  endsAt: number;
}

/** Losses scaled down so the session never loses more than its stake; the rounding rest goes to the last loss. */
function capLosses(bets: BetRecord[], stakeCents: number): void {
  const settled = bets.filter((bet) => bet.status === 'SETTLED');
  const wins = settled.filter((bet) => bet.winLossCents > 0).reduce((sum, bet) => sum + bet.winLossCents, 0);
  const losers = settled.filter((bet) => bet.winLossCents < 0);
  const losses = -losers.reduce((sum, bet) => sum + bet.winLossCents, 0);
  const allowed = stakeCents + wins;
  if (losses <= allowed || losers.length === 0) return;
  let spread = 0;
  for (const bet of losers) {
    bet.winLossCents = -Math.floor((-bet.winLossCents * allowed) / losses);
    spread += bet.winLossCents;
  }
  const last = losers.at(-1) as BetRecord;
  last.winLossCents -= allowed + spread;
}

/** A play session's bets: their valid bets add up to about `validBetCents`, results lean to the house. */
export function sessionBets(random: Random, venue: SessionVenue, validBetCents: number, stakeCents: number, startsAt: number, nextId: () => number): SessionPlay {
  const count = randomInt(random, 3, 12);
  const weights = Array.from({ length: count }, () => 0.3 + random() * 1.4);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  let at = startsAt;
  const bets: BetRecord[] = weights.map((weight) => {
    const valid = Math.max(100, Math.round((validBetCents * weight) / totalWeight / 100) * 100);
    const stake = PARTLY_VALID.has(venue.vendor.gameType) ? Math.round(valid / (0.9 + random() * 0.1) / 100) * 100 : valid;
    const game = pick(random, venue.games);
    const cancelled = random() < 0.02;
    const won = random() < 0.45;
    const winLoss = won ? Math.round(stake * (0.2 + random() * 1.7)) : -stake;
    at += randomInt(random, 1, 5) * MINUTE_MS;
    return {
      betId: `B${nextId()}`,
      gameType: venue.vendor.gameType,
      vendor: venue.vendor.vassalage,
      vendorName: { ...venue.vendor.displayName },
      gameName: { ...game.name },
      betCents: Math.max(stake, valid),
      validBetCents: cancelled ? 0 : valid,
      winLossCents: cancelled ? 0 : winLoss,
      status: cancelled ? 'CANCELLED' : 'SETTLED',
      betTime: at,
      settledAt: at + randomInt(random, 20, 90) * 1000,
    };
  });
  capLosses(bets, stakeCents);
  const settled = bets.filter((bet) => bet.status === 'SETTLED');
  return {
    bets,
    winLossCents: settled.reduce((sum, bet) => sum + bet.winLossCents, 0),
    validBetCents: settled.reduce((sum, bet) => sum + bet.validBetCents, 0),
    endsAt: at + 2 * MINUTE_MS,
  };
}
