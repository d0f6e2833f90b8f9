import { useCallback, useState } from 'react';

/**
 * A ref for an element and whether it is on screen now: off screen, hidden (display: none, as the top bar on
 * phones) or in a hidden tab it is not, so what only moves it (a clock, a counter, an autoplay) can pause. True
 * until the observer has said otherwise, and always where there is no observer.
 */
export function useOnScreen(): [ref: (element: Element | null) => (() => void) | undefined, onScreen: boolean] {
  const [onScreen, setOnScreen] = useState(true);
  const ref = useCallback((element: Element | null) => {
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, onScreen];
}
