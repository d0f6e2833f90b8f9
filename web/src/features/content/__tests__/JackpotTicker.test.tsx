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

describe('JackpotTicker, live', () => {
  it('counts up from the setting the platform pushes, with no request', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:01:00.000Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { live, operations } = renderTicker({ currencySymbol: 'K', baseValue: '1000.00', growthPerSecond: '2', startedAt: '2026-01-01T00:00:00.000Z' });
    await vi.waitFor(() => expect(live.openFeeds()).toEqual(['JACKPOT']));
    // The platform restarted the jackpot a minute ago from a new base.
    const restarted = { __typename: 'Jackpot', currencySymbol: 'K', baseValue: '5000.00', growthPerSecond: '1', startedAt: '2026-01-01T00:00:30.000Z' };
    act(() => live.send('JACKPOT', { __typename: 'LiveJackpot', jackpot: restarted }));
    const value = screen.getByTestId('jackpot-value');
    await vi.waitFor(() => expect(value.textContent).toBe('5,030.00\u00a0K'));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(value.textContent).toBe('5,033.00\u00a0K');
    expect(operations).toEqual([]);
  });

  it('shows a jackpot the platform starts on an open page, and hides one it withdraws', async () => {
    const { live } = renderTicker(null);
    await vi.waitFor(() => expect(live.openFeeds()).toEqual(['JACKPOT']));
    const started = { __typename: 'Jackpot', currencySymbol: '₫', baseValue: '100.00', growthPerSecond: '0', startedAt: new Date().toISOString() };
    act(() => live.send('JACKPOT', { __typename: 'LiveJackpot', jackpot: started }));
    expect((await screen.findByTestId('jackpot-value')).textContent).toBe('100.00\u00a0₫');
    act(() => live.send('JACKPOT', { __typename: 'LiveJackpot', jackpot: null }));
    await vi.waitFor(() => expect(screen.queryByTestId('jackpot-ticker')).toBeNull());
  });
});
