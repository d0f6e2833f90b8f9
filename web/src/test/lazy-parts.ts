import { beforeAll } from 'vitest';

/**
 * The parts of the app that load on demand (route modules, React.lazy components), each a loader. A test that waits
 * for such a part would otherwise wait for Vite to compile it on first use, which on a busy 2-core machine took
 * longer than Testing Library's wait (the change-password dialog, 14 s). `lazy-parts.test.ts` keeps this list whole.
 */
export const lazyRouteModules = import.meta.glob(['../app/routes/**/*.tsx', '!**/__tests__/**']);
export const lazyComponents = import.meta.glob([
  '../app/overlays/IdentityOverlayView.tsx',
  '../features/auth/components/LoginForm.tsx',
  '../features/notices/components/NoticeDialog.tsx',
  '../features/lobby/components/PvpRoomsDialog.tsx',
  '../features/content/components/VendorLogoScroller.tsx',
  '../features/content/components/BannerSlider.tsx',
  '../features/site-lines/components/LineList.tsx',
  '../features/content/components/HelpModal.tsx',
  '../components/account/HeaderLiveFigures.tsx',
  '../app/layout/site-status/LiveSiteStatus.tsx',
  '../features/content/components/LiveJackpot.tsx',
  '../features/notices/components/LiveNotices.tsx',
  '../features/notices/components/PopupNotices.tsx',
]);

/** Compiling a whole app's parts on a busy machine: a deadline of its own, far above the tests' waits. */
const PRELOAD_DEADLINE_MS = 180_000;

/** Imports the given parts before the file's tests, so their waits cover rendering, not compiling. */
export function preloadBeforeAll(...groups: Array<Record<string, () => Promise<unknown>>>): void {
  beforeAll(async () => {
    await Promise.all(groups.flatMap((group) => Object.values(group).map((load) => load())));
  }, PRELOAD_DEADLINE_MS);
}
