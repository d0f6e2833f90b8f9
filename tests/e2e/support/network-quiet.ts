import type { Page, Request } from '@playwright/test';

/**
 * Whether a request is a live stream (GraphQL subscriptions over SSE): it stays open for as long as the page
 * shows, so it never counts as loading, and Playwright's `networkidle` never comes while one is open.
 */
export function isLiveStream(request: Request): boolean {
  return new URL(request.url()).pathname === '/graphql/stream';
}

/**
 * Follows the page's requests from now on, its live streams apart; `settled` waits until none has been in flight for
 * `quietMs`: what `waitForLoadState('networkidle')` did before pages held a stream (every page does: its feeds).
 */
export function trackRequests(page: Page): { settled: (quietMs?: number) => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>();
  const started = (request: Request) => void (isLiveStream(request) || inFlight.add(request));
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs = 500) {
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (inFlight.size > 0) quietSince = Date.now();
        await page.waitForTimeout(100);
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Runs `action` (a navigation, a tap) and waits until the page has had no request in flight for `quietMs` (trackRequests). */
export async function settleAfter(page: Page, action: () => Promise<unknown>, quietMs = 500): Promise<void> {
  const requests = trackRequests(page);
  try {
    await action();
    await requests.settled(quietMs);
  } finally {
    requests.stop();
  }
}
