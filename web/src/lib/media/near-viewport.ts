/**
 * The spec's lazy-loading numbers (000 §9, 001 §9): a picture starts loading 1.3 screens before it scrolls into
 * view, once a tenth of it is inside that margin. An observer replaces the spec's 200 ms scroll throttle: the
 * browser reports crossings itself, without a scroll handler to throttle.
 */
const THRESHOLD = 0.1;
const OPTIONS: IntersectionObserverInit = { rootMargin: '130% 0px', threshold: THRESHOLD };

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      // The first report comes at once, whatever the share: a picture barely touching the margin waits.
      if (!entry.isIntersecting || entry.intersectionRatio < THRESHOLD - 0.001) continue;
      const callback = waiting.get(entry.target);
      stopWatching(entry.target);
      callback?.();
    }
  }, OPTIONS);
  return observer;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Calls `onNear` once `element` is within the margin; at once where the browser has no observer. Returns the undo. */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  waiting.set(element, onNear);
  sharedObserver().observe(element);
  return () => stopWatching(element);
}
