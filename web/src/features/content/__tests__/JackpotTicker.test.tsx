import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { JackpotTicker, JackpotTickerSiteFragment } from '../components/JackpotTicker';

afterEach(() => {
  vi.useRealTimers();
});

function renderTicker(jackpot: object | null) {
  const cache = createCache();
  cache.writeFragment({
    id: 'Site:{}',
    fragment: JackpotTickerSiteFragment,
    fragmentName: 'JackpotTicker_site',
    data: { __typename: 'Site', jackpot: jackpot && { __typename: 'Jackpot', ...jackpot } } as never,
  });
  return renderWithProviders(<JackpotTicker site={{ __typename: 'Site' } as never} />, { cache });
}

describe('JackpotTicker', () => {
  it("shows the time-derived value in the platform's unit and grows every 3 seconds", () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:01:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderTicker({ currencySymbol: 'K', baseValue: '1000.00', growthPerSecond: '2', startedAt: '2026-01-01T00:00:00.000Z' });
    const value = screen.getByTestId('jackpot-value');
    expect(value.textContent).toBe('1,120.00\u00a0K');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(value.textContent).toBe('1,126.00\u00a0K');
    expect(screen.getByRole('heading', { name: 'Jackpot' })).toBeTruthy();
  });

  it('is absent when the site has no jackpot', () => {
    renderTicker(null);
    expect(screen.queryByTestId('jackpot-ticker')).toBeNull();
  });
});
