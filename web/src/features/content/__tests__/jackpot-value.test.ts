import { describe, expect, it } from 'vitest';
import { jackpotValue } from '../jackpot-value';

const jackpot = { baseValue: '8888888.88', growthPerSecond: '55.036666', startedAt: '2026-01-01T00:00:00.000Z' };
const start = Date.parse(jackpot.startedAt);

describe('jackpotValue', () => {
  it('starts from the base and grows by growthPerSecond × 3 every 3 seconds (about 165.11 on the spec site)', () => {
    expect(jackpotValue(jackpot, start)).toBeCloseTo(8888888.88, 2);
    expect(jackpotValue(jackpot, start + 2999)).toBeCloseTo(8888888.88, 2);
    expect(jackpotValue(jackpot, start + 3000) - jackpotValue(jackpot, start)).toBeCloseTo(165.11, 2);
    expect(jackpotValue(jackpot, start + 3_600_000) - jackpotValue(jackpot, start)).toBeCloseTo(55.036666 * 3600, 2);
  });

  it('never goes below the base, and survives bad values', () => {
    expect(jackpotValue(jackpot, start - 60_000)).toBeCloseTo(8888888.88, 2);
    expect(jackpotValue({ ...jackpot, growthPerSecond: 'x' }, start + 60_000)).toBeCloseTo(8888888.88, 2);
    expect(jackpotValue({ ...jackpot, baseValue: 'x' }, start)).toBe(0);
  });
});
