import { keyOfTag } from '../cdn/cache-tags.js';

/** How long a shared answer stays good, and the cache entries it was built from: a page built on it inherits both. */
export interface SharedLifetime {
  freshUntil: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  /** The PUBLIC cache keys the answer was built from: deleting one drops the page. */
  keys: string[];
}

const seconds = (cacheControl: string, directive: string): number | undefined => {
  const found = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl);
  return found?.[1] === undefined ? undefined : Number(found[1]) * 1000;
};

/**
 * A shared answer's lifetime and entries from the headers cdn/public-reads.ts gives it (Cache-Control `public`
 * with s-maxage, stale-while-revalidate, stale-if-error; Cache-Tag); undefined for any other answer, which then
 * is nobody's to keep.
 */
export function sharedLifetimeOf(headers: Record<string, unknown>, now: number): SharedLifetime | undefined {
  const cacheControl = headers['cache-control'];
  const tags = headers['cache-tag'];
  if (typeof cacheControl !== 'string' || !cacheControl.startsWith('public') || headers['set-cookie'] !== undefined) return undefined;
  if (typeof tags !== 'string' || tags === '') return undefined;
  const fresh = seconds(cacheControl, 's-maxage');
  const keys = tags.split(',').map(keyOfTag);
  if (fresh === undefined || keys.some((key) => key === undefined)) return undefined;
  return {
    freshUntil: now + fresh,
    staleWhileRevalidateMs: seconds(cacheControl, 'stale-while-revalidate') ?? 0,
    staleIfErrorMs: seconds(cacheControl, 'stale-if-error') ?? 0,
    keys: keys as string[],
  };
}
