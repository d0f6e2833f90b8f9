import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

// True from main.tsx's hydrateRoot until the hydrating pass has committed (finishHydrating).
let hydrating = false;
const waiting = new Set<() => void>();

/** main.tsx, just before hydrateRoot: the pass that follows shows the server's markup. */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * main.tsx, once the hydrating pass has committed: what only the browser knows shows in one transition, which
 * yields to the browser, instead of a blocking pass over every hydrated component at once (issue 33: no long task
 * over 200 ms during hydration).
 */
export function finishHydrating(): void {
  hydrating = false;
  const turns = [...waiting];
  waiting.clear();
  startTransition(() => {
    for (const turn of turns) turn();
  });
}

/**
 * False while the server renders a page and while the browser hydrates that markup, true from the render after
 * (and at once in a page the browser renders itself). What only the browser knows (storage, the local time zone,
 * the clock) waits for it, so the first pass is the server's markup exactly (issue 33: no hydration mismatch).
 */
export function useHydrated(): boolean {
  // The server's snapshot while hydrating; the browser's is the same until the hydrating pass is over, so React
  // does not force a blocking re-render of each hydrated component (it does for a snapshot that differs).
  const hydrated = useSyncExternalStore(never, () => !hydrating, () => false);
  const [, setTurned] = useState(false);
  useEffect(() => {
    if (hydrated) return undefined;
    const turn = () => setTurned(true);
    if (!hydrating) {
      startTransition(turn);
      return undefined;
    }
    waiting.add(turn);
    return () => {
      waiting.delete(turn);
    };
  }, [hydrated]);
  return hydrated;
}

// The time the server rendered the page at (entry-server.tsx writes it, main.tsx reads it before hydrating): the
// hydrating pass shows what was rendered then, the next one the time now.
let firstPassTime: number | undefined;

export function setFirstPassTime(time: number | undefined): void {
  firstPassTime = time;
}

export function getFirstPassTime(): number | undefined {
  return firstPassTime;
}
