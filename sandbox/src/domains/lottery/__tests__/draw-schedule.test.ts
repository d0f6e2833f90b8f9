import { describe, expect, it } from 'vitest';
import { lotteryGame, LOTTERY_GAMES } from '../lottery-games.js';
import type { LotteryGame } from '../lottery-games.js';
import { drawResult } from '../draw-results.js';
import { drawIndexOf, drawTime, latestDrawIndex, numeroOf } from '../draw-schedule.js';

function game(code: string): LotteryGame {
  const found = lotteryGame(code);
  if (found === undefined) throw new Error(code);
  return found;
}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0); // Saturday 21 Nov 2026, 19:00 in Vietnam

describe('lottery draw schedule', () => {
  it('draws the north daily at 18:15 Vietnam time', () => {
    const { schedule } = game('MB');
    const latest = latestDrawIndex(schedule, NOW);
    expect(new Date(drawTime(schedule, latest)).toISOString()).toBe('2026-11-21T11:15:00.000Z');
    expect(numeroOf(schedule, latest)).toBe('20261121');
    expect(drawTime(schedule, latest + 1)).toBe(drawTime(schedule, latest) + 86_400_000);
  });

  it('follows the weekly rota of the provinces', () => {
    const { schedule } = game('HCM'); // Monday and Saturday at 16:15
    const latest = latestDrawIndex(schedule, NOW);
    expect(numeroOf(schedule, latest)).toBe('20261121');
    expect(numeroOf(schedule, latest - 1)).toBe('20261116');
    expect(numeroOf(schedule, latest + 1)).toBe('20261123');
  });

  it('draws the Thai lottery on the 1st and the 16th', () => {
    const { schedule } = game('THAIGOV');
    const latest = latestDrawIndex(schedule, NOW);
    expect([numeroOf(schedule, latest), numeroOf(schedule, latest + 1)]).toEqual(['20261116', '20261201']);
  });

  it('numbers interval draws by the day, the midnight draw closing the day', () => {
    const { schedule } = game('MBST1');
    const latest = latestDrawIndex(schedule, NOW);
    expect(numeroOf(schedule, latest)).toBe('20261121-1140');
    const midnight = latestDrawIndex(schedule, Date.UTC(2026, 10, 21, 17, 0, 0));
    expect(numeroOf(schedule, midnight)).toBe('20261121-1440');
    expect(numeroOf(schedule, midnight + 1)).toBe('20261122-0001');
  });

  it('maps every numero back to its draw and refuses numeros that are not draws', () => {
    for (const item of LOTTERY_GAMES) {
      const latest = latestDrawIndex(item.schedule, NOW);
      for (const index of [0, latest - 7, latest, latest + 3]) {
        expect(drawIndexOf(item.schedule, numeroOf(item.schedule, index)), item.gameCode).toBe(index);
      }
      expect(latestDrawIndex(item.schedule, NOW)).toBeGreaterThanOrEqual(100);
    }
    expect(drawIndexOf(game('HCM').schedule, '20261122')).toBeUndefined(); // a Sunday
    expect(drawIndexOf(game('MB').schedule, '20260231')).toBeUndefined();
    expect(drawIndexOf(game('MBST1').schedule, '20261121-0000')).toBeUndefined();
    expect(drawIndexOf(game('MB').schedule, 'yesterday')).toBeUndefined();
  });

  it('has no draw before the series starts', () => {
    expect(latestDrawIndex(game('MB').schedule, Date.UTC(2019, 0, 1))).toBe(-1);
    expect(latestDrawIndex(game('THAIGOV').schedule, Date.UTC(2019, 0, 1))).toBe(-1);
    expect(latestDrawIndex(game('TC5D1').schedule, Date.UTC(2019, 0, 1))).toBe(-1);
  });

  it('gives every draw fixed numbers in the layout of its game', () => {
    const north = drawResult(game('MB'), 1234);
    expect(north).toEqual(drawResult(game('MB'), 1234));
    expect(north.prizes.flatMap((prize) => prize.numbers)).toHaveLength(27);
    expect(north.winningNumber).toMatch(/^\d{5}$/);
    expect(drawResult(game('HCM'), 50).prizes.flatMap((prize) => prize.numbers)).toHaveLength(18);
    expect(drawResult(game('HCM'), 50).winningNumber).toMatch(/^\d{6}$/);
    expect(drawResult(game('SG4D'), 9).prizes.map((prize) => prize.prizeCode)).toEqual(['1ST', '2ND', '3RD', 'SPECIAL', 'CONSOLATION']);
    expect(drawResult(game('MB'), 1235).winningNumber).not.toBe(drawResult(game('MB'), 1234).winningNumber);
  });
});
