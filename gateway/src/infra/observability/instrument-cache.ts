import type { Cache, CachePolicy } from '../cache/index.js';
import type { CacheOutcome, GatewayMetrics } from './metrics.js';

/**
 * The public cache with one count per lookup, by cache class (the key's resource, a name from the code) and
 * result, told from outside: no load → hit; a load whose value came back → miss; any other answer (served
 * while a refresh runs, or after a refresh failed) → stale. A caller that joined another's load counts as a hit.
 */
/** Whatever getOrLoad takes after the loader (a freshness observer), passed on untouched. */
type Rest = Parameters<Cache['getOrLoad']> extends [unknown, unknown, unknown, ...infer More] ? More : [];

export function instrumentCache(cache: Cache, metrics: GatewayMetrics): Cache {
  async function getOrLoad<T>(key: string, policy: CachePolicy, load: () => Promise<T>, ...rest: Rest): Promise<T> {
    let loaded: { value: T } | undefined;
    let loading = false;
    const value = await cache.getOrLoad(key, policy, async () => {
      loading = true;
      const result = await load();
      loaded = { value: result };
      return result;
    }, ...rest);
    const outcome: CacheOutcome = !loading ? 'hit' : loaded !== undefined && loaded.value === value ? 'miss' : 'stale';
    metrics.cache(cacheClass(key), outcome);
    return value;
  }

  return new Proxy(cache, {
    get(target, property, receiver) {
      if (property === 'getOrLoad') return getOrLoad;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `merchant:language:resource[:args]` → resource; anything unexpected is "other", never a raw key. */
export function cacheClass(key: string): string {
  const resource = key.split(':', 3)[2];
  return resource !== undefined && /^[A-Za-z][A-Za-z0-9_.-]{0,48}$/.test(resource) ? resource : 'other';
}
