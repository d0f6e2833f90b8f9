import type { Logger } from 'pino';
import type { Cache } from '../../infra/cache/index.js';
import { tagOfKey } from './cache-tags.js';

export interface PurgeWebhookSettings {
  url: string;
  token: string;
  timeoutMs?: number;
}

/** Tags a CDN's purge API takes in one request (Cloudflare's and Fastly's take a few hundred at most). */
const TAGS_PER_POST = 100;

/**
 * Posts `{ "tags": [...] }` to the CDN's purge hook with a bearer token. A failed post is logged and not retried:
 * the CDN's own copy still ends with its s-maxage, as it would have without a purge.
 */
export function purgeWebhook(settings: PurgeWebhookSettings, logger: Logger): (tags: readonly string[]) => Promise<void> {
  return async (tags) => {
    for (let start = 0; start < tags.length; start += TAGS_PER_POST) {
      const batch = tags.slice(start, start + TAGS_PER_POST);
      try {
        const answer = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
          body: JSON.stringify({ tags: batch }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 5_000),
        });
        await answer.body?.cancel();
        if (!answer.ok) logger.warn({ status: answer.status, tags: batch.length }, 'CDN purge hook refused the purge');
      } catch (error) {
        logger.warn({ err: error, tags: batch.length }, 'CDN purge hook not reached');
      }
    }
  };
}

/**
 * The public cache, with each of this replica's own deletions told to the CDN as tags. Deletions another replica
 * broadcast are that replica's to tell (it called delete()), so each purge goes out once.
 */
export function purgingCache(cache: Cache, purge: (tags: readonly string[]) => Promise<void>): Cache {
  async function purgingDelete(keys: string[]): Promise<void> {
    await cache.delete(keys);
    // Once the gateway itself has dropped them: a CDN refetching at once must not get the old answer back.
    void purge(keys.map(tagOfKey));
  }
  return new Proxy(cache, {
    get(target, property, receiver) {
      if (property === 'delete') return purgingDelete;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
