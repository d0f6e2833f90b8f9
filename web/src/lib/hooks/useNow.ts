import { useEffect, useState } from 'react';
import { getFirstPassTime, useHydrated } from './useHydrated';

/**
 * The current time in ms since the epoch, refreshed every `intervalMs`. A server-rendered page's first pass (on the
 * server and while hydrating) reads the time it was rendered at, so both passes show the same.
 */
export function useNow(intervalMs: number): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return hydrated ? now : (getFirstPassTime() ?? now);
}
