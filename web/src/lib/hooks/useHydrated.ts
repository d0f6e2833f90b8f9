import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that markup, true from the render after
 * (and at once in a page the browser renders itself). What only the browser knows (storage, the local time zone,
 * the clock) waits for it, so the first pass is the server's markup exactly (issue 33: no hydration mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
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
