import { useCallback, useEffect, useRef } from 'react';

/** The spec's scroll loading (001 §9): trigger distance 0 (the control itself in view), at most once per 200 ms. */
const THROTTLE_MS = 200;

/**
 * A ref for a paged list's "load more" control: the next page loads once the control scrolls into view, so the list
 * pages on as it is read. The control stays for keyboards and browsers without an observer. `ready` is false while
 * a page is on its way; `shown` (the items on screen) tells a load that added nothing (a failure), after which the
 * next try is the button's rather than a loop.
 */
export function useLoadOnReach(ready: boolean, shown: number, load: () => void): (element: Element | null) => (() => void) | undefined {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  // When the last load started, and the items shown then while it is unsettled.
  const last = useRef<{ at: number; shownBefore: number | null }>({ at: 0, shownBefore: null });
  return useCallback(
    (element: Element | null) => {
      if (!ready || element === null || typeof IntersectionObserver === 'undefined') return undefined;
      const addedNothing = last.current.shownBefore === shown;
      last.current.shownBefore = null;
      if (addedNothing) return undefined;
      let timer: number | undefined;
      const fire = () => {
        last.current = { at: Date.now(), shownBefore: shown };
        latest.current();
      };
      const observer = new IntersectionObserver(([entry]) => {
        window.clearTimeout(timer);
        if (!entry?.isIntersecting) return;
        const wait = last.current.at + THROTTLE_MS - Date.now();
        if (wait > 0) timer = window.setTimeout(fire, wait);
        else fire();
      });
      observer.observe(element);
      return () => {
        window.clearTimeout(timer);
        observer.disconnect();
      };
    },
    [ready, shown],
  );
}
