import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the gateway puts a visitor's home answer into the page within its deadline (a cold gateway on a
 * loaded machine may take longer; it then serves the page plain and keeps building the answer). Ask with a
 * request context of its own: its cookies must not reach the page under test.
 */
export async function homeAnswerReady(request: APIRequestContext, locale = 'vi'): Promise<void> {
  await expect
    .poll(async () => (await request.get('/', { headers: { accept: 'text/html', cookie: `saola_locale=${locale}` } })).text(), { timeout: 20_000 })
    .toContain('id="route-data"');
}
