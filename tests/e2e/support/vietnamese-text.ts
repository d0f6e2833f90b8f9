import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The page's text for people, leaving out what the platform names and what is not text (scripts, hidden inputs). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('script, style, noscript, [data-platform-text], [translate="no"]')) element.remove();
    return clone.innerText || clone.textContent || '';
  });
}

const messageIds = new Set(Object.keys(JSON.parse(readFileSync(new URL('../../../web/src/i18n/messages/vi.json', import.meta.url), 'utf8')) as object));

/** Message ids shown in place of their text: a text that had not loaded (or does not exist) when the page rendered. */
export async function messageIdsOnPage(page: Page): Promise<string[]> {
  const text = await interfaceText(page);
  return [...new Set([...text.matchAll(/[\w.]+/g)].map((match) => match[0]).filter((word) => messageIds.has(word)))];
}
