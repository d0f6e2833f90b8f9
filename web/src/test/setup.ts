import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Whole-app renders on a busy 2-core machine (CI runs the gateway's and sandbox's tests alongside) can take
// several seconds to settle (a lazy route chunk imported while every worker transforms): CI once ran a 0.5 s
// wait past 5 s. A longer wait only costs time when a test fails; vitest's own limit stays above it.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete document.documentElement.dataset.theme;
});

// jsdom lacks the observers and media queries that the carousels (embla) use: inert stand-ins.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
