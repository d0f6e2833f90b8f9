import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The file's tests run as in a browser without IntersectionObserver: pictures load at once and lists page on a click
 * only. (setup.ts's stand-in observer never reports, so a picture waiting for it would never get its address.)
 */
export function withoutIntersectionObserver(): void {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
