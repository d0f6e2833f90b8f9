import { describe, expect, it, vi } from 'vitest';
import {
  LOTTERY_FAVOURITES_KEY,
  readLotteryFavourites,
  subscribeLotteryFavourites,
  toggleLotteryFavourite,
} from '../lottery-favourites';

describe('lottery favourites', () => {
  it('are kept under LOTTFAV, per username', () => {
    toggleLotteryFavourite('alice', 'MB');
    toggleLotteryFavourite('alice', 'DANANG');
    toggleLotteryFavourite('bob', 'HUE');
    toggleLotteryFavourite('alice', 'MB');
    expect(JSON.parse(window.localStorage.getItem(LOTTERY_FAVOURITES_KEY) ?? '')).toEqual({ alice: ['DANANG'], bob: ['HUE'] });
    expect(readLotteryFavourites('alice')).toBe('DANANG');
    expect(readLotteryFavourites('carol')).toBe('');
  });

  it('ignore a foreign value and tell subscribers about changes', () => {
    window.localStorage.setItem(LOTTERY_FAVOURITES_KEY, 'not json');
    expect(readLotteryFavourites('alice')).toBe('');
    const onChange = vi.fn();
    const unsubscribe = subscribeLotteryFavourites(onChange);
    toggleLotteryFavourite('alice', 'MB');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    toggleLotteryFavourite('alice', 'MB');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
