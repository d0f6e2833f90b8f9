import { useEffect, useRef, useState } from 'react';
import { getFirstPassTime, useHydrated } from './useHydrated';

/**
 * The current time in ms since the epoch, refreshed every `intervalMs` while `running` (a clock nobody sees need
 * not render every second; it reads the time anew when it runs again). A server-rendered page's first pass (on the
 * server and while hydrating) reads the time it was rendered at, so both passes show the same.
 */
export function useNow(intervalMs: number, running = true): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const paused = useRef(false);
  useEffect(() => {
    if (!running) {
      paused.current = true;
      return undefined;
    }
    // Back from a pause, the time now at once rather than the time it stopped at; a first start has it already.
    const catchUp = paused.current ? window.setTimeout(() => setNow(Date.now()), 0) : undefined;
    paused.current = false;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => {
      window.clearTimeout(catchUp);
      window.clearInterval(id);
    };
  }, [intervalMs, running]);
  return hydrated ? now : (getFirstPassTime() ?? now);
}
