import { describe, expect, it, vi } from 'vitest';
import { fastestLine, measureLine, type LineMeasurement } from '../line-probe';

describe('measureLine', () => {
  it('times an uncached, credential-free no-cors request to the line', async () => {
    let clock = 100;
    const fetcher = vi.fn(async () => {
      clock += 42.4;
      return new Response(null);
    });
    const result = await measureLine('https://a.example', { fetcher: fetcher as typeof fetch, now: () => clock });
    expect(result).toEqual({ reachable: true, ms: 42 });
    expect(fetcher).toHaveBeenCalledWith('https://a.example/healthz', expect.objectContaining({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' }));
  });

  it('marks a line that fails as unreachable', async () => {
    const fetcher = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await measureLine('https://down.example', { fetcher: fetcher as typeof fetch })).toEqual({ reachable: false });
  });

  it('gives up on a line that does not answer within the timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetcher = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const pending = measureLine('https://slow.example', { fetcher: fetcher as unknown as typeof fetch, timeoutMs: 3_000 });
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await pending).toEqual({ reachable: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fastestLine', () => {
  it('picks the shortest reachable round trip, the first listed on a tie', () => {
    const results = new Map<string, LineMeasurement>([
      ['a', { reachable: true, ms: 80 }],
      ['b', { reachable: false }],
      ['c', { reachable: true, ms: 30 }],
      ['d', { reachable: true, ms: 30 }],
    ]);
    expect(fastestLine(results)).toBe('c');
  });

  it('has none when no line answered', () => {
    expect(fastestLine(new Map([['a', { reachable: false }]]))).toBeNull();
  });
});
