import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

export { expect } from '@playwright/test';

/** Opens a browser context of the test's own (its own session and storage), beside the `page` fixture's. */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * `test` with `openContext`: the contexts a test opens are closed when it ends. The browser outlives every test,
 * so a context left open kept its page polling the gateway, and burning a core's share, for the rest of the run.
 */
export const test = base.extend<{ openContext: OpenContext }>({
  openContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
