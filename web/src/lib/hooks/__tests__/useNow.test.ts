import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNow } from '../useNow';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('starts at the current time and moves on every interval, not in between', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 7, 8, 9) });
    const start = Date.now();
    const { result } = renderHook(() => useNow(3000));
    expect(result.current).toBe(start);

    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 3000);
  });

  it('does not tick while paused, and reads the time anew when it runs again', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 7, 8, 9) });
    const start = Date.now();
    const { result, rerender } = renderHook(({ running }) => useNow(1000, running), { initialProps: { running: false } });
    expect(vi.getTimerCount()).toBe(0);

    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(start);
    rerender({ running: true });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(start + 5000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(start + 6000);
  });

  it('stops ticking when unmounted', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useNow(1000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
